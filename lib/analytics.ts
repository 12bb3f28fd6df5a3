// Analytics (R§7: page events on the sign-up and OTP screens; a purchase value and a marketing
// conversion after payment), behind one small module. Nothing leaves the page unless the deployment
// turns an adapter on (ANALYTICS=dataLayer, see README): the server then renders
// <meta name="analytics-adapter" content="dataLayer">, and events are pushed onto window.dataLayer for
// a tag manager the centre loads itself. No third-party script is loaded by the portal, and no
// personal data (name, phone, e-mail, Emirates ID) is ever part of an event.

export type AnalyticsEvent =
  | { event: 'page_view'; page: 'signup' | 'signup_otp' }
  | { event: 'sign_up'; mode: 'full' | 'quick' }
  | { event: 'otp_verified'; flow: 'signup' }
  | { event: 'purchase'; currency: 'AED'; value: number; transaction_id: string }
  | { event: 'conversion'; currency: 'AED'; value: number; transaction_id: string };

export interface AnalyticsAdapter {
  send(event: AnalyticsEvent): void;
}

export const ADAPTER_META = 'analytics-adapter';
export type AdapterName = 'none' | 'dataLayer';

export const noopAdapter: AnalyticsAdapter = { send: () => {} };

type DataLayerHost = { dataLayer?: unknown[] };

/** Google Tag Manager's convention: plain objects pushed onto window.dataLayer (created if absent). */
export function dataLayerAdapter(host: DataLayerHost = window as unknown as DataLayerHost): AnalyticsAdapter {
  return {
    send(event) {
      host.dataLayer ??= [];
      host.dataLayer.push({ ...event });
    },
  };
}

/** The adapter the server turned on for this page (a meta tag), the no-op otherwise. */
export function pageAdapter(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): AnalyticsAdapter {
  const name = doc?.querySelector<HTMLMetaElement>(`meta[name="${ADAPTER_META}"]`)?.content;
  return name === 'dataLayer' ? dataLayerAdapter() : noopAdapter;
}

/** Sends an event; analytics never breaks the page it measures. */
export function track(event: AnalyticsEvent, adapter: AnalyticsAdapter = pageAdapter()): void {
  try {
    adapter.send(event);
  } catch {
    // a broken tag manager is not the learner's problem
  }
}

/** After a confirmed payment (R§7): the purchase value and the marketing conversion, in AED. */
export function trackPurchase({ orderId, amountFils }: { orderId: string; amountFils: number }, adapter: AnalyticsAdapter = pageAdapter()): void {
  const value = amountFils / 100;
  track({ event: 'purchase', currency: 'AED', value, transaction_id: orderId }, adapter);
  track({ event: 'conversion', currency: 'AED', value, transaction_id: orderId }, adapter);
}

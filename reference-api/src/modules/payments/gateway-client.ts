import type { PaymentKind } from '../../db/schema/index';
import type { Env } from '../../env';
import { decodeParams, decryptMessage, encodeParams, encryptMessage } from '../../platform/ccavenue';

// The API's side of the CCAvenue protocol: sealing the initiation request, opening encResp, and the
// orderStatusTracker call the reconciliation asks. The working key never leaves this process.

export type GatewaySettings = Pick<Env, 'GATEWAY_URL' | 'GATEWAY_MERCHANT_ID' | 'GATEWAY_ACCESS_CODE' | 'API_PUBLIC_URL'>;

export const formatAmount = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;

/** The web-hook paths of R§7 (and the payment link's), by what an order pays for. */
export const RETURN_PATHS: Record<PaymentKind, string> = {
  registration: '/payment/v1/web-hook/payment-handler',
  stage: '/payment/v1/web-hook/payment-handler',
  additional: '/payment/v1/web-hook/additional-payment-handler',
  elite: '/payment/v1/web-hook/elite-additional-payment-handler',
  link: '/payment/v1/web-hook/payment-link-handler',
};

/** The payment frame's address for an order (integration_type iframe_normal). */
export function paymentUrl(
  env: GatewaySettings,
  key: string,
  order: { orderId: string; kind: PaymentKind; amountFils: number; userId: string; name: string; email: string; lang: 'EN' | 'AR' },
) {
  const back = `${env.API_PUBLIC_URL}${RETURN_PATHS[order.kind]}`;
  const request = encodeParams({
    merchant_id: env.GATEWAY_MERCHANT_ID,
    order_id: order.orderId,
    currency: 'AED',
    amount: formatAmount(order.amountFils),
    redirect_url: back,
    cancel_url: back,
    language: order.lang,
    billing_name: order.name,
    billing_email: order.email,
    billing_country: 'United Arab Emirates',
    merchant_param1: order.userId,
    merchant_param2: order.kind,
    integration_type: 'iframe_normal',
  });
  const query = new URLSearchParams({
    command: 'initiateTransaction',
    encRequest: encryptMessage(request, key),
    access_code: env.GATEWAY_ACCESS_CODE,
  });
  return `${env.GATEWAY_URL}/transaction/transaction.do?${query}`;
}

/** encResp's fields; throws GatewayCryptoError for anything not sealed with our key. */
export const openResponse = (encResp: string, key: string) => decodeParams(decryptMessage(encResp, key));

export interface OrderStatus {
  found: boolean;
  orderStatus?: string;
  amount?: string;
  currency?: string;
  referenceNo?: string;
  bankRefNo?: string;
}

/** orderStatusTracker: what the gateway knows of an order (5 s time-out). */
export async function orderStatus(env: GatewaySettings, key: string, orderId: string): Promise<OrderStatus> {
  const body = new URLSearchParams({
    command: 'orderStatusTracker',
    request_type: 'JSON',
    access_code: env.GATEWAY_ACCESS_CODE,
    enc_request: encryptMessage(JSON.stringify({ order_no: orderId, reference_no: '' }), key),
  });
  const res = await fetch(`${env.GATEWAY_URL}/apis/servlet/DoWebTrans`, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
  const answer = new URLSearchParams(await res.text());
  if (answer.get('status') !== '0') return { found: false };
  const data = JSON.parse(decryptMessage(answer.get('enc_response') ?? '', key)) as Record<string, unknown>;
  if (data.status !== 0) return { found: false };
  return {
    found: true,
    orderStatus: String(data.order_status ?? ''),
    amount: String(data.order_amt ?? ''),
    currency: String(data.order_currncy ?? ''),
    referenceNo: String(data.reference_no ?? ''),
    bankRefNo: String(data.order_bank_ref_no ?? ''),
  };
}

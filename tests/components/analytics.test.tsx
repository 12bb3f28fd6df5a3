import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeStep } from '@/components/auth/code-step';
import { TrackPageView } from '@/components/analytics/track-page-view';
import { ADAPTER_META, dataLayerAdapter, noopAdapter, pageAdapter, track, trackPurchase } from '@/lib/analytics';
import { answers } from './form-answers';
import { fillValid, renderSignup } from './signup-support';
import { renderWithIntl } from './ui-render';

// R§7 analytics: page events on the sign-up and OTP screens, the purchase value and conversion after
// payment; a no-op unless the server turned the dataLayer adapter on (a meta tag).

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('@/lib/auth/actions', () => ({ resendCodeAction: jest.fn() }));

type Host = { dataLayer?: unknown[] };
const host = window as unknown as Host;

function turnOn() {
  const meta = document.createElement('meta');
  meta.name = ADAPTER_META;
  meta.content = 'dataLayer';
  document.head.append(meta);
}

beforeEach(() => {
  document.head.querySelectorAll(`meta[name="${ADAPTER_META}"]`).forEach((m) => m.remove());
  delete host.dataLayer;
  window.localStorage.clear();
});

describe('the adapters', () => {
  it('sends nothing by default (no meta tag): no dataLayer is even created', () => {
    expect(pageAdapter()).toBe(noopAdapter);
    track({ event: 'sign_up', mode: 'full' });
    expect(host.dataLayer).toBeUndefined();
  });

  it('pushes plain objects onto window.dataLayer when the server turned it on, keeping what was there', () => {
    turnOn();
    host.dataLayer = [{ 'gtm.start': 1 }];
    track({ event: 'page_view', page: 'signup' });
    expect(host.dataLayer).toEqual([{ 'gtm.start': 1 }, { event: 'page_view', page: 'signup' }]);
  });

  it('a broken tag manager never breaks the page', () => {
    const broken = {
      dataLayer: {
        push: () => {
          throw new Error('gtm');
        },
      } as unknown as unknown[],
    };
    expect(() => track({ event: 'sign_up', mode: 'full' }, dataLayerAdapter(broken))).not.toThrow();
  });

  it('payment success: the purchase value and the marketing conversion in AED from fils', () => {
    const target: Host = {};
    trackPurchase({ orderId: 'ORD-42', amountFils: 434355 }, dataLayerAdapter(target));
    expect(target.dataLayer).toEqual([
      { event: 'purchase', currency: 'AED', value: 4343.55, transaction_id: 'ORD-42' },
      { event: 'conversion', currency: 'AED', value: 4343.55, transaction_id: 'ORD-42' },
    ]);
  });
});

describe('where the events fire', () => {
  it('the sign-up and OTP screens send their page event', () => {
    turnOn();
    render(
      <>
        <TrackPageView page="signup" />
        <TrackPageView page="signup_otp" />
      </>,
    );
    expect(host.dataLayer).toEqual([
      { event: 'page_view', page: 'signup' },
      { event: 'page_view', page: 'signup_otp' },
    ]);
  });

  it('a sign-up that sent its code sends sign_up, with no personal data', async () => {
    turnOn();
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', redirectTo: '/en/signup/otp', data: { sentAt: 1_700_000_000_000 } }));
    renderSignup({ action });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(host.dataLayer).toEqual([{ event: 'sign_up', mode: 'full' }]), { timeout: 5000 });
    expect(JSON.stringify(host.dataLayer)).not.toMatch(/Aisha|aisha@|1234567|Student@/);
  });

  it('a refused sign-up sends nothing', async () => {
    turnOn();
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', errorCode: 'service_unavailable', formError: 'x' }));
    renderSignup({ action });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(action).toHaveBeenCalled(), { timeout: 5000 });
    expect(host.dataLayer).toBeUndefined();
  });

  it.each([
    ['signup', [{ event: 'otp_verified', flow: 'signup' }]],
    ['other', undefined],
  ] as const)('a verified code on the %s flow sends %p', async (flow, expected) => {
    turnOn();
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', redirectTo: '/en/signup/onboard' }));
    renderWithIntl(
      <CodeStep action={action} label="OTP" submitLabel="Verify & Proceed" countdownKey="otp-resend:t" sentAt={Date.now()} flow={flow} />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    await waitFor(() => expect(action).toHaveBeenCalled());
    await waitFor(() => expect(host.dataLayer).toEqual(expected));
  });
});

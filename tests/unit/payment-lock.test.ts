/** @jest-environment jsdom */
import {
  acquirePaymentLock,
  beatPaymentLock,
  PAYMENT_LOCK_MS,
  PAYMENT_LOCK_STALE_MS,
  paymentTabId,
  releasePaymentLock,
} from '@/components/payment/payment-lock';

// R§2/R§9: one tab handles a payment at a time; the lock lasts 10 minutes. The lock belongs to a tab
// (its id survives a reload), and only a second tab that is alive is refused (issue 21 item 10).

type LockModule = typeof import('@/components/payment/payment-lock');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const held = (tab: string, at: number, beat = at) => localStorage.setItem('payment-lock', JSON.stringify({ tab, at, beat }));

describe('the single-tab payment lock', () => {
  it('is taken by this tab and taken again by it', () => {
    expect(acquirePaymentLock(1000)).toBe(true);
    expect(acquirePaymentLock(2000)).toBe(true);
  });

  it('refuses while another live tab holds it, and expires after 10 minutes even while it beats', () => {
    held('another-tab', 1000, 1000 + PAYMENT_LOCK_MS - 5000);
    expect(acquirePaymentLock(1000 + PAYMENT_LOCK_MS - 1)).toBe(false);
    expect(acquirePaymentLock(1000 + PAYMENT_LOCK_MS)).toBe(true);
    expect(PAYMENT_LOCK_MS).toBe(600000);
  });

  it('does not count a tab whose beat stopped (closed or crashed without a word)', () => {
    held('closed-tab', 1000);
    expect(acquirePaymentLock(1000 + PAYMENT_LOCK_STALE_MS - 1)).toBe(false);
    expect(acquirePaymentLock(1000 + PAYMENT_LOCK_STALE_MS)).toBe(true);
  });

  it('keeps the holder alive with its beat', () => {
    expect(acquirePaymentLock(1000)).toBe(true);
    beatPaymentLock(60_000);
    expect(JSON.parse(localStorage.getItem('payment-lock')!)).toMatchObject({ tab: paymentTabId(), at: 1000, beat: 60_000 });
    localStorage.setItem('payment-lock', JSON.stringify({ tab: 'another-tab', at: 1000, beat: 1000 }));
    beatPaymentLock(70_000); // not this tab's: untouched
    expect(JSON.parse(localStorage.getItem('payment-lock')!)).toMatchObject({ tab: 'another-tab', beat: 1000 });
  });

  it('belongs to the tab across a reload: the page loaded again in the same tab carries on', () => {
    const load = () => {
      let lock: LockModule | undefined;
      jest.isolateModules(() => {
        lock = jest.requireActual('@/components/payment/payment-lock') as LockModule;
      });
      return lock!;
    };
    const now = Date.now();
    expect(load().acquirePaymentLock(now)).toBe(true);
    // a reload: the modules are evaluated afresh, the tab's sessionStorage stays, no pagehide needed
    expect(load().acquirePaymentLock(now + 1000)).toBe(true);
    // another tab: its own sessionStorage, so its own id
    sessionStorage.clear();
    expect(load().acquirePaymentLock(now + 2000)).toBe(false);
  });

  it('is given back only by the tab holding it; garbage in storage is no lock', () => {
    held('another-tab', Date.now());
    releasePaymentLock();
    expect(localStorage.getItem('payment-lock')).not.toBeNull();
    localStorage.setItem('payment-lock', '{not json');
    expect(acquirePaymentLock()).toBe(true);
    releasePaymentLock();
    expect(localStorage.getItem('payment-lock')).toBeNull();
  });
});

/** @jest-environment jsdom */
import { acquirePaymentLock, PAYMENT_LOCK_MS, releasePaymentLock } from '@/components/payment/payment-lock';

// R§2/R§9: one tab handles a payment at a time; the lock lasts 10 minutes.

beforeEach(() => localStorage.clear());

describe('the single-tab payment lock', () => {
  it('is taken by this tab and taken again by it', () => {
    expect(acquirePaymentLock(1000)).toBe(true);
    expect(acquirePaymentLock(2000)).toBe(true);
  });

  it('refuses while another tab holds a fresh lock, and expires after 10 minutes', () => {
    localStorage.setItem('payment-lock', JSON.stringify({ tab: 'another-tab', at: 1000 }));
    expect(acquirePaymentLock(1000 + PAYMENT_LOCK_MS - 1)).toBe(false);
    expect(acquirePaymentLock(1000 + PAYMENT_LOCK_MS)).toBe(true);
    expect(PAYMENT_LOCK_MS).toBe(600000);
  });

  it('is given back only by the tab holding it; garbage in storage is no lock', () => {
    localStorage.setItem('payment-lock', JSON.stringify({ tab: 'another-tab', at: Date.now() }));
    releasePaymentLock();
    expect(localStorage.getItem('payment-lock')).not.toBeNull();
    localStorage.setItem('payment-lock', '{not json');
    expect(acquirePaymentLock()).toBe(true);
    releasePaymentLock();
    expect(localStorage.getItem('payment-lock')).toBeNull();
  });
});

// R§2/R§9: only one browser tab handles a payment at a time; the lock lasts 10 minutes (600000 ms).
// Kept in localStorage, shared by the learner's tabs of this site; each tab knows itself by an id.

const KEY = 'payment-lock';
export const PAYMENT_LOCK_MS = 600_000;
const tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

interface Lock {
  tab: string;
  at: number;
}

function read(): Lock | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Lock | null;
    return value && typeof value.tab === 'string' && typeof value.at === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this tab; false while another tab holds a lock younger than 10 minutes. */
export function acquirePaymentLock(now = Date.now()): boolean {
  const lock = read();
  if (lock && lock.tab !== tabId && now - lock.at < PAYMENT_LOCK_MS) return false;
  try {
    localStorage.setItem(KEY, JSON.stringify({ tab: tabId, at: now }));
  } catch {
    // storage refused (private mode): one tab cannot be told from another, so let it pay
  }
  return true;
}

/** Gives the lock back if this tab holds it. */
export function releasePaymentLock(): void {
  try {
    if (read()?.tab === tabId) localStorage.removeItem(KEY);
  } catch {
    // nothing to release
  }
}

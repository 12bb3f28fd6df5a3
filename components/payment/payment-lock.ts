// R§2/R§9: only one browser tab handles a payment at a time; a lock lasts 10 minutes at most
// (600000 ms). The lock names the tab that holds it: the tab's id lives in sessionStorage, so a reload
// (or a tab the browser reopens with its session) is still the same tab and may carry on. The holder
// gives the lock back when its page goes away (pagehide) and beats while it holds it, so a tab that
// died without saying so (a crash, a killed process) stops counting once its beat is old. Only a
// second tab that is alive is refused.

const KEY = 'payment-lock';
const TAB_KEY = 'payment-tab-id';
export const PAYMENT_LOCK_MS = 600_000;
/** How often the holder says it is alive. */
export const PAYMENT_LOCK_BEAT_MS = 10_000;
/** A beat older than this is a dead tab's. Background tabs' timers may be held back to once a minute. */
export const PAYMENT_LOCK_STALE_MS = 75_000;

interface Lock {
  tab: string;
  /** when the lock was taken */
  at: number;
  /** the holder's last sign of life */
  beat: number;
}

let memoryTabId: string | undefined;

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);

/** This tab's id: kept across reloads of the tab, new in every other tab. */
export function paymentTabId(): string {
  try {
    const kept = sessionStorage.getItem(TAB_KEY);
    if (kept) return kept;
    const id = newId();
    sessionStorage.setItem(TAB_KEY, id);
    return id;
  } catch {
    // storage refused: one id for this page's life
    return (memoryTabId ??= newId());
  }
}

function read(): Lock | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Lock> | null;
    if (!value || typeof value.tab !== 'string' || typeof value.at !== 'number') return null;
    return { tab: value.tab, at: value.at, beat: typeof value.beat === 'number' ? value.beat : value.at };
  } catch {
    return null;
  }
}

function write(lock: Lock): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(lock));
  } catch {
    // storage refused (private mode): one tab cannot be told from another, so let it pay
  }
}

/** Whether another tab holds a lock and is alive. */
function heldElsewhere(lock: Lock | null, tab: string, now: number): boolean {
  return Boolean(lock && lock.tab !== tab && now - lock.at < PAYMENT_LOCK_MS && now - lock.beat < PAYMENT_LOCK_STALE_MS);
}

/** Takes the lock for this tab; false while another live tab holds one younger than 10 minutes. */
export function acquirePaymentLock(now = Date.now()): boolean {
  const tab = paymentTabId();
  if (heldElsewhere(read(), tab, now)) return false;
  write({ tab, at: now, beat: now });
  return true;
}

/** The holder's sign of life (nothing when this tab does not hold the lock). */
export function beatPaymentLock(now = Date.now()): void {
  const lock = read();
  if (lock?.tab === paymentTabId()) write({ ...lock, beat: now });
}

/** Gives the lock back if this tab holds it. */
export function releasePaymentLock(): void {
  try {
    if (read()?.tab === paymentTabId()) localStorage.removeItem(KEY);
  } catch {
    // nothing to release
  }
}

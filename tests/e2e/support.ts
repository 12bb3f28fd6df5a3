import type { APIRequestContext, Page } from '@playwright/test';

export const apiURL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4010'}`;

export interface OutboxMessage {
  _id: string;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  createdAt: string;
}

/** Reads the reference API's sandbox outbox (newest first) for one recipient. */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${apiURL}/sandbox/outbox`, { params: { to, limit: '20' } });
  if (!res.ok()) throw new Error(`outbox: ${res.status()}`);
  return (await res.json()) as OutboxMessage[];
}

/** Waits until a new code arrives for a recipient (after `since`), and returns it. */
export async function latestCode(request: APIRequestContext, to: string, since = 0): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const msgs = await outboxFor(request, to);
    const fresh = msgs.find((m) => m.code && Date.parse(m.createdAt) >= since);
    if (fresh?.code) return fresh.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code arrived for ${to}`);
}

/** A phone number nobody else uses in this run: 7 digits from the clock and a counter. */
let counter = 0;
export function uniqueNumber(): string {
  counter = (counter + 1) % 100;
  const n = (Date.now() % 100_000) * 100 + counter + (process.pid % 7) * 13;
  return String(1_000_000 + (n % 8_999_999)).slice(0, 7);
}

/** An ISO date as a person types it into the date box (R§9: dd/MM/yyyy). */
export function typedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Waits until React has hydrated the page's main form controls. Every control works before that
 * (a plain post, a tap kept for later: signup-nojs.spec.ts), so wait only to test what the hydrated
 * page alone does (toasts, drafts, the browser's own checks).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // React's own hidden inputs for a server action ($ACTION_REF_…) never get a fiber: skip hidden ones
    const control = document.querySelector('main button, main input:not([type="hidden"])');
    return control !== null && Object.keys(control).some((key) => key.startsWith('__reactFiber'));
  });
}

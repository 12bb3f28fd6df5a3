import 'server-only';
import * as z from 'zod';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { checkLinkPayment, getPaymentLink, startLinkPayment, verifyLinkPayment, type PaymentLink } from '@/lib/upstream/payment-links';
import { attempt } from '@/lib/upstream/result';
import { rememberLinkOrder } from './link-return';

// Payment links (R§4 'Payment-link verification', D§7): show a link, pay it, and route the gateway's
// return. Public: no session is read or needed, and the profile is never fetched (R§4 'Start-up').

const linkIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const returnSchema = z.object({
  orderId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  trackingId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export async function loadPaymentLink(id: unknown): Promise<Result<PaymentLink>> {
  const parsed = linkIdSchema.safeParse(id);
  if (!parsed.success) return fail(appError('not_found'));
  return attempt(() => getPaymentLink(parsed.data));
}

/** Opens an order for the link: where the payer goes to pay it (the gateway's page). */
export async function payPaymentLink(id: unknown): Promise<Result<{ paymentUrl: string }>> {
  const parsed = linkIdSchema.safeParse(id);
  if (!parsed.success) return fail(appError('not_found'));
  const started = await attempt(() => startLinkPayment(parsed.data));
  if (!started.ok) return started;
  await rememberLinkOrder(started.value.orderId, parsed.data);
  return ok({ paymentUrl: started.value.paymentLogObj.paymentLink });
}

/** Why the error page shows: the payment failed, the second check said no (R§8 'Error in payment link'), or verifying failed. */
export type LinkErrorReason = 'failed' | 'check' | 'verify';
export type LinkOutcome = { page: 'success' | 'cancelled' } | { page: 'error'; reason: LinkErrorReason };

/** Outcomes after which the same link may simply be paid again: nothing was charged. */
export function mayRetry(outcome: LinkOutcome): boolean {
  return outcome.page === 'cancelled' || (outcome.page === 'error' && outcome.reason === 'failed');
}

/**
 * Where the gateway's return goes (R§4): success and the second check true → success; the check
 * false → error; cancelled → cancelled; anything else, or an exception → error ('verify' when the
 * verification itself failed: the page says 'Error verifying payment:').
 */
export async function linkReturnOutcome(query: { order_id?: unknown; tracking_id?: unknown }): Promise<LinkOutcome> {
  const parsed = returnSchema.safeParse({ orderId: query.order_id, trackingId: query.tracking_id });
  if (!parsed.success) return { page: 'error', reason: 'verify' };
  try {
    const status = await verifyLinkPayment(parsed.data);
    if (status === 'cancelled') return { page: 'cancelled' };
    if (status !== 'success') return { page: 'error', reason: 'failed' };
    return (await checkLinkPayment(parsed.data)) ? { page: 'success' } : { page: 'error', reason: 'check' };
  } catch (error) {
    console.error('[payment-link] verification failed:', error instanceof Error ? error.message : error);
    return { page: 'error', reason: 'verify' };
  }
}

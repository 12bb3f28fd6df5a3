import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { paymentLinks, payments, users } from '../../../db/schema/index';
import { ApiError, notFound } from '../../../platform/errors';
import type { UserRow } from '../../session/guard';
import { lockUser } from '../../enrolment';
import { aedOf } from '../../money/format';
import { PAYMENT_LINK_ERRORS } from './contract';
import { openGatewayOrder, reconcileOrder, WAITING, workingKey, type PaymentCtx } from '../orders/service';

// Payment links (R§4 'Payment-link verification', D§7 'Payment links'). Staff raise a link for a
// learner; whoever holds it pays without logging in, so the id is 144 random bits and everything a
// public call answers is what the payer needs to see. Paying opens an ordinary 'link' order on the
// learner's account; settle() marks the link paid once (EFFECTS.link), and a second paid order for
// it is kept as refund_due. Verify and check name an order by its id and the gateway's tracking id
// together, so guessing order ids tells nobody anything.

type Ctx = PaymentCtx;
type LinkRow = typeof paymentLinks.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type LinkStatus = 'open' | 'paid' | 'cancelled' | 'expired';

const HOUR = 3_600_000;

/** `PL-` and 24 url-safe characters (18 random bytes). */
export const newLinkId = () => `PL-${randomBytes(18).toString('base64url')}`;

export const linkUrl = (portalUrl: string, id: string) => new URL(`/en/payment-request/${encodeURIComponent(id)}`, portalUrl).toString();

function statusOf(link: LinkRow, now: number): LinkStatus {
  if (link.status !== 'open') return link.status;
  return link.expiresAt.getTime() <= now ? 'expired' : 'open';
}

function view(link: LinkRow, learnerName: string, now: number) {
  return {
    id: link.id,
    amount: aedOf(link.amountFils),
    description: link.description,
    status: statusOf(link, now),
    expiresAt: link.expiresAt.toISOString(),
    learnerFirstName: learnerName.trim().split(/\s+/)[0] ?? '',
  };
}

/** POST staff/payment-links: a link for a student, open for `expiresInHours`. */
export async function createLink(
  ctx: Ctx,
  staff: UserRow,
  input: { userId: string; amountFils: number; description: { en: string; ar: string }; expiresInHours: number },
  now: number,
) {
  const [learner] = await ctx.db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.id, input.userId));
  if (!learner?.roles.includes('student')) throw notFound();
  const id = newLinkId();
  const at = new Date(now);
  const expiresAt = new Date(now + input.expiresInHours * HOUR);
  await ctx.db.insert(paymentLinks).values({
    id,
    userId: learner.id,
    amountFils: input.amountFils,
    description: input.description,
    expiresAt,
    createdBy: staff.id,
    createdAt: at,
  });
  return { id, url: linkUrl(ctx.env.PORTAL_URL, id), expiresAt: expiresAt.toISOString() };
}

/** POST staff/payment-links/{id}/cancel: an open link is closed (one conditional update); a paid one stays paid. */
export async function cancelLink(ctx: Ctx, id: string, now: number) {
  const [closed] = await ctx.db
    .update(paymentLinks)
    .set({ status: 'cancelled' })
    .where(and(eq(paymentLinks.id, id), eq(paymentLinks.status, 'open')))
    .returning({ id: paymentLinks.id });
  if (!closed) {
    const { link } = await linkWithLearner(ctx, id);
    if (link.status === 'paid') throw new ApiError(PAYMENT_LINK_ERRORS.link_paid);
  }
  return getLink(ctx, id, now);
}

async function linkWithLearner(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .select({ link: paymentLinks, name: users.name })
    .from(paymentLinks)
    .innerJoin(users, eq(users.id, paymentLinks.userId))
    .where(eq(paymentLinks.id, id));
  if (!row) throw notFound();
  return row;
}

/** get-payment-link without `pay`: what the payer sees. */
export async function getLink(ctx: Ctx, id: string, now: number) {
  const { link, name } = await linkWithLearner(ctx, id);
  return view(link, name, now);
}

function refuse(status: LinkStatus): never {
  if (status === 'paid') throw new ApiError(PAYMENT_LINK_ERRORS.link_paid);
  if (status === 'cancelled') throw new ApiError(PAYMENT_LINK_ERRORS.link_cancelled);
  throw new ApiError(PAYMENT_LINK_ERRORS.link_expired);
}

/**
 * get-payment-link with `pay: true`: an order for the link's amount on its learner's account (a
 * waiting order of theirs is superseded), and the gateway page to pay it on. The link row is locked
 * while its status is read, so a link that is paid or expired meanwhile is refused.
 */
export async function payLink(ctx: Ctx, id: string, lang: 'EN' | 'AR', now: number) {
  workingKey(ctx); // 503 before anything changes when online payment is off
  const at = new Date(now);
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ userId: paymentLinks.userId }).from(paymentLinks).where(eq(paymentLinks.id, id));
    if (!found) throw notFound();
    // the learner first, then the link: the order settle() locks in too
    const me = await lockUser(tx, found.userId);
    const [link] = await tx.select().from(paymentLinks).where(eq(paymentLinks.id, id)).for('update');
    if (!link) throw notFound();
    const status = statusOf(link, now);
    if (status !== 'open') refuse(status);
    const { orderId, paymentUrl } = await openGatewayOrder(ctx, tx, me, { kind: 'link', amountFils: link.amountFils, itemIds: [link.id], at }, lang);
    return { ...view(link, me.name, now), orderId, paymentLogObj: { paymentLink: paymentUrl } };
  });
}

/** A link order named by its id and the gateway's tracking id; anything else is not found. */
async function linkOrder(ctx: Ctx, orderId: string, trackingId: string, now: number): Promise<PaymentRow> {
  const [order] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'link')));
  if (!order) throw notFound();
  let current = order;
  // waiting on the gateway (the answer never came back, or not yet): ask it first, as verify() does; the
  // tracking id asked with must be the gateway's own for this order
  if (WAITING.includes(order.status)) {
    current = (await reconcileOrder(ctx, orderId, now, { trackingId }).catch(() => undefined)) ?? order;
  }
  if (!current.trackingId || current.trackingId !== trackingId) throw notFound();
  return current;
}

const VERIFIED: Record<PaymentRow['status'], 'success' | 'cancelled' | 'failed' | 'pending'> = {
  success: 'success',
  // the card was charged, but another order had paid the link first: the check says false
  refund_due: 'success',
  aborted: 'cancelled',
  // a skipped stage's order is never a link's (modules/stages)
  skipped: 'failed',
  failure: 'failed',
  invalid: 'failed',
  due_at_centre: 'failed',
  initiated: 'pending',
  superseded: 'pending',
  // the gateway never finished it in time (reconcile.ts); a confirmed answer still settles it later
  expired: 'failed',
};

/** payment-links/verify (R§4): the order's outcome as the link return page routes on it. */
export async function verifyLink(ctx: Ctx, input: { orderId: string; trackingId: string }, now: number) {
  const order = await linkOrder(ctx, input.orderId, input.trackingId, now);
  return { status: VERIFIED[order.status] };
}

/** payment-links/check (R§4 'a second verification'): did this very order pay its link? */
export async function checkLink(ctx: Ctx, input: { orderId: string; trackingId: string }, now: number) {
  const order = await linkOrder(ctx, input.orderId, input.trackingId, now);
  if (order.status !== 'success') return { valid: false };
  const [link] = await ctx.db
    .select({ status: paymentLinks.status, paidOrderId: paymentLinks.paidOrderId })
    .from(paymentLinks)
    .where(eq(paymentLinks.id, order.itemIds[0] ?? ''));
  return { valid: link?.status === 'paid' && link.paidOrderId === order.orderId };
}

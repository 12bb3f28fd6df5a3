import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { payments, users, type PaymentKind, type PaymentStatus } from '../../../db/schema/index';
import { ApiError, notFound } from '../../../platform/errors';
import { pgCode } from '../../../platform/http';
import type { UserRow } from '../../session/guard';
import { notify } from '../../notifications/service';
import type { Tx } from '../../../db/client';
import { lockUser } from '../../enrolment';
import { PAYMENT_ERRORS } from '../contract';
import { recordRefundDue } from '../../money/ledger';
import { EFFECTS } from './effects';
import { orderById, type PaymentRow } from './repo';
import { formatAmount, orderStatus, paymentUrl, type GatewayWord } from './gateway-client';

// Orders on the gateway, for every payment sub-domain (registration, extras, links). Nothing is
// settled on the gateway's sealed reply alone (issue 21): the protocol has a fixed IV and no MAC, so a
// learner's own encRequest spliced onto a genuine reply for another order decrypts. Every path (the
// web-hooks, verify, payment-link verify, the reconciliation) asks the status call, and only its word
// for this order id, this amount in fils, AED and the tracking id the reply named settles the order;
// anything else leaves it pending for the reconciliation. Settling is one conditional UPDATE (waiting →
// final) in one transaction with its effects, so every path, replayed or racing, records one payment.

export type PaymentCtx = Pick<AppContext, 'db' | 'env' | 'realtime'> & { log?: { warn: (o: object, m: string) => void } };
type Ctx = PaymentCtx;

const ORDER_PREFIX: Record<PaymentKind, string> = { registration: 'REG', stage: 'STG', additional: 'ADD', elite: 'ELT', link: 'LNK' };
const newOrderId = (kind: PaymentKind, now: number) =>
  `${ORDER_PREFIX[kind]}-${now.toString(36).toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;

export function workingKey(ctx: Ctx): string {
  if (!ctx.env.GATEWAY_WORKING_KEY) throw new ApiError(PAYMENT_ERRORS.payment_unavailable);
  return ctx.env.GATEWAY_WORKING_KEY;
}

export interface NewOrder {
  userId: string;
  kind: PaymentKind;
  method: 'online' | 'edsCenter';
  amountFils: number;
  walletFils?: number;
  referralFils?: number;
  milestoneIds?: string[];
  stageIds?: string[];
  itemIds?: string[];
  retryPayment?: boolean;
  at: Date;
}

/**
 * A new order, inside the caller's transaction. A learner has one order waiting on the gateway at a
 * time (a partial unique index): the one waiting is superseded; its answer, if it still comes, settles it.
 */
export async function openOrder(tx: Tx, order: NewOrder): Promise<string> {
  await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: order.at })
    .where(and(eq(payments.userId, order.userId), eq(payments.status, 'initiated')));
  const orderId = newOrderId(order.kind, order.at.getTime());
  await tx.insert(payments).values({
    orderId,
    userId: order.userId,
    kind: order.kind,
    method: order.method,
    amountFils: order.amountFils,
    walletFils: order.walletFils ?? 0,
    referralFils: order.referralFils ?? 0,
    milestoneIds: order.milestoneIds ?? [],
    stageIds: order.stageIds ?? [],
    itemIds: order.itemIds ?? [],
    status: order.method === 'online' ? 'initiated' : 'due_at_centre',
    retryPayment: Boolean(order.retryPayment),
    createdAt: order.at,
    updatedAt: order.at,
  });
  return orderId;
}

/** What the browser thinks it pays is only checked: another amount is refused and logged; nothing is never charged. */
export function checkAmount(ctx: PaymentCtx, userId: string, sentFils: number | undefined, amountFils: number) {
  if (sentFils !== undefined && sentFils !== amountFils) {
    ctx.log?.warn({ userId, sent: sentFils, due: amountFils }, 'payment initiation with a wrong amount refused');
    throw new ApiError(PAYMENT_ERRORS.amount_mismatch);
  }
  if (amountFils <= 0) throw new ApiError(PAYMENT_ERRORS.nothing_to_pay);
}

/** An online order and the gateway page that pays it (sealed with the working key), inside the caller's transaction. */
export async function openGatewayOrder(
  ctx: PaymentCtx,
  tx: Tx,
  me: UserRow,
  order: Omit<NewOrder, 'userId' | 'method'>,
  lang: 'EN' | 'AR',
): Promise<{ orderId: string; paymentUrl: string }> {
  const key = workingKey(ctx);
  const orderId = await openOrder(tx, { ...order, userId: me.id, method: 'online' });
  const url = paymentUrl(ctx.env, key, {
    orderId,
    kind: order.kind,
    amountFils: order.amountFils,
    userId: me.id,
    name: me.name,
    email: me.email,
    lang,
  });
  return { orderId, paymentUrl: url };
}

export interface GatewayResult {
  orderId: string;
  orderStatus: string;
  amount: string;
  currency: string;
  trackingId?: string;
  bankRefNo?: string;
  message?: string;
}

/** The gateway's final words (the status call's, CCAvenue's), and what each settles an order as. */
const FINAL: Record<string, PaymentStatus> = {
  success: 'success',
  successful: 'success',
  shipped: 'success',
  'auto-cancelled': 'aborted',
  failure: 'failure',
  unsuccessful: 'failure',
  aborted: 'aborted',
  invalid: 'invalid',
};

/** Orders still waiting on the gateway's word; an expired one is still settled by a confirmed answer. */
export const WAITING: PaymentStatus[] = ['initiated', 'superseded', 'expired'];

/**
 * Applies what the gateway's status call confirmed about an order, once (only confirmOrder calls it).
 * A success on an order whose course another order already settled is kept as refund_due (the money
 * was taken; staff refund it), never credited twice. Returns the order as it now stands.
 */
async function settle(ctx: Ctx, result: GatewayResult, now: number): Promise<PaymentRow> {
  const outcome = FINAL[result.orderStatus.toLowerCase()];
  const order = await orderById(ctx.db, result.orderId);
  if (!order) {
    ctx.log?.warn({ orderId: result.orderId }, 'gateway answer for an unknown order ignored');
    throw notFound();
  }
  if (!outcome) return order; // Initiated / Awaited: nothing to settle yet
  if (result.currency !== order.currency || result.amount !== formatAmount(order.amountFils)) {
    ctx.log?.warn(
      { orderId: order.orderId, amount: result.amount, currency: result.currency },
      'gateway answer with another amount or currency refused',
    );
    throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
  }
  const at = new Date(now);
  const effect = EFFECTS[order.kind];
  let credited: PaymentRow | undefined;
  try {
    credited = await ctx.db.transaction(async (tx) => {
      const me = await lockUser(tx, order.userId);
      // money for something already paid (another order settled it first) is kept for a refund
      const paidAlready = outcome === 'success' && (await effect.paidAlready(tx, order, me));
      const status: PaymentStatus = paidAlready ? 'refund_due' : outcome;
      const [row] = await tx
        .update(payments)
        .set({
          status,
          trackingId: result.trackingId || null,
          bankRefNo: result.bankRefNo || null,
          statusMessage: result.message ?? null,
          settledAt: at,
          updatedAt: at,
        })
        .where(and(eq(payments.orderId, order.orderId), inArray(payments.status, WAITING)))
        .returning();
      if (!row) return undefined; // settled already: a replay changes nothing
      if (status === 'success') await effect.credit(tx, row, me, at);
      else if (status === 'refund_due') await recordRefundDue(tx, row, at);
      else if (order.kind === 'registration' && order.status === 'initiated' && me.currentStage === 'paymentConfirmation') {
        // R§4: a failed payment returns the learner to choosing; the next attempt is a retry
        await tx.update(users).set({ currentStage: 'paymentFailed', updatedAt: at }).where(eq(users.id, me.id));
      }
      return row;
    });
  } catch (err) {
    // the same gateway transaction offered for a second order: the unique index refuses it
    if (pgCode(err) === '23505') throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
    throw err;
  }
  if (credited?.status === 'success') {
    await notify(ctx, credited.userId, { kind: 'payment_verified', ...effect.notice(credited), eventKey: `payment:${credited.orderId}` });
  }
  return (await orderById(ctx.db, order.orderId))!;
}

/** Why an order stays pending after asking: the gateway is down, never saw it, is still waiting, or disagrees. */
export type Unconfirmed = 'unavailable' | 'unknown' | 'waiting' | 'mismatch';
export type Confirmation = { settled: true; order: PaymentRow } | { settled: false; order: PaymentRow; why: Unconfirmed; gateway: GatewayWord };

/**
 * The status call's word, checked against the order: this order number, a final status, exactly the
 * order's amount in fils, its currency, a tracking id, and the tracking id a reply named (when it named
 * one). Pure: the table of what is credited.
 */
export function judge(
  order: Pick<PaymentRow, 'orderId' | 'amountFils' | 'currency'>,
  word: GatewayWord,
  claimedTrackingId?: string,
): { ok: true; result: GatewayResult } | { ok: false; why: Unconfirmed } {
  if (word.kind !== 'known') return { ok: false, why: word.kind };
  if (word.orderNo !== order.orderId || word.amountFils !== order.amountFils || word.currency !== order.currency)
    return { ok: false, why: 'mismatch' };
  if (claimedTrackingId && word.referenceNo !== claimedTrackingId) return { ok: false, why: 'mismatch' };
  const outcome = FINAL[word.orderStatus.toLowerCase()];
  if (!outcome) return { ok: false, why: 'waiting' };
  if (outcome === 'success' && !word.referenceNo) return { ok: false, why: 'mismatch' };
  return {
    ok: true,
    result: {
      orderId: order.orderId,
      orderStatus: outcome,
      amount: formatAmount(order.amountFils),
      currency: order.currency,
      ...(word.referenceNo ? { trackingId: word.referenceNo } : {}),
      ...(word.bankRefNo ? { bankRefNo: word.bankRefNo } : {}),
    },
  };
}

/**
 * Asks the gateway about an order and settles it only on a confirmed final answer. `claim` is what a
 * reply said (its tracking id must be the gateway's). Never throws for the gateway's sake.
 */
export async function confirmOrder(
  ctx: Ctx,
  order: PaymentRow,
  now: number,
  claim: { trackingId?: string; orderStatus?: string } = {},
): Promise<Confirmation> {
  const word = await orderStatus(ctx.env, workingKey(ctx), order.orderId);
  const verdict = judge(order, word, claim.trackingId);
  if (!verdict.ok) {
    if (claim.orderStatus !== undefined || verdict.why === 'mismatch') {
      ctx.log?.warn(
        { orderId: order.orderId, why: verdict.why, claimed: claim, gateway: word },
        'gateway answer not confirmed by the status call; the order stays pending',
      );
    }
    const current = await orderById(ctx.db, order.orderId);
    return { settled: false, order: current ?? order, why: verdict.why, gateway: word };
  }
  return { settled: true, order: await settle(ctx, verdict.result, now) };
}

/** Asks the gateway about a waiting order and settles what it confirms; undefined while it stays pending. */
export async function reconcileOrder(ctx: Ctx, orderId: string, now: number, claim: { trackingId?: string } = {}): Promise<PaymentRow | undefined> {
  const order = await orderById(ctx.db, orderId);
  if (!order) return undefined;
  if (!WAITING.includes(order.status)) return order;
  const confirmed = await confirmOrder(ctx, order, now, claim);
  return confirmed.settled ? confirmed.order : undefined;
}

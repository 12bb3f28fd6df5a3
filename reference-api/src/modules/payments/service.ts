import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { payments, studentCourses, users, type PaymentKind, type PaymentStatus } from '../../db/schema/index';
import { ApiError, notFound } from '../../platform/errors';
import { pgCode } from '../../platform/http';
import type { UserRow } from '../auth/session';
import { notify } from '../notifications/service';
import { ONBOARDING_ERRORS } from '../onboarding/contract';
import { courseRow, lockUser, studentCourseView, type Tx } from '../onboarding/service';
import { PAYMENT_ERRORS, type InitiateInput } from './contract';
import { checkSeen } from './initiate-check';
import { earnReferralBonus } from '../referrals/service';
import { EFFECTS } from './effects';
import { formatAmount, openResponse, orderStatus, paymentUrl } from './gateway-client';

// Registration payments (R§4). The API computes the amount from the learner's course; a gateway answer
// whose order, amount or currency does not match is refused and logged, never credited. Settling is
// one conditional UPDATE (initiated → final) in one transaction with its effects, so the web-hook, the
// verify call and the reconciliation, replayed or racing, record one payment and move the stage once.

export type PaymentCtx = Pick<AppContext, 'db' | 'env' | 'realtime'> & { log?: { warn: (o: object, m: string) => void } };
type Ctx = PaymentCtx;
type PaymentRow = typeof payments.$inferSelect;

const PAYING = ['courseSelection', 'paymentFailed', 'paymentConfirmation'];
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

/**
 * Initiate (R§3, R§4): online → an order waiting on the gateway and the stage Complete Payment; at the
 * centre → registration finished with the amount due there. A previous waiting order is superseded
 * (the next attempt is the retry).
 */
export async function initiate(ctx: Ctx, user: UserRow, input: InitiateInput, lang: 'EN' | 'AR', now: number) {
  if (input.isOnlinePayment) workingKey(ctx); // 503 before anything changes when online payment is off
  return ctx.db.transaction(async (tx) => {
    const me = await lockUser(tx, user.id);
    const course = await courseRow(tx, me.id);
    // registered already: a later stage payment (R§4), online only; otherwise the registration's
    const later = Boolean(course?.isAddedInErp) && me.currentStage === 'homeScreen';
    if (!later && (course?.isAddedInErp || me.currentStage === 'homeScreen')) throw new ApiError(ONBOARDING_ERRORS.already_paid);
    if (!course || (!later && !PAYING.includes(me.currentStage)) || (later && !input.isOnlinePayment)) {
      throw new ApiError(ONBOARDING_ERRORS.stage_out_of_order);
    }
    if (later) {
      // registered to pay at the centre: what is left is collected there, never online as well
      const [atCentre] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.userId, me.id), eq(payments.status, 'due_at_centre')))
        .limit(1);
      if (atCentre) throw new ApiError(ONBOARDING_ERRORS.already_paid);
    }
    const view = await studentCourseView(tx, me, now);
    const amountFils = view.quote.payableFils;
    checkSeen(ctx.log, me.id, input, view);
    checkAmount(ctx, me.id, undefined, amountFils);

    const at = new Date(now);
    const stageIds = view.plan.milestones
      .filter((m) => view.selectedMilestoneIds.includes(m._id))
      .flatMap((m) => m.stages.filter((s) => !s.paid).map((s) => s._id));
    const order = {
      kind: later ? ('stage' as const) : ('registration' as const),
      amountFils,
      walletFils: view.quote.walletFils,
      referralFils: view.quote.referralFils,
      milestoneIds: view.selectedMilestoneIds,
      stageIds,
      retryPayment: Boolean(input.retryPayment),
      at,
    };
    if (input.isOnlinePayment) {
      const opened = await openGatewayOrder(ctx, tx, me, order, lang);
      if (!later) await tx.update(users).set({ currentStage: 'paymentConfirmation', updatedAt: at }).where(eq(users.id, me.id));
      return { orderId: opened.orderId, status: 'initiated' as const, amountFils, paymentUrl: opened.paymentUrl };
    }
    const orderId = await openOrder(tx, { ...order, userId: me.id, method: 'edsCenter' });
    // R§4: at the centre the stage is Finished straight away; the course is registered with the centre
    await tx.update(studentCourses).set({ modeOfPayment: 'edsCenter', isAddedInErp: true, updatedAt: at }).where(eq(studentCourses.userId, me.id));
    await tx.update(users).set({ currentStage: 'homeScreen', updatedAt: at }).where(eq(users.id, me.id));
    await earnReferralBonus(tx, me.id, at);
    return { orderId, status: 'due_at_centre' as const, amountFils, paymentUrl: null };
  });
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

const FINAL: Record<string, PaymentStatus> = {
  success: 'success',
  successful: 'success',
  failure: 'failure',
  unsuccessful: 'failure',
  aborted: 'aborted',
  invalid: 'invalid',
};

/**
 * Applies what the gateway says about an order, once. A success on an order whose course another
 * order already settled is kept as refund_due (the money was taken; staff refund it), never credited
 * twice. Returns the order as it now stands.
 */
export async function settle(ctx: Ctx, result: GatewayResult, now: number): Promise<PaymentRow> {
  const outcome = FINAL[result.orderStatus.toLowerCase()];
  const [order] = await ctx.db.select().from(payments).where(eq(payments.orderId, result.orderId));
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
        .where(and(eq(payments.orderId, order.orderId), inArray(payments.status, ['initiated', 'superseded'])))
        .returning();
      if (!row) return undefined; // settled already: a replay changes nothing
      if (status === 'success') await effect.credit(tx, row, me, at);
      else if (
        status !== 'refund_due' &&
        order.kind === 'registration' &&
        order.status === 'initiated' &&
        me.currentStage === 'paymentConfirmation'
      ) {
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
  const [current] = await ctx.db.select().from(payments).where(eq(payments.orderId, order.orderId));
  return current!;
}

/**
 * A web-hook (R§7): encResp from the learner's browser, sealed by the gateway with our key. Each path
 * takes the kinds of order it was given for; another kind's answer there is refused and logged.
 */
export async function handleReturn(ctx: Ctx, encResp: string, now: number, kinds?: readonly PaymentKind[]): Promise<PaymentRow> {
  const key = workingKey(ctx);
  let fields: Record<string, string>;
  try {
    fields = openResponse(encResp, key);
  } catch {
    ctx.log?.warn({}, 'payment web-hook with a message not sealed by the gateway refused');
    throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
  }
  const orderId = fields.order_id ?? '';
  if (kinds) {
    const [order] = await ctx.db.select({ kind: payments.kind }).from(payments).where(eq(payments.orderId, orderId));
    if (order && !kinds.includes(order.kind)) {
      ctx.log?.warn({ orderId, kind: order.kind }, 'gateway answer brought to another kind of web-hook refused');
      throw new ApiError(PAYMENT_ERRORS.payment_response_invalid);
    }
  }
  return settle(
    ctx,
    {
      orderId,
      orderStatus: fields.order_status ?? '',
      amount: fields.amount ?? '',
      currency: fields.currency ?? '',
      trackingId: fields.tracking_id,
      bankRefNo: fields.bank_ref_no,
      message: fields.failure_message || fields.status_message,
    },
    now,
  );
}

/** Asks the gateway about a waiting order and settles what it says. */
export async function reconcileOrder(ctx: Ctx, orderId: string, now: number): Promise<PaymentRow | undefined> {
  const status = await orderStatus(ctx.env, workingKey(ctx), orderId);
  if (!status.found) return undefined;
  const amount = Number(status.amount);
  return settle(
    ctx,
    {
      orderId,
      orderStatus: status.orderStatus ?? '',
      amount: Number.isFinite(amount) ? formatAmount(Math.round(amount * 100)) : '',
      currency: status.currency ?? '',
      ...(status.referenceNo ? { trackingId: status.referenceNo } : {}),
      ...(status.bankRefNo ? { bankRefNo: status.bankRefNo } : {}),
    },
    now,
  );
}

/** Paid but never marked paid heals itself: orders waiting longer than the setting are asked about. */
export async function reconcile(ctx: Ctx, now: number): Promise<number> {
  if (!ctx.env.GATEWAY_WORKING_KEY) return 0;
  const before = new Date(now - ctx.env.RECONCILE_AFTER_SECONDS * 1000);
  const waiting = await ctx.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.status, ['initiated', 'superseded']), lt(payments.createdAt, before), eq(payments.method, 'online')))
    .limit(50);
  let settled = 0;
  for (const { orderId } of waiting) {
    try {
      const row = await reconcileOrder(ctx, orderId, now);
      if (row && row.status !== 'initiated' && row.status !== 'superseded') settled += 1;
    } catch (err) {
      ctx.log?.warn({ orderId, err: String(err) }, 'reconciliation of an order failed; tried again next round');
    }
  }
  return settled;
}

const TEXT: Record<string, string> = {
  success: 'Payment completed successfully',
  failure: 'Please try again',
  aborted: 'Transaction has been cancelled',
  invalid: 'Please try again',
  refund_due: 'User has already done payment',
  due_at_centre: 'Payment due at the centre',
  initiated: 'Payment in progress',
  superseded: 'Please try again',
};

/** Verify (R§7): the learner's own order; a waiting one is asked about first. */
export async function verify(ctx: Ctx, user: UserRow, orderId: string, now: number) {
  const [order] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.userId, user.id)));
  if (!order) throw notFound();
  let current: PaymentRow = order;
  if (order.status === 'initiated' && order.method === 'online') current = (await reconcileOrder(ctx, orderId, now).catch(() => undefined)) ?? order;
  return {
    orderId,
    kind: current.kind,
    isSuccess: current.status === 'success',
    status: current.status,
    responseText: TEXT[current.status] ?? 'Please try again',
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { PaymentCtx } from '../orders/service';
import { payments, studentCourses, users } from '../../../db/schema/index';
import { ApiError, notFound } from '../../../platform/errors';
import type { UserRow } from '../../session/guard';
import { courseRow, ENROLMENT_ERRORS, lockUser, studentCourseView } from '../../enrolment';
import { chargeOrder } from '../../money/ledger';
import { orderById, type PaymentRow } from '../orders/repo';
import { checkAmount, openGatewayOrder, openOrder, reconcileOrder, WAITING, workingKey } from '../orders/service';
import type { InitiateInput } from './contract';
import { checkSeen } from './initiate-check';

// Registration and later-stage payments (R§4, R§7): the learner's course is the order; the amount is
// the API's. Settling is the orders core's (../orders/service.ts), whichever path brings the answer.

type Ctx = PaymentCtx;

const PAYING = ['courseSelection', 'paymentFailed', 'paymentConfirmation'];

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
    if (!later && (course?.isAddedInErp || me.currentStage === 'homeScreen')) throw new ApiError(ENROLMENT_ERRORS.already_paid);
    if (!course || (!later && !PAYING.includes(me.currentStage)) || (later && !input.isOnlinePayment)) {
      throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
    }
    if (later) {
      // registered to pay at the centre: what is left is collected there, never online as well
      const [atCentre] = await tx
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(and(eq(payments.userId, me.id), eq(payments.status, 'due_at_centre')))
        .limit(1);
      if (atCentre) throw new ApiError(ENROLMENT_ERRORS.already_paid);
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
    // R§4: at the centre the stage is Finished straight away; the course is registered with the centre.
    // The order is charged now (the wallet drawn, the referral taken off); the referral bonus waits for
    // the cashier to receive the money (receivedAtCentre).
    await tx.update(studentCourses).set({ modeOfPayment: 'edsCenter', isAddedInErp: true, updatedAt: at }).where(eq(studentCourses.userId, me.id));
    await tx
      .update(users)
      .set({ currentStage: 'homeScreen', walletAmount: sql`greatest(${users.walletAmount} - ${order.walletFils}, 0)`, updatedAt: at })
      .where(eq(users.id, me.id));
    await chargeOrder(tx, (await orderById(tx, orderId))!, at);
    return { orderId, status: 'due_at_centre' as const, amountFils, paymentUrl: null };
  });
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
  expired: 'Please try again',
};

/** Verify (R§7): the learner's own order; a waiting one is asked about first. */
export async function verify(ctx: Ctx, user: UserRow, orderId: string, now: number) {
  const [order] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.userId, user.id)));
  if (!order) throw notFound();
  let current: PaymentRow = order;
  if (WAITING.includes(order.status) && order.method === 'online') {
    current = (await reconcileOrder(ctx, orderId, now).catch(() => undefined)) ?? order;
  }
  return {
    orderId,
    kind: current.kind,
    isSuccess: current.status === 'success',
    status: current.status,
    responseText: TEXT[current.status] ?? 'Please try again',
  };
}

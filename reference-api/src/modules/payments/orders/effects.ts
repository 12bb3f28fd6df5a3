import { and, eq, inArray, sql } from 'drizzle-orm';
import { additionalFees, paymentLinks, studentAddons, studentCourses, users, type PaymentKind } from '../../../db/schema/index';
import type { UserRow } from '../../session/guard';
import type { Tx } from '../../../db/client';
import { courseRow } from '../../enrolment';
import { chargeOrder, recordPayment } from '../../money/ledger';
import { earnReferralBonus } from '../../referrals/service';
import { aedText } from '../../money/format';
import type { PaymentRow } from './repo';

// What a settled order does, by kind (R§4): what it pays for, whether that was paid by another order
// first (then the money is kept as refund_due, never credited twice), and what a success changes.
// Each runs inside settle()'s transaction (or a cashier's receipt), with the learner's row locked;
// every credit writes the order's ledger entries there too (withLedger below).

interface Effect {
  /** true when another order already paid for what this one pays for */
  paidAlready: (tx: Tx, order: PaymentRow, me: UserRow) => Promise<boolean>;
  /** a success's changes beyond the order's own row */
  credit: (tx: Tx, order: PaymentRow, me: UserRow, at: Date) => Promise<void>;
  /** the learner's notification of a success, in both languages */
  notice: (order: PaymentRow) => { en: string; ar: string };
}

const aed = aedText;

const course: Effect = {
  async paidAlready(tx, order, me) {
    const row = await courseRow(tx, me.id);
    return order.kind === 'stage' ? order.stageIds.some((id) => row?.paidStageIds.includes(id)) : Boolean(row?.isAddedInErp);
  },
  async credit(tx, order, me, at) {
    await tx
      .update(studentCourses)
      .set({ paidStageIds: sql`${studentCourses.paidStageIds} || ${JSON.stringify(order.stageIds)}::jsonb`, isAddedInErp: true, updatedAt: at })
      .where(eq(studentCourses.userId, me.id));
    // an at-centre order drew the wallet when it was made (receivedAtCentre)
    const walletFils = order.method === 'online' ? order.walletFils : 0;
    await tx
      .update(users)
      .set({ currentStage: 'homeScreen', walletAmount: sql`greatest(${users.walletAmount} - ${walletFils}, 0)`, updatedAt: at })
      .where(eq(users.id, me.id));
    // issue 21: the code's owner earns when money is received, once per referee (a unique index)
    await earnReferralBonus(tx, me.id, at);
  },
  notice: (order) =>
    order.kind === 'stage'
      ? {
          en: `Payment received: AED ${aed(order.amountFils)} for your next stages.`,
          ar: `تم استلام الدفعة: ${aed(order.amountFils)} درهم للمراحل التالية.`,
        }
      : {
          en: `Payment received: AED ${aed(order.amountFils)}. Your registration is complete.`,
          ar: `تم استلام الدفعة: ${aed(order.amountFils)} درهم. اكتمل تسجيلك.`,
        },
};

const additional: Effect = {
  async paidAlready(tx, order, me) {
    const due = await tx
      .select({ id: additionalFees.id })
      .from(additionalFees)
      .where(and(eq(additionalFees.userId, me.id), inArray(additionalFees.id, order.itemIds), eq(additionalFees.status, 'due')));
    return due.length !== order.itemIds.length;
  },
  async credit(tx, order, me, at) {
    await tx
      .update(additionalFees)
      .set({ status: 'paid', paidOrderId: order.orderId, paidAt: at })
      .where(and(eq(additionalFees.userId, me.id), inArray(additionalFees.id, order.itemIds), eq(additionalFees.status, 'due')));
  },
  notice: (order) => ({
    en: `Payment received: AED ${aed(order.amountFils)} for additional fees.`,
    ar: `تم استلام الدفعة: ${aed(order.amountFils)} درهم للرسوم الإضافية.`,
  }),
};

const elite: Effect = {
  async paidAlready(tx, order, me) {
    const owned = await tx
      .select({ id: studentAddons.addonId })
      .from(studentAddons)
      .where(and(eq(studentAddons.userId, me.id), inArray(studentAddons.addonId, order.itemIds)));
    return owned.length > 0;
  },
  async credit(tx, order, me, at) {
    // the primary key (learner, add-on) holds "bought once" even if two orders raced past paidAlready
    await tx.insert(studentAddons).values(order.itemIds.map((addonId) => ({ userId: me.id, addonId, orderId: order.orderId, createdAt: at })));
  },
  notice: (order) => ({
    en: `Payment received: AED ${aed(order.amountFils)} for your elite add-ons.`,
    ar: `تم استلام الدفعة: ${aed(order.amountFils)} درهم للإضافات المميزة.`,
  }),
};

const link: Effect = {
  async paidAlready(tx, order) {
    const [row] = await tx
      .select({ status: paymentLinks.status })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, order.itemIds[0] ?? ''));
    return row?.status !== 'open';
  },
  async credit(tx, order, _me, at) {
    await tx
      .update(paymentLinks)
      .set({ status: 'paid', paidOrderId: order.orderId, paidAt: at })
      .where(and(eq(paymentLinks.id, order.itemIds[0] ?? ''), eq(paymentLinks.status, 'open')));
  },
  notice: (order) => ({
    en: `Payment received: AED ${aed(order.amountFils)} through your payment link.`,
    ar: `تم استلام الدفعة: ${aed(order.amountFils)} درهم عبر رابط الدفع.`,
  }),
};

/**
 * A success also goes in the ledger: an online order is charged when it is paid (an at-centre one was
 * charged when it was made), then the payment, both in the transaction that credits it.
 */
function withLedger(effect: Effect): Effect {
  return {
    ...effect,
    async credit(tx, order, me, at) {
      if (order.method === 'online') await chargeOrder(tx, order, at);
      await recordPayment(tx, order, at);
      await effect.credit(tx, order, me, at);
    },
  };
}

export const EFFECTS: Record<PaymentKind, Effect> = {
  registration: withLedger(course),
  stage: withLedger(course),
  additional: withLedger(additional),
  elite: withLedger(elite),
  link: withLedger(link),
};

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments, users } from '../../../db/schema/index';
import type { LocalisedName } from '../../../db/schema/columns';
import { notFound } from '../../../platform/errors';
import type { UserRow } from '../../session/guard';
import { invoiceOf } from '../../money/invoice';
import { aedOf } from '../../money/format';
import { CENTRE } from '../../../platform/centre';

// Payment history and invoices (D§3, D§7, R§9). An invoice is its order's ledger entries (the money
// module's invoiceOf): the lines as charged, each with unit, discount, net, VAT and total, and totals
// that are their sums, down to the order's amount exactly, in integer fils.

type PaymentRow = typeof payments.$inferSelect;
// 'skipped': a course stage the learner skipped (modules/stages), shown with the ledger entries that took its price off
const SHOWN = ['success', 'due_at_centre', 'refund_due', 'skipped'] as const;
type Shown = (typeof SHOWN)[number];

const KIND_LABEL: Record<PaymentRow['kind'], LocalisedName> = {
  registration: { en: 'Course registration', ar: 'التسجيل في الدورة' },
  stage: { en: 'Course stage payment', ar: 'دفعة مرحلة الدورة' },
  additional: { en: 'Additional fees', ar: 'رسوم إضافية' },
  elite: { en: 'Elite add-ons', ar: 'الإضافات المميزة' },
  link: { en: 'Payment link', ar: 'رابط الدفع' },
};

const SKIPPED_LABEL: LocalisedName = { en: 'Course stage skipped', ar: 'مرحلة دورة تم تخطيها' };

function describe(kind: PaymentRow['kind'], names: readonly LocalisedName[], skipped = false): LocalisedName {
  if (kind === 'registration' || names.length === 0) return skipped ? SKIPPED_LABEL : KIND_LABEL[kind];
  const label = skipped ? SKIPPED_LABEL : KIND_LABEL[kind];
  return { en: `${label.en}: ${names.map((n) => n.en).join(', ')}`, ar: `${label.ar}: ${names.map((n) => n.ar).join('، ')}` };
}

function item(order: PaymentRow, description: LocalisedName) {
  return {
    _id: order.orderId,
    kind: order.kind,
    status: order.status as Shown,
    method: order.method,
    amount: aedOf(order.amountFils),
    createdAt: order.createdAt.toISOString(),
    settledAt: order.settledAt ? order.settledAt.toISOString() : null,
    description,
  };
}

const mine = (user: UserRow) => and(eq(payments.userId, user.id), inArray(payments.status, [...SHOWN]));

/** GET payment-history: the learner's own orders that took money or are due at the centre, oldest first. */
export async function paymentHistory(db: Db, user: UserRow) {
  const rows = await db.select().from(payments).where(mine(user)).orderBy(asc(payments.createdAt), asc(payments.orderId));
  return Promise.all(rows.map(async (row) => item(row, describe(row.kind, (await invoiceOf(db, row)).names, row.status === 'skipped'))));
}

/** GET payment-history/:id: one of the learner's orders as its invoice (anyone else's is 404). */
export async function paymentDetails(db: Db, user: UserRow, id: string) {
  const [order] = await db
    .select()
    .from(payments)
    .where(and(mine(user), eq(payments.orderId, id)));
  if (!order) throw notFound();
  return detailsOf(db, order);
}

/** Staff who may open any learner's order invoice: the counter that takes and refunds payments, and an admin. */
export const INVOICE_STAFF_ROLES = ['cashier', 'admin'] as const;

/**
 * GET staff/payment-history/:id (ours, issue 25): any learner's order as its invoice, for a cashier or
 * an admin; any other caller (a learner, a salesman, a customer service rep), an order not shown in a
 * learner's history (a failed or abandoned one) or a number that does not exist: 404.
 */
export async function paymentDetailsForStaff(db: Db, user: UserRow, id: string) {
  if (!user.roles.some((r) => (INVOICE_STAFF_ROLES as readonly string[]).includes(r))) throw notFound();
  const [order] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, id), inArray(payments.status, [...SHOWN])));
  if (!order) throw notFound();
  return detailsOf(db, order);
}

async function detailsOf(db: Db, order: PaymentRow) {
  const [{ lines, totals, names }, [learner]] = await Promise.all([
    invoiceOf(db, order),
    db.select({ name: users.name, studentId: users.studentId }).from(users).where(eq(users.id, order.userId)),
  ]);
  return {
    ...item(order, describe(order.kind, names, order.status === 'skipped')),
    invoiceNumber: order.orderId,
    lines: lines.map((l) => ({
      name: l.name,
      payee: l.payee,
      quantity: l.quantity,
      pricePerQuantity: aedOf(l.unitFils),
      price: aedOf(l.grossFils),
      discount: aedOf(l.discountFils),
      netAmount: aedOf(l.netFils),
      tax: aedOf(l.vatFils),
      totalAmount: aedOf(l.totalFils),
    })),
    totals: {
      drivingCenter: aedOf(totals.centreFils),
      totalTax: aedOf(totals.vatFils),
      rta: aedOf(totals.rtaFils),
      totalDiscount: aedOf(totals.discountFils),
      referralAmount: aedOf(totals.referralFils),
      walletAmount: aedOf(totals.walletFils),
      adjustment: aedOf(totals.adjustmentFils),
      totalAmount: aedOf(totals.totalFils),
    },
    bankRefNo: order.bankRefNo,
    trackingId: order.trackingId,
    learner: { name: learner?.name ?? '', studentId: learner?.studentId ?? null },
    centre: CENTRE,
  };
}

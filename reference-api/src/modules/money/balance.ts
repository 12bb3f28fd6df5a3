import { and, eq, inArray } from 'drizzle-orm';
import { additionalFees, additionalTrainingOffers, payments, type LedgerLine } from '../../db/schema/index';
import type { Reader } from '../../db/client';
import { courseById, courseRow, loadCatalogue, priceLine } from '../enrolment';
import { byKind, entriesOf } from './ledger';
import { sumLines } from './lines';

// The learner's course balance (D§ dashboard, issue 21): what the whole course costs and what of it
// was paid, from the ledger. Stages an order charged count as charged (their lines as kept); the rest
// are priced as the plan prices them (priceLine, the learner's promotion). Extra training the learner
// approved (modules/approvals) joins the course: its fee, at the price fixed when offered, counts in the
// total, and in paid once the additional-fee payment settled it. paid + remaining = total.

export interface CourseBalance {
  centreFils: number;
  discountFils: number;
  vatFils: number;
  rtaFils: number;
  /** the referral taken off the registration */
  referralFils: number;
  /** what the course costs the learner: centre − discount + VAT + RTA − referral (+ adjustments) */
  totalFils: number;
  /** money received for the course: payments and the wallet drawn */
  paidFils: number;
  remainingFils: number;
  /** of the remaining, what is due at the centre's till */
  dueAtCentreFils: number;
  paidStages: number;
  stages: number;
}

const COURSE_KINDS = ['registration', 'stage'] as const;

export async function courseBalance(db: Reader, userId: string, discountBp: number): Promise<CourseBalance | null> {
  const sc = await courseRow(db, userId);
  if (!sc) return null;
  const [course, cat, orders, training] = await Promise.all([
    courseById(db, sc.courseId),
    loadCatalogue(db),
    db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.userId, userId),
          inArray(payments.kind, [...COURSE_KINDS]),
          // a skipped stage's order: its charge and the adjustment that takes it off (modules/stages)
          inArray(payments.status, ['success', 'due_at_centre', 'refund_due', 'skipped']),
        ),
      ),
    db
      .select({ fee: additionalFees })
      .from(additionalTrainingOffers)
      .innerJoin(additionalFees, eq(additionalFees.id, additionalTrainingOffers.feeId))
      .where(and(eq(additionalTrainingOffers.userId, userId), inArray(additionalFees.status, ['due', 'paid']))),
  ]);
  if (!course) return null;
  const entries = await entriesOf(
    db,
    userId,
    orders.map((o) => o.orderId),
  );
  const charges = entries.filter((e) => e.kind === 'charge');
  const chargedOrders = new Set(charges.map((e) => e.orderId));
  const chargedStages = new Set(orders.filter((o) => chargedOrders.has(o.orderId)).flatMap((o) => o.stageIds));
  const uncharged: LedgerLine[] = course.milestones.flatMap((m) =>
    m.stages
      .filter((s) => !chargedStages.has(s.id))
      .flatMap((s) => s.feeCodes)
      .map(({ code, quantity }) => {
        const fee = cat.fees.get(code);
        if (!fee) throw new Error(`catalogue: fee code ${code} is missing`);
        return { name: fee.name, ...priceLine({ payee: fee.payee, unitFils: fee.unitFils, quantity }, discountBp) };
      }),
  );
  const trainingLines = training.map(({ fee }) => ({
    payee: cat.fees.get(fee.feeCode)?.payee ?? ('centre' as const),
    grossFils: fee.priceFils,
    discountFils: 0,
    vatFils: fee.taxFils,
    totalFils: fee.priceFils + fee.taxFils,
  }));
  const trainingPaidFils = training.filter(({ fee }) => fee.status === 'paid').reduce((sum, { fee }) => sum + fee.priceFils + fee.taxFils, 0);
  // A skipped stage leaves the itemised figures: its order's charge and the adjustment that cancels it
  // are both left out (they sum to zero), so centre − discount + VAT + RTA − referral is the total the
  // dashboard shows, not a figure that still carries the skipped stage (found by the skip property test).
  const skipped = new Set(orders.filter((o) => o.status === 'skipped').map((o) => o.orderId));
  const parts = sumLines([...charges.filter((e) => !skipped.has(e.orderId)).flatMap((e) => e.lines ?? []), ...uncharged, ...trainingLines]);
  const k = byKind(entries.filter((e) => !skipped.has(e.orderId)));
  const referralFils = -k.referral;
  const totalFils = parts.totalFils - referralFils + k.adjustment;
  const paidFils = -(k.payment + k.wallet + k.refund) + trainingPaidFils;
  const paid = new Set(sc.paidStageIds);
  return {
    centreFils: parts.centreFils,
    discountFils: parts.discountFils,
    vatFils: parts.vatFils,
    rtaFils: parts.rtaFils,
    referralFils,
    totalFils,
    paidFils,
    remainingFils: totalFils - paidFils,
    dueAtCentreFils: orders.filter((o) => o.status === 'due_at_centre').reduce((s, o) => s + o.amountFils, 0),
    paidStages: course.milestones.filter((m) => m.stages.every((s) => paid.has(s.id))).length,
    stages: course.milestones.length,
  };
}

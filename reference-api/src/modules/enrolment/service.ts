import type { Reader } from '../../db/client';
import { ApiError } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import { courseById, loadCatalogue, sumAmounts, toPlan, type Catalogue } from './catalogue';
import { ENROLMENT_ERRORS } from './contract';
import { payableSelection } from './milestones';
import { paymentQuote } from './pricing';
import { courseRow, promotionById, type Promotion } from './repo';

// The learner's course as onboarding, payments, money and the seed read it: the plan with what is
// paid, the selection and the one amount this payment asks for (R§4, R§9).

/** A promotion applies while it runs and to the courses it names (all when it names none). */
export function activePromotion(promo: Promotion | undefined, courseCode: string, now: number): boolean {
  if (!promo) return false;
  const t = new Date(now);
  return promo.validFrom <= t && promo.validTo >= t && (promo.courseCodes.length === 0 || promo.courseCodes.includes(courseCode));
}

/** The learner's course with the plan state and what this payment asks for (the one amount there is). */
export async function studentCourseView(db: Reader, user: UserRow, now: number, cat?: Catalogue) {
  const row = await courseRow(db, user.id);
  if (!row) throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
  const catalogue = cat ?? (await loadCatalogue(db));
  const course = await courseById(db, row.courseId);
  const type = catalogue.types.get(row.courseTypeId);
  if (!course || !type) throw new ApiError(ENROLMENT_ERRORS.course_unavailable);
  const promo = row.promotionId ? await promotionById(db, row.promotionId) : undefined;
  const promotion = promo && activePromotion(promo, course.code, now) ? promo : undefined;
  const plan = toPlan(course, type, catalogue, { discountBp: promotion?.discountBp ?? 0, paidStageIds: row.paidStageIds });

  // R§4 'Course load for later payment': once registered, the learner pays stage by stage for what is
  // unpaid; a stage with the use-stage-name flag names its milestone; the referral was used already.
  const later = row.isAddedInErp;
  if (later) {
    for (const m of plan.milestones) {
      const named = m.stages.find((st) => st.useStageName && !st.paid);
      if (named) m.name = named.name;
    }
  }
  const unpaid = plan.milestones.filter((m) => !m.paid);
  const paymentPlan = later ? 'stagePayment' : row.paymentPlan;
  let selected = paymentPlan === 'fullPayment' ? unpaid.map((m) => m._id) : row.selectedMilestoneIds.filter((id) => unpaid.some((m) => m._id === id));
  if (later)
    selected = payableSelection(
      unpaid.map((m) => ({ id: m._id, level: m.level, amountFils: m.amount.totalWithDiscountFils })),
      selected,
    );
  const covered = unpaid.filter((m) => selected.includes(m._id));
  const quote = paymentQuote({
    milestones: covered.map((m) => m.amount),
    referralFils: later ? 0 : row.referralAmountFils,
    walletFils: user.walletAmount,
  });
  return {
    plan,
    laterPayment: later,
    paymentPlan,
    modeOfPayment: row.modeOfPayment,
    selectedMilestoneIds: selected,
    promotion: promotion
      ? {
          _id: promotion.id,
          publicPromoCode: promotion.publicPromoCode,
          name: promotion.name,
          description: promotion.description,
          discountBp: promotion.discountBp,
        }
      : null,
    referral: {
      referralCode: row.referralCode,
      referralAmountFils: row.referralAmountFils,
      referralType: 'Referral code' as const,
      referralList: row.referralCode ? [{ referralCode: row.referralCode, refereeAmountFils: row.referralAmountFils }] : [],
    },
    tokenBalanceFils: user.walletAmount,
    quote,
    remainingAfterFils: sumAmounts(unpaid.map((m) => m.amount)).totalWithDiscountFils - quote.totalWithDiscountFils,
  };
}

export type StudentCourseView = Awaited<ReturnType<typeof studentCourseView>>;

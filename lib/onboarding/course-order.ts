import type { CourseOrder } from '@/lib/upstream/payments';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';

export type { CourseOrder };

/**
 * What the learner sees of the course when they press 'proceed', as R§3's initiation names it: all
 * from the one answer of the API that the page shows, so what is sent is what is on screen. The
 * payload the centre takes is built from it once, in lib/upstream/payments.ts.
 */
export function courseOrder(course: StudentCourse): CourseOrder {
  const referral = course.quote.referralFils;
  return {
    courseType: course.plan.courseType.code,
    milestones: course.selectedMilestoneIds,
    amountFils: course.quote.amountForPaymentFils,
    promotionId: course.promotion?._id ?? null,
    referralCode: referral > 0 ? course.referral.referralCode : null,
    referralAmountFils: referral,
    lumpsum: course.plan.courseType.isLumpSumCourse && course.paymentPlan === 'fullPayment',
  };
}

/** The order as the form data the payment action reads. */
export function orderFields(order: CourseOrder): Record<string, string> {
  return {
    courseType: order.courseType,
    milestones: order.milestones.join(','),
    amountFils: String(order.amountFils),
    promotionId: order.promotionId ?? '',
    referralCode: order.referralCode ?? '',
    referralAmountFils: String(order.referralAmountFils),
    lumpsum: order.lumpsum ? '1' : '0',
  };
}

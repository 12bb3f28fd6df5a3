import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { aedAsFils } from './money';
import { envelopeSchema } from './schemas/common';
import { courseListSchema, promotionSchema, referralAnswerSchema, studentCourseSchema } from './schemas/onboarding';

// The wizard's course, plan, promotion and referral calls (contract "Onboarding", rows 4.2–4.10).
// The answers carry R§3's names in AED; schemas/onboarding.ts reads them into the portal's fils types.

const course = envelopeSchema(studentCourseSchema);
const ctxOf = async (ctx?: CallContext) => ctx ?? (await requestContext());

export async function listCourses(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(courseListSchema), '/course/v1/student/courses', await ctxOf(ctx))).data;
}

export async function getStudentCourse(ctx?: CallContext) {
  return (await upstreamJson(course, '/course/v1/student/course', await ctxOf(ctx))).data;
}

export async function chooseCourse(input: { courseType: string; courseCode: string }, ctx?: CallContext) {
  const schema = envelopeSchema(z.object({ userCourseData: studentCourseSchema, tokenBalanceAmount: aedAsFils }));
  return (await upstreamJson(schema, '/course/v1/student/choose-course', { ...(await ctxOf(ctx)), method: 'POST', json: input })).data;
}

export type PlanChange = { paymentPlan?: 'fullPayment' | 'stagePayment'; toggleMilestoneId?: string; modeOfPayment?: 'online' | 'edsCenter' };

export async function changePlan(input: PlanChange, ctx?: CallContext) {
  return (await upstreamJson(course, '/course/v1/student/course/plan', { ...(await ctxOf(ctx)), method: 'PUT', json: input })).data;
}

export async function listPromotions(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(z.array(promotionSchema)), '/course/v1/promotions', await ctxOf(ctx))).data;
}

export async function applyPromotion(promoCode: string, ctx?: CallContext) {
  return (await upstreamJson(course, '/course/v1/student/course/promotion', { ...(await ctxOf(ctx)), method: 'POST', json: { promoCode } })).data;
}

export async function removePromotion(ctx?: CallContext) {
  return (await upstreamJson(course, '/course/v1/student/course/promotion', { ...(await ctxOf(ctx)), method: 'DELETE' })).data;
}

/** R§3 "Referral", the apply/remove answer: AED at the wire, fils from here on. */
const referral = envelopeSchema(referralAnswerSchema);

export type AppliedReferral = z.output<typeof referralAnswerSchema>;

// R§7, D§7: `apply-referral` / `remove-referral` answer the referral only; the course that it
// changes is read again by whoever needs it (lib/onboarding/course-steps.ts).
export async function applyReferral(code: string, ctx?: CallContext): Promise<AppliedReferral> {
  const json = { referral: code, referralType: 'Referral code' };
  return (await upstreamJson(referral, '/apply-referral', { ...(await ctxOf(ctx)), method: 'POST', json })).data;
}

export async function removeReferral(ctx?: CallContext): Promise<AppliedReferral> {
  return (await upstreamJson(referral, '/remove-referral', { ...(await ctxOf(ctx)), method: 'POST' })).data;
}

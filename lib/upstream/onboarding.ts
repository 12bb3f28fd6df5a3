import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { courseListSchema, promotionSchema, studentCourseSchema } from './schemas/onboarding';

// The wizard's course, plan, promotion and referral calls (contract "Onboarding"). Every amount is
// the API's; the portal only shows it.

const course = envelopeSchema(studentCourseSchema);
const ctxOf = async (ctx?: CallContext) => ctx ?? (await requestContext());

export async function listCourses(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(courseListSchema), '/course/v1/student/courses', await ctxOf(ctx))).data;
}

export async function getStudentCourse(ctx?: CallContext) {
  return (await upstreamJson(course, '/course/v1/student/course', await ctxOf(ctx))).data;
}

export async function chooseCourse(input: { courseType: string; courseCode: string }, ctx?: CallContext) {
  const schema = envelopeSchema(z.object({ userCourseData: studentCourseSchema, tokenBalanceAmount: z.number() }));
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

export async function applyReferral(referral: string, ctx?: CallContext) {
  const json = { referral, referralType: 'Referral code' };
  return (await upstreamJson(course, '/course/v1/student/course/referral', { ...(await ctxOf(ctx)), method: 'POST', json })).data;
}

export async function removeReferral(ctx?: CallContext) {
  return (await upstreamJson(course, '/course/v1/student/course/referral', { ...(await ctxOf(ctx)), method: 'DELETE' })).data;
}

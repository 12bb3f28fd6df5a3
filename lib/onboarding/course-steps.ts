import 'server-only';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import { englishLabel } from '@/lib/errors/english';
import { toggleMilestone, type MilestoneLike } from '@/lib/domain/milestones';
import { issueFields } from '@/lib/schemas/issues';
import { chooseCourseSchema, planSchema, promoSchema, referralSchema } from '@/lib/schemas/onboarding';
import { studentSession } from '@/lib/session';
import * as upstream from '@/lib/upstream/onboarding';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import { attempt } from '@/lib/upstream/result';
import type * as z from 'zod';

// The course and plan steps' use cases (R§4): each checks the session and its input, then asks the
// API, which owns the stage machine and computes every amount. Typed input → Result.

function parse<S extends z.ZodType>(schema: S, input: unknown): Result<z.output<S>> {
  const checked = schema.safeParse(input);
  return checked.success ? ok(checked.data) : fail(appError('invalid_data', { fields: issueFields(checked.error, englishLabel) }));
}

async function run<S extends z.ZodType, T>(schema: S, input: unknown, call: (values: z.output<S>) => Promise<T>): Promise<Result<T>> {
  const allowed = await studentSession();
  if (!allowed.ok) return allowed;
  const values = parse(schema, input);
  return values.ok ? attempt(() => call(values.value)) : values;
}

/** Choose a course: the API resets plan, promotion and referral and moves the stage to Course Selected. */
export const chooseCourse = (input: unknown) => run(chooseCourseSchema, input, async (v) => (await upstream.chooseCourse(v)).userCourseData);

/**
 * The plan form sends the plan and the milestones ticked; the API takes one change at a time, so the
 * difference to what it holds is turned into the one tick or untick R§4 defines (the lowest unticked
 * milestone wins over ticks, the highest ticked otherwise: what a learner who changed several boxes
 * without JavaScript meant).
 */
export async function changePlan(input: unknown): Promise<Result<StudentCourse>> {
  return run(planSchema, input, async ({ paymentPlan, milestones, toggle }) => {
    // one tick or untick, as the learner made it: the API applies R§4 to its own current selection
    if (toggle) return upstream.changePlan({ toggleMilestoneId: toggle });
    const current = await upstream.getStudentCourse();
    if (paymentPlan !== current.paymentPlan) return upstream.changePlan({ paymentPlan });
    if (paymentPlan !== 'stagePayment') return current;
    const unpaid: MilestoneLike[] = current.plan.milestones
      .filter((m) => !m.paid)
      .map((m) => ({ id: m._id, level: m.level, amountFils: m.amount.totalWithDiscountFils }));
    const wanted = new Set(milestones);
    const removed = unpaid.filter((m) => current.selectedMilestoneIds.includes(m.id) && !wanted.has(m.id));
    const added = unpaid.filter((m) => !current.selectedMilestoneIds.includes(m.id) && wanted.has(m.id));
    const target = removed[0] ?? added.at(-1);
    if (!target) return current;
    // the same rule the API applies, so an untick of the locked first milestone asks nothing
    if (toggleMilestone(unpaid, current.selectedMilestoneIds, target.id).join() === current.selectedMilestoneIds.join()) return current;
    return upstream.changePlan({ toggleMilestoneId: target.id });
  });
}

export const applyPromotion = (input: unknown) => run(promoSchema, input, (v) => upstream.applyPromotion(v.promoCode));
export const removePromotion = () => run(promoSchema.partial(), {}, () => upstream.removePromotion());
// The spec's referral calls answer the referral alone; the page shows the whole course it changed.
export const applyReferral = (input: unknown) =>
  run(referralSchema, input, async (v) => {
    await upstream.applyReferral(v.referral);
    return upstream.getStudentCourse();
  });
export const removeReferral = () =>
  run(referralSchema.partial(), {}, async () => {
    await upstream.removeReferral();
    return upstream.getStudentCourse();
  });

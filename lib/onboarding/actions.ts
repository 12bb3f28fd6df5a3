'use server';

import type { FormState } from '@/lib/forms/form-state';
import type { AppError, Result } from '@/lib/errors/app-error';
import { errorText, globalTexts, isUnavailable, type Translate } from '@/lib/errors/text';
import { runFormAction, type DoneContext } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import * as steps from '@/lib/onboarding/course-steps';
import { savePersonalDetails } from '@/lib/onboarding/save-personal-details';
import { chooseCourseSchema, planSchema, promoSchema, referralSchema } from '@/lib/schemas/onboarding';
import { makePersonalDetailsSchema } from '@/lib/schemas/personal-details';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';
import type * as z from 'zod';

// The wizard's actions: personal details (R§5), then the course and plan steps (R§4). Each asks
// the API and answers with the API's new course state (the amount is never computed here), which
// the plan step shows as it is. A plain post (before JavaScript) renders the page again with it.

/** A refusal's one line: 'stage_closed' (already paid) in the page's language, the rest as usual. */
function personalDetailsFailure(error: AppError, t: Translate): string {
  if (error.code === 'stage_closed') return t('personalDetails.stageClosed');
  return isUnavailable(error) ? (globalTexts(error, t)[0] ?? error.message) : errorText(error, t);
}

/** Onboarding step 1, 'Personal Detail' (R§5): saved, then the wizard shows the next step (R§4). */
export async function personalDetailsAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  const now = new Date();
  return runFormAction(previous, payload, {
    schema: makePersonalDetailsSchema({ now }),
    run: (values) => savePersonalDetails(values, { now }),
    failure: personalDetailsFailure,
    done: (_user, { lang }) => ({ redirectTo: localePath(lang, '/signup/onboard') }),
  });
}

/** A step action's answer: the form's state and, after a change, the API's course. */
export type StepState = FormState & { course?: StudentCourse };

type Payload = FormData | Record<string, string>;

/** The course steps' common ending: the API's new course, shown as it is, and a line to say so. */
function stepSpec<S extends z.ZodType>(schema: S, run: (values: z.output<S>) => Promise<Result<StudentCourse>>, notice?: string) {
  return {
    schema,
    run,
    done: (course: StudentCourse, { t }: DoneContext) => ({ course, ...(notice ? { notice: t(notice) } : {}) }),
  };
}

export async function chooseCourseAction(previous: StepState, payload: Payload): Promise<StepState> {
  return runFormAction(previous, payload, {
    schema: chooseCourseSchema,
    run: steps.chooseCourse,
    // the stage moved on: the wizard opens at the plan step
    done: (_course, { lang }) => ({ redirectTo: localePath(lang, '/signup/onboard') }),
  });
}

export async function changePlanAction(previous: StepState, payload: Payload): Promise<StepState> {
  // the hydrated step sends the one box that changed (`toggle`); a plain post sends every box ticked
  let values = payload;
  if (payload instanceof FormData) {
    values = new FormData();
    for (const [name, value] of payload) if (name !== 'milestones') values.append(name, value);
    values.set('milestones', payload.getAll('milestones').map(String).join(','));
  }
  return runFormAction(previous, values, stepSpec(planSchema, steps.changePlan));
}

export async function applyPromotionAction(previous: StepState, payload: Payload): Promise<StepState> {
  return runFormAction(previous, payload, stepSpec(promoSchema, steps.applyPromotion, 'plan.promoApplied'));
}

export async function removePromotionAction(previous: StepState, payload: Payload): Promise<StepState> {
  return runFormAction(previous, payload, stepSpec(promoSchema.partial(), steps.removePromotion, 'plan.promoRemoved'));
}

export async function applyReferralAction(previous: StepState, payload: Payload): Promise<StepState> {
  return runFormAction(previous, payload, stepSpec(referralSchema, steps.applyReferral, 'plan.referralApplied'));
}

export async function removeReferralAction(previous: StepState, payload: Payload): Promise<StepState> {
  return runFormAction(previous, payload, stepSpec(referralSchema.partial(), steps.removeReferral, 'plan.referralRemoved'));
}

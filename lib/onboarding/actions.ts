'use server';

import { assertSameOriginAction } from '@/lib/forms/action-origin';
import { getTranslations } from 'next-intl/server';
import type { FormState } from '@/lib/forms/form-state';
import { logout } from '@/lib/auth/logout';
import type { AppError, Result } from '@/lib/errors/app-error';
import { errorText, globalTexts, isUnavailable, type Translate } from '@/lib/errors/text';
import { failureState, pageLocale, runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import * as steps from '@/lib/onboarding/course-steps';
import { savePersonalDetails } from '@/lib/onboarding/save-personal-details';
import { makePersonalDetailsSchema } from '@/lib/schemas/personal-details';
import type { StudentCourse } from '@/lib/upstream/schemas/onboarding';

// The wizard's actions: personal details (R§5), then the course and plan steps (R§4). Each asks
// the API and answers with the API's new course state (the amount is never computed here), which the plan step shows as it is. A plain post
// (before JavaScript) renders the page again with it.

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

/** A step action's answer: the form's state and, after a plan change, the API's course. */
export type StepState = FormState & { course?: StudentCourse };

const strings = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')]));

async function answer(
  previous: StepState,
  result: Result<StudentCourse>,
  fields: readonly string[],
  notice?: (t: Translate) => string,
  values?: Record<string, string>,
): Promise<StepState> {
  const lang = await pageLocale();
  const t = (await getTranslations({ locale: lang })) as unknown as Translate;
  if (result.ok) {
    return { seq: previous.seq + 1, status: 'done', course: result.value, ...(notice ? { notice: notice(t) } : {}) };
  }
  return refusal(previous, result.error, fields, t, lang, values);
}

/** R§8: 'User has already done payment' is a toast, then logout with 'Please login again'. */
async function refusal(
  previous: StepState,
  error: AppError,
  fields: readonly string[],
  t: Translate,
  lang: 'en' | 'ar',
  values?: Record<string, string>,
): Promise<StepState> {
  if (error.code === 'already_paid') {
    await logout();
    return {
      seq: previous.seq + 1,
      status: 'failed',
      errorCode: error.code,
      toasts: [t('errors.onboarding.already_paid')],
      redirectTo: localePath(lang, '/auth/login', { reason: 'paid' }),
    };
  }
  // what was typed comes back, so the field still holds it after React resets the form
  return failureState(previous, error, t, { known: (f) => fields.includes(f), ...(values ? { values } : {}) });
}

export async function chooseCourseAction(previous: StepState, form: FormData): Promise<StepState> {
  await assertSameOriginAction();
  const state = await answer(previous, await steps.chooseCourse(strings(form, ['courseCode', 'courseType'])), []);
  // the stage moved on: the wizard opens at the plan step
  return state.status === 'done' ? { ...state, course: undefined, redirectTo: localePath(await pageLocale(), '/signup/onboard') } : state;
}

export async function changePlanAction(previous: StepState, form: FormData): Promise<StepState> {
  await assertSameOriginAction();
  // the hydrated step sends the one box that changed (`toggle`); a plain post sends every box ticked
  const toggle = form.get('toggle');
  const input = {
    paymentPlan: String(form.get('paymentPlan') ?? ''),
    milestones: form.getAll('milestones').map(String),
    ...(toggle ? { toggle: String(toggle) } : {}),
  };
  return answer(previous, await steps.changePlan(input), []);
}

export async function applyPromotionAction(previous: StepState, form: FormData): Promise<StepState> {
  await assertSameOriginAction();
  const values = strings(form, ['promoCode']);
  return answer(previous, await steps.applyPromotion(values), ['promoCode'], (t) => t('plan.promoApplied'), values);
}

export async function removePromotionAction(previous: StepState): Promise<StepState> {
  await assertSameOriginAction();
  return answer(previous, await steps.removePromotion(), [], (t) => t('plan.promoRemoved'));
}

export async function applyReferralAction(previous: StepState, form: FormData): Promise<StepState> {
  await assertSameOriginAction();
  const values = strings(form, ['referral']);
  return answer(previous, await steps.applyReferral(values), ['referral'], (t) => t('plan.referralApplied'), values);
}

export async function removeReferralAction(previous: StepState): Promise<StepState> {
  await assertSameOriginAction();
  return answer(previous, await steps.removeReferral(), [], (t) => t('plan.referralRemoved'));
}

'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { FormState } from '@/components/forms/form-state';
import { logout } from '@/lib/auth/logout';
import type { AppError, Result } from '@/lib/errors/app-error';
import type { Translate } from '@/lib/errors/text';
import { failureState, pageLocale } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import * as steps from '@/lib/onboarding/course-steps';

// The course and plan steps' actions (R§4). Each asks the API, then re-renders the wizard from the
// API's answer (the amount is never computed here). A plain post (before JavaScript) works the same.

const strings = (form: FormData, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '')]));

async function answer<T>(
  previous: FormState,
  result: Result<T>,
  fields: readonly string[],
  notice?: (t: Translate) => string,
  values?: Record<string, string>,
): Promise<FormState> {
  const lang = await pageLocale();
  const t = (await getTranslations({ locale: lang })) as unknown as Translate;
  if (result.ok) {
    revalidatePath(localePath(lang, '/signup/onboard'));
    return { seq: previous.seq + 1, status: 'done', ...(notice ? { notice: notice(t) } : {}) };
  }
  return refusal(previous, result.error, fields, t, lang, values);
}

/** R§8: 'User has already done payment' is a toast, then logout with 'Please login again'. */
async function refusal(
  previous: FormState,
  error: AppError,
  fields: readonly string[],
  t: Translate,
  lang: 'en' | 'ar',
  values?: Record<string, string>,
): Promise<FormState> {
  if (error.code === 'already_paid') {
    await logout();
    return { seq: previous.seq + 1, status: 'failed', errorCode: error.code, toasts: [t('errors.onboarding.already_paid')], redirectTo: localePath(lang, '/auth/login', { reason: 'paid' }) };
  }
  // what was typed comes back, so the field still holds it after React resets the form
  return failureState(previous, error, t, { known: (f) => fields.includes(f), ...(values ? { values } : {}) });
}

export async function chooseCourseAction(previous: FormState, form: FormData): Promise<FormState> {
  return answer(previous, await steps.chooseCourse(strings(form, ['courseCode', 'courseType'])), []);
}

export async function changePlanAction(previous: FormState, form: FormData): Promise<FormState> {
  const input = { paymentPlan: String(form.get('paymentPlan') ?? ''), milestones: form.getAll('milestones').map(String) };
  return answer(previous, await steps.changePlan(input), []);
}

export async function applyPromotionAction(previous: FormState, form: FormData): Promise<FormState> {
  const values = strings(form, ['promoCode']);
  return answer(previous, await steps.applyPromotion(values), ['promoCode'], (t) => t('plan.promoApplied'), values);
}

export async function removePromotionAction(previous: FormState): Promise<FormState> {
  return answer(previous, await steps.removePromotion(), [], (t) => t('plan.promoRemoved'));
}

export async function applyReferralAction(previous: FormState, form: FormData): Promise<FormState> {
  const values = strings(form, ['referral']);
  return answer(previous, await steps.applyReferral(values), ['referral'], (t) => t('plan.referralApplied'), values);
}

export async function removeReferralAction(previous: FormState): Promise<FormState> {
  return answer(previous, await steps.removeReferral(), [], (t) => t('plan.referralRemoved'));
}

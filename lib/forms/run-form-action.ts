import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type * as z from 'zod';
import { logout } from '@/lib/auth/logout';
import type { FormState } from '@/lib/forms/form-state';
import { appError, type AppError, type Result } from '@/lib/errors/app-error';
import { errorText, fieldText, globalTexts, isUnavailable, type Translate } from '@/lib/errors/text';
import { localePath } from '@/lib/i18n/paths';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { decodeMessage } from '@/lib/schemas/messages';
import { isSameOriginAction } from './action-origin';

// The server half of the one form pattern (components/forms/use-action-form.ts): a form's action
// reads what was typed (FormData from a plain post, an object from the hydrated form), checks it
// with the form's shared schema, runs the use case and answers a FormState in the page's language.
// A plain post that succeeds is redirected here; the hydrated form navigates itself.

export interface FormActionSpec<S extends z.ZodType, T, X extends object = object> {
  schema: S;
  /** Never echoed back (passwords, codes). */
  secrets?: readonly string[];
  /** The use case. */
  run: (values: z.output<S>) => Promise<Result<T>>;
  /** What success means for the form: where to go, what to say, what to show next. */
  done: (value: T, context: DoneContext) => (Outcome & X) | Promise<Outcome & X>;
  /** How a refusal reads when it is not a field's: defaults to the error's own text (R§8 per screen). */
  failure?: (error: AppError, t: Translate) => string;
  /** A titled refusal's second line, under `failure`'s title (R§8 'Error sending OTP!' / 'Please resend again!'). */
  failureDetail?: (error: AppError, t: Translate) => string | undefined;
  /** Show a refusal that is not a field's under this field instead of as the form's line (a code screen's 'Invalid OTP'). */
  errorField?: string;
}

type Outcome = Pick<FormState, 'redirectTo' | 'notice' | 'data'>;

export interface DoneContext {
  lang: Locale;
  /** What was posted, as strings (hidden fields such as returnTo included). */
  values: Record<string, string>;
  t: Translate;
}

export async function pageLocale(): Promise<Locale> {
  const locale = await getLocale();
  return (await unprefixedPageLocale()) ?? (isLocale(locale) ? locale : routing.defaultLocale);
}

/**
 * The spec's pages without a language prefix (/payment/redirect…) get no locale from next-intl's
 * middleware, so next-intl falls back to English: there the page's language is the learner's last
 * choice (NEXT_LOCALE), as their layout renders it. Outside a request (unit tests): nothing.
 */
async function unprefixedPageLocale(): Promise<Locale | undefined> {
  try {
    if ((await headers()).get('x-next-intl-locale')) return undefined;
    const chosen = (await cookies()).get('NEXT_LOCALE')?.value;
    return chosen && isLocale(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}

/** FormData or an object → the form's values as strings (files and other types dropped). */
function typedValues(payload: unknown): Record<string, string> {
  const entries =
    payload instanceof FormData ? [...payload.entries()] : typeof payload === 'object' && payload !== null ? Object.entries(payload) : [];
  const out: Record<string, string> = {};
  // The first value of a name wins, as FormData.get reads it (a no-script code box comes before the
  // boxes' own empty hidden field).
  for (const [name, value] of entries) if (typeof value === 'string' && !name.startsWith('$ACTION') && !(name in out)) out[name] = value;
  return out;
}

/**
 * A plain post's answer is a new page, and a secret is never echoed into it: each one that was typed
 * says it must be typed again (unless its field already has an error), so the learner is not left
 * wondering where the password went. The hydrated form keeps secrets in memory and needs no such line.
 */
function retypeSecrets(state: FormState, values: Record<string, string>, secrets: readonly string[], t: Translate): FormState {
  const retype = secrets.filter((name) => values[name]);
  if (retype.length === 0) return state;
  const fieldErrors = { ...state.fieldErrors };
  for (const name of retype) fieldErrors[name] ??= t('validation.retype_secret');
  return { ...state, fieldErrors };
}

function kept(values: Record<string, string>, secrets: readonly string[] = []): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !secrets.includes(name)));
}

/**
 * R§8: 'User has already done payment' (the wizard or a payment asked after the registration was
 * paid in another tab) is a toast, then logout and 'Please login again'. Every form answers it so.
 */
export async function forcedLogoutState(previous: FormState, lang: Locale, t: Translate, plainPost = false): Promise<FormState> {
  await logout();
  const redirectTo = localePath(lang, '/auth/login', { reason: 'paid' });
  if (plainPost) redirect(redirectTo);
  return { seq: previous.seq + 1, status: 'failed', errorCode: 'already_paid', toasts: [t('errors.onboarding.already_paid')], redirectTo };
}

/** A refusal as the form shows it: field errors under their fields, the rest as the error line. */
export function failureState(
  previous: FormState,
  error: AppError,
  t: Translate,
  options: { known?: (field: string) => boolean; values?: Record<string, string>; text?: string; errorField?: string } = {},
): FormState {
  const fieldErrors: Record<string, string> = {};
  const toasts: string[] = [];
  for (const [field, fe] of Object.entries(error.fields ?? {})) {
    const text = fieldText(field, fe, t);
    if (field && (options.known?.(field) ?? true)) fieldErrors[field] ??= text;
    else toasts.push(text);
  }
  // R§8/the global table: a refusal without a field of this form reads as one line.
  let formError =
    Object.keys(fieldErrors).length > 0 ? undefined : (options.text ?? (isUnavailable(error) ? globalTexts(error, t)[0] : errorText(error, t)));
  if (formError && options.errorField && !isUnavailable(error)) {
    fieldErrors[options.errorField] = formError;
    formError = undefined;
  }
  const hasFields = Object.keys(fieldErrors).length > 0;
  return {
    seq: previous.seq + 1,
    status: 'failed',
    errorCode: error.code,
    ...(formError ? { formError } : {}),
    ...(hasFields ? { fieldErrors } : {}),
    ...(toasts.length ? { toasts } : {}),
    ...(options.values ? { values: options.values } : {}),
  };
}

export async function runFormAction<S extends z.ZodType, T, X extends object = object>(
  previous: FormState,
  payload: unknown,
  spec: FormActionSpec<S, T, X>,
): Promise<FormState & Partial<X>> {
  type Answer = FormState & Partial<X>;
  const lang = await pageLocale();
  const t = await getTranslations({ locale: lang });
  // the /api origin check, before anything is read or run (issue 21 #6)
  if (!(await isSameOriginAction())) return failureState(previous, appError('cross_origin'), t) as Answer;
  const plainPost = payload instanceof FormData;
  const values = typedValues(payload);
  const echo = kept(values, spec.secrets);

  const parsed = spec.schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      const ref = decodeMessage(issue.message);
      fieldErrors[field] ??= ref
        ? fieldText(field, { code: ref.code, message: issue.message, params: ref.params }, t)
        : errorText({ code: 'invalid_data', message: issue.message }, t);
    }
    const invalid: FormState = { seq: previous.seq + 1, status: 'invalid', fieldErrors, values: echo };
    return (plainPost ? retypeSecrets(invalid, values, spec.secrets ?? [], t) : invalid) as Answer;
  }

  const result = await spec.run(parsed.data);
  if (!result.ok) {
    if (result.error.code === 'already_paid') return (await forcedLogoutState(previous, lang, t, plainPost)) as Answer;
    const known = (field: string) => field in values || (spec.schema as unknown as { shape?: Record<string, unknown> }).shape?.[field] !== undefined;
    const failed = failureState(previous, result.error, t, {
      known,
      values: echo,
      ...(spec.errorField ? { errorField: spec.errorField } : {}),
      ...(spec.failure ? { text: spec.failure(result.error, t) } : {}),
    });
    const detail = spec.failureDetail?.(result.error, t);
    const titled = detail ? { ...failed, toastDetail: detail } : failed;
    return (plainPost ? retypeSecrets(titled, values, spec.secrets ?? [], t) : titled) as Answer;
  }
  const next = await spec.done(result.value, { lang, values, t });
  if (plainPost && next.redirectTo) redirect(next.redirectTo);
  return { seq: previous.seq + 1, status: 'done', ...next };
}

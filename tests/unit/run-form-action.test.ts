import * as z from 'zod';
import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { INITIAL_FORM_STATE, type FormState } from '@/lib/forms/form-state';
import { appError, fail, ok, type AppError, type Result } from '@/lib/errors/app-error';
import { runFormAction, type FormActionSpec } from '@/lib/forms/run-form-action';
import { loginSchema, otpSchema } from '@/lib/schemas/auth';

// The server half of the one form pattern: what a form gets back from its action, in the page's
// language, for a hydrated submit (an object) and a plain post (FormData, before JavaScript).

// a page of the portal posts the action (its own Origin): the origin check passes (issue 21 #6)
jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));
let mockLocale = 'en';
jest.mock('next-intl/server', () => ({
  getLocale: async () => mockLocale,
  getTranslations: async ({ locale }: { locale: 'en' | 'ar' }) => jest.requireActual('./support/intl').translator(locale),
}));

beforeEach(() => {
  mockLocale = 'en';
});

const login = { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' };

function spec<T>(run: () => Promise<Result<T>>, extra: Partial<FormActionSpec<typeof loginSchema, T>> = {}): FormActionSpec<typeof loginSchema, T> {
  return {
    schema: loginSchema,
    secrets: ['password'],
    run: jest.fn(run),
    done: (_value, { lang, values }) => ({ redirectTo: `/${lang}/dashboard${values.returnTo ? `?from=${values.returnTo}` : ''}` }),
    ...extra,
  };
}

function formData(values: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (isRedirectError(error)) return getURLFromRedirectError(error);
    throw error;
  }
}

describe('a hydrated submit (an object)', () => {
  it('runs the use case with the parsed values and answers where to go; the form navigates itself', async () => {
    const s = spec(async () => ok('user'));
    const state = await runFormAction(INITIAL_FORM_STATE, { ...login, returnTo: '/en/x' }, s);
    expect(state).toEqual({ seq: 1, status: 'done', redirectTo: '/en/dashboard?from=/en/x' });
    expect(s.run).toHaveBeenCalledWith(login);
  });

  it('counts its answers from the previous one, so the same error twice raises its toast twice', async () => {
    const s = spec(async () => fail(appError('invalid_credentials')));
    const first = await runFormAction({ seq: 7, status: 'failed' }, login, s);
    const second = await runFormAction(first, login, s);
    expect([first.seq, second.seq]).toEqual([8, 9]);
    expect(second.formError).toBe(first.formError);
  });
});

describe('a plain post (FormData, before JavaScript)', () => {
  it('is redirected by the action itself on success', async () => {
    const url = await redirectOf(
      runFormAction(
        INITIAL_FORM_STATE,
        formData({ ...login, returnTo: '/en/x' }),
        spec(async () => ok('user')),
      ),
    );
    expect(url).toBe('/en/dashboard?from=/en/x');
  });

  it('is answered, not redirected, when success has nowhere to go', async () => {
    const s = spec(async () => ok('sent'), { done: (_v, { t }) => ({ notice: t('resetPassword.done') }) });
    expect(await runFormAction(INITIAL_FORM_STATE, formData(login), s)).toEqual({ seq: 1, status: 'done', notice: expect.any(String) });
  });

  it("reads only the typed strings: React's $ACTION fields and files are not values", async () => {
    const done = jest.fn(() => ({}));
    const s = spec(async () => ok('user'), { done });
    await runFormAction(INITIAL_FORM_STATE, formData({ ...login, $ACTION_ID_abc: '', $ACTION_REF_1: 'x', photo: new Blob(['x']) }), s);
    expect(done).toHaveBeenCalledWith('user', expect.objectContaining({ values: login }));
  });

  it('reads the first value of a name, as FormData.get does (the no-script code box before the boxes’ empty field)', async () => {
    const run = jest.fn(async () => ok('user'));
    const data = new FormData();
    for (const [k, v] of Object.entries(login)) data.append(k, v);
    data.append('password', '');
    await runFormAction(INITIAL_FORM_STATE, data, spec(run, { done: () => ({}) }));
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ password: login.password }));
  });
});

const RETYPE = 'Not kept when the page reloaded, for your safety: please type it again.';

describe('a secret after a plain post', () => {
  const s = () => spec(async () => fail(appError('service_unavailable', { status: 503 })));

  it('is asked for again under its field, in the page’s language, since the answer cannot echo it', async () => {
    expect((await runFormAction(INITIAL_FORM_STATE, formData(login), s())).fieldErrors).toEqual({ password: RETYPE });
    mockLocale = 'ar';
    expect((await runFormAction(INITIAL_FORM_STATE, formData(login), s())).fieldErrors).toEqual({
      password: 'لم يُحفظ عند إعادة تحميل الصفحة حفاظًا على أمانك: يُرجى كتابته مرة أخرى.',
    });
  });

  it('is not mentioned when nothing was typed (its own error stays) or when the hydrated form keeps it in memory', async () => {
    const empty = await runFormAction(INITIAL_FORM_STATE, formData({ ...login, password: '' }), s());
    expect(empty.fieldErrors).toEqual({ password: 'Password is required' });
    const hydrated = await runFormAction(INITIAL_FORM_STATE, login, s());
    expect(hydrated).not.toHaveProperty('fieldErrors');
  });
});

describe('an invalid form', () => {
  it("answers each field's first error in the page's language, and echoes what was typed except secrets", async () => {
    const s = spec(async () => ok('never'));
    const typed = { countryCode: '971', startingCode: '50', number: '12', password: 'typed-secret' };
    const en = await runFormAction(INITIAL_FORM_STATE, formData(typed), s);
    expect(en).toEqual({
      seq: 1,
      status: 'invalid',
      // the page this answer renders cannot hold the password: it says so under its field
      fieldErrors: { number: 'Phone Number is invalid', password: RETYPE },
      values: { countryCode: '971', startingCode: '50', number: '12' },
    });
    expect(JSON.stringify(en)).not.toContain('typed-secret');
    expect(s.run).not.toHaveBeenCalled();

    mockLocale = 'ar';
    const ar = await runFormAction(INITIAL_FORM_STATE, { ...typed, password: '' }, s);
    expect(ar.fieldErrors).toEqual({ number: 'قيمة رقم الهاتف غير صالحة', password: 'حقل كلمة المرور مطلوب' });
  });

  it("never shows zod's own English", async () => {
    const schema = z.object({ code: z.string().min(3) });
    const state = await runFormAction(INITIAL_FORM_STATE, { code: 'x' }, { schema, run: async () => ok(null), done: () => ({}) });
    expect(state.fieldErrors).toEqual({ code: 'Invalid Data in Form!' });
  });

  it('falls back to English for a locale the portal does not have', async () => {
    mockLocale = 'fr';
    expect(
      (
        await runFormAction(
          INITIAL_FORM_STATE,
          { ...login, number: '' },
          spec(async () => ok(1)),
        )
      ).fieldErrors,
    ).toEqual({
      number: 'Phone Number is required',
    });
  });
});

describe('a refusal from the use case', () => {
  const refused = (error: AppError, extra: Partial<FormActionSpec<typeof loginSchema, never>> = {}) =>
    runFormAction(
      INITIAL_FORM_STATE,
      formData(login),
      spec<never>(async () => fail(error), extra),
    );

  it('is the form’s one line, in its code’s words, with the code for the form to act on', async () => {
    expect(await refused(appError('invalid_credentials'))).toEqual({
      seq: 1,
      status: 'failed',
      errorCode: 'invalid_credentials',
      formError: 'Invalid Username or Password!',
      fieldErrors: { password: RETYPE },
      values: { countryCode: '971', startingCode: '50', number: '1234567' },
    });
    mockLocale = 'ar';
    expect((await refused(appError('invalid_credentials'))).formError).toBe('اسم المستخدم أو كلمة المرور غير صحيحة!');
  });

  it('a throttle says its wait in one sentence', async () => {
    expect((await refused({ ...appError('login_throttled'), retryAfter: 300 })).formError).toBe(
      'Too many failed login attempts, please try again in 5 minutes.',
    );
  });

  it("puts field errors under the form's fields and the rest in toasts; no form line then", async () => {
    const state = await refused(
      appError('invalid_data', {
        fields: {
          number: { code: 'taken', message: 'Phone Number already exists', params: { field: 'phone' } },
          'studentDetails.trafficFile': { code: 'invalid', message: 'Traffic File is invalid' },
        },
      }),
    );
    expect(state).toMatchObject({ status: 'failed', fieldErrors: { number: 'Phone Number already exists' }, toasts: ['Traffic File is invalid'] });
    expect(state).not.toHaveProperty('formError');
  });

  it('shows a code screen’s refusal under the code (errorField), but an outage stays the form’s line', async () => {
    const otp = (error: AppError) =>
      runFormAction(
        INITIAL_FORM_STATE,
        { otp: '000000' },
        { schema: otpSchema, secrets: ['otp'], errorField: 'otp', run: async () => fail(error), done: () => ({}) },
      );
    const wrong = await otp(appError('otp_invalid'));
    expect(wrong).toMatchObject({ fieldErrors: { otp: 'Invalid OTP' } });
    expect(wrong).not.toHaveProperty('formError');
    expect(JSON.stringify(wrong)).not.toContain('000000');

    const down = await otp(appError('service_unavailable', { status: 504 }));
    expect(down).toMatchObject({ formError: 'The service is unavailable right now. Please try again in a moment.' });
    expect(down).not.toHaveProperty('fieldErrors');
  });

  it('an outage reads as the service being unavailable', async () => {
    expect((await refused({ status: 502, code: 'bad_gateway', message: 'upstream connect error' })).formError).toBe(
      'The service is unavailable right now. Please try again in a moment.',
    );
  });

  it("uses the screen's own words when it has them (R§8)", async () => {
    const state = await refused(appError('otp_send_limit'), { failure: (_error, t) => t('otp.resendFailedOther') });
    expect(state.formError).toBe('Unable to send OTP');
  });
});

it('the form state shape: never a token, never a secret in any answer', async () => {
  const states: FormState[] = [
    await runFormAction(
      INITIAL_FORM_STATE,
      { ...login, password: 'hunter2-secret' },
      spec(async () => ok({ token: 'eyJ' })),
    ),
    await runFormAction(
      INITIAL_FORM_STATE,
      { ...login, password: 'hunter2-secret' },
      spec(async () => fail(appError('invalid_credentials'))),
    ),
    await runFormAction(
      INITIAL_FORM_STATE,
      { ...login, number: '', password: 'hunter2-secret' },
      spec(async () => ok(1)),
    ),
  ];
  expect(JSON.stringify(states)).not.toMatch(/hunter2|eyJ/);
});

// R§8 'User has already done payment', answered once for every form (the wizard's steps and the payment)
jest.mock('@/lib/auth/logout', () => ({ logout: jest.fn(async () => ({ ok: true, value: null })) }));

describe('a refusal that ends the session (already_paid)', () => {
  it('logs out, says so as a toast and sends the hydrated form to the login page', async () => {
    const { logout } = jest.requireMock('@/lib/auth/logout') as { logout: jest.Mock };
    logout.mockClear();
    const state = await runFormAction(
      INITIAL_FORM_STATE,
      login,
      spec(async () => fail(appError('already_paid'))),
    );
    expect(logout).toHaveBeenCalledTimes(1);
    expect(state).toEqual({
      seq: 1,
      status: 'failed',
      errorCode: 'already_paid',
      toasts: ['User has already done payment'],
      redirectTo: '/en/auth/login?reason=paid',
    });
  });

  it('redirects a plain post to the login page', async () => {
    mockLocale = 'ar';
    const url = await redirectOf(
      runFormAction(
        INITIAL_FORM_STATE,
        formData(login),
        spec(async () => fail(appError('already_paid'))),
      ),
    );
    expect(url).toBe('/ar/auth/login?reason=paid');
  });
});

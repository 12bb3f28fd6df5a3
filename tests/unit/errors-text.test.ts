import { appError, type AppError } from '@/lib/errors/app-error';
import { errorKey, errorText, fieldLabel, fieldText, globalTexts, isUnavailable, type Translate } from '@/lib/errors/text';
import { messages, tAr, tEn } from './support/intl';

// How an error reads in the page's language: codes translated (English text as fallback), field
// errors with the field's label, the spec's global table for a failed call (R§7, D§8).

const UNAVAILABLE_EN = 'The service is unavailable right now. Please try again in a moment.';
const UNAVAILABLE_AR = messages.ar.errors.common.service_unavailable;

/** A translator that knows nothing: every text falls back to the error's English words. */
const tNone = Object.assign((key: string) => `!${key}`, { has: () => false }) as Translate;

describe('errorText', () => {
  it.each([
    ['invalid_credentials', 'Invalid Username or Password!', 'اسم المستخدم أو كلمة المرور غير صحيحة!'],
    ['id_unreadable', "Invalid Id, Id can't be read, please try again", messages.ar.errors.upload.id_unreadable],
    ['cross_origin', 'Cross-origin request refused', messages.ar.errors.common.cross_origin],
  ] as const)('translates %s by its code', (code, en, ar) => {
    // The English words sent along are not what decides the text: the code is.
    const error = { code, message: 'whatever the server said' };
    expect(errorText(error, tEn)).toBe(en);
    expect(errorText(error, tAr)).toBe(ar);
    expect(ar).toMatch(/[\u0600-\u06ff]/);
  });

  it('shows the English words of a code it does not know, in any language', () => {
    expect(errorText({ code: 'phone_taken', message: 'Phone number already exists' }, tAr)).toBe('Phone number already exists');
  });

  it('falls back to the English words when a known code has no translation', () => {
    expect(errorText({ code: 'otp_invalid', message: 'Invalid OTP' }, tNone)).toBe('Invalid OTP');
  });

  it('locates each code under errors.<domain>.<code>', () => {
    expect(errorKey('otp_invalid')).toBe('errors.auth.otp_invalid');
    expect(errorKey('id_unreadable')).toBe('errors.upload.id_unreadable');
    expect(errorKey('forbidden')).toBe('errors.common.forbidden');
    expect(errorKey('nope')).toBeNull();
  });
});

describe('errorText: a throttle is one sentence with one wait (issue 7 #15)', () => {
  it.each([
    ['login_throttled', 170, 'Too many failed login attempts, please try again in 3 minutes.'],
    ['login_throttled', 30, 'Too many failed login attempts, please try again in 1 minute.'],
    ['otp_send_limit', 3600, 'Too many OTP requests, please try again in 60 minutes.'],
    ['too_many_requests', 61, 'Too many requests, please try again in 2 minutes.'],
  ] as const)('%s with Retry-After %s s reads %p', (code, retryAfter, text) => {
    expect(errorText({ ...appError(code), retryAfter }, tEn)).toBe(text);
  });

  it('says the same in Arabic, with the Arabic plural', () => {
    const text = errorText({ ...appError('login_throttled'), retryAfter: 170 }, tAr);
    expect(text).toContain('3 دقائق');
    expect(errorText({ ...appError('login_throttled'), retryAfter: 50 }, tAr)).toContain('دقيقة واحدة');
    expect(errorText({ ...appError('login_throttled'), retryAfter: 120 }, tAr)).toContain('دقيقتين');
  });

  it('a throttle without a known wait, or without a wait text, is its one sentence alone', () => {
    expect(errorText(appError('login_throttled'), tEn)).toBe('Too many failed login attempts, please try again later');
    expect(errorText({ ...appError('otp_attempts'), retryAfter: 300 }, tEn)).toBe('Too many wrong attempts, please request a new OTP');
    expect(errorText({ ...appError('otp_too_early'), retryAfter: 168 }, tEn)).toBe('Please wait before requesting a new code');
  });

  // Every `_wait` text of the catalogues, in both languages: one sentence (one full stop, at the end)
  // and exactly one number, the wait (waits of 5, 11 and 60 minutes: Arabic writes 1 and 2 as words).
  const waits = (['en', 'ar'] as const).flatMap((locale) =>
    Object.entries(messages[locale].errors).flatMap(([domain, texts]) =>
      Object.keys(texts)
        .filter((key) => key.endsWith('_wait'))
        .map((key) => [locale, `${domain}.${key.replace(/_wait$/, '')}`] as const),
    ),
  );

  it('finds the wait texts', () => {
    expect(waits.length).toBeGreaterThanOrEqual(6);
  });

  it.each(waits)('%s errors.%s_wait: one sentence, one wait', (locale, key) => {
    const code = key.split('.')[1]!;
    const t = locale === 'en' ? tEn : tAr;
    for (const retryAfter of [300, 660, 3600]) {
      const text = errorText({ code, message: 'x', retryAfter }, t);
      expect(text).not.toBe('x');
      expect(text.match(/[.!?؟](?=\s|$)/g)).toEqual(['.']);
      expect(text.endsWith('.')).toBe(true);
      expect(text.match(/\d+/g)).toEqual([String(retryAfter / 60)]);
    }
  });
});

describe('fieldText and fieldLabel', () => {
  it('says a field code with the field’s label, in English and Arabic', () => {
    const error = { code: 'invalid', message: 'Email is invalid', params: { field: 'email' } };
    expect(fieldText('email', error, tEn)).toBe('Email is invalid');
    expect(fieldText('email', error, tAr)).toBe('قيمة البريد الإلكتروني غير صالحة');
  });

  it('labels by params.field when the form field is named differently (the number box shows "Phone Number")', () => {
    expect(fieldText('number', { code: 'required', message: 'x', params: { field: 'phone' } }, tEn)).toBe('Phone Number is required');
    expect(fieldText('fullName', { code: 'required', message: 'x' }, tEn)).toBe('Full Name is required');
  });

  it('passes the other params on, with Arabic plurals', () => {
    const error = { code: 'exact_length', message: 'x', params: { field: 'number', n: 7 } };
    expect(fieldText('number', error, tEn)).toBe('Number should have exact 7 letters.');
    expect(fieldText('number', error, tAr)).toBe('يجب أن يتكون حقل الرقم من 7 أحرف بالضبط.');
  });

  it("reads the spec's ErrorList entries as 'Invalid {field name}' by the path's last part", () => {
    const error = { code: 'server_invalid', message: 'Invalid Number', params: { field: 'phones.firstNumber.number' } };
    expect(fieldText('phones.firstNumber.number', error, tEn)).toBe('Invalid Number');
    expect(fieldText('phones.firstNumber.number', error, tAr)).toBe('قيمة الرقم غير صالحة');
  });

  it("shows a server's own words ('server'), and a code it cannot translate, as they came", () => {
    expect(fieldText('email', { code: 'server', message: 'Email already exists' }, tAr)).toBe('Email already exists');
    expect(fieldText('email', { code: 'no_such_rule', message: 'Strange email' }, tEn)).toBe('Strange email');
  });

  it('labels a field without a catalogue label readably', () => {
    expect(fieldLabel('trafficFileNumber', tEn)).toBe('Traffic File Number');
    expect(fieldLabel('studentDetails.gearType', tAr)).toBe(messages.ar.fields.gearType);
    expect(fieldText('trafficFileNumber', { code: 'required', message: 'x' }, tEn)).toBe('Traffic File Number is required');
  });
});

describe("globalTexts: the spec's global handler table (R§7, D§8)", () => {
  const fields = {
    email: { code: 'taken', message: 'Email already exists', params: { field: 'email' } },
    number: { code: 'invalid', message: 'Phone Number is invalid', params: { field: 'phone' } },
    again: { code: 'taken', message: 'Email already exists', params: { field: 'email' } },
  };
  const cases: [string, AppError, string[], string[]][] = [
    [
      '400 with field errors: each field’s text, once',
      appError('invalid_data', { fields }),
      ['Email already exists', 'Phone Number is invalid'],
      ['البريد الإلكتروني مسجّل مسبقاً', 'قيمة رقم الهاتف غير صالحة'],
    ],
    ['400 without fields: Invalid Data in Form!', appError('invalid_data'), ['Invalid Data in Form!'], ['بيانات غير صالحة في النموذج!']],
    ['400 with a code of its own: its text', appError('otp_invalid'), ['Invalid OTP'], ['رمز التحقق غير صحيح']],
    ['401: Invalid Data in Form!', appError('invalid_credentials'), ['Invalid Data in Form!'], ['بيانات غير صالحة في النموذج!']],
    ['422: its text', appError('id_unreadable'), ["Invalid Id, Id can't be read, please try again"], [messages.ar.errors.upload.id_unreadable]],
    ['422 with an unknown code: its words', { status: 422, code: 'odd', message: 'Odd' }, ['Odd'], ['Odd']],
    [
      '429: the throttle with its wait',
      { ...appError('otp_send_limit'), retryAfter: 120 },
      ['Too many OTP requests, please try again in 2 minutes.'],
      [expect.stringContaining('دقيقتين')],
    ],
    [
      '500: Internal Server Error, never the server’s words',
      { status: 500, code: 'internal', message: 'TypeError: x' },
      ['Internal Server Error'],
      ['خطأ داخلي في الخادم'],
    ],
    ['403 is "other"', appError('contact_csr'), ['Invalid Data in Form!'], ['بيانات غير صالحة في النموذج!']],
    ['404 is "other"', appError('not_found'), ['Invalid Data in Form!'], ['بيانات غير صالحة في النموذج!']],
    ['409 without fields is "other"', appError('account_exists'), ['Invalid Data in Form!'], ['بيانات غير صالحة في النموذج!']],
    ['410 is "other"', appError('otp_expired'), ['Invalid Data in Form!'], ['بيانات غير صالحة في النموذج!']],
    ['502: the service is unavailable', { status: 502, code: 'bad_gateway', message: 'Bad Gateway' }, [UNAVAILABLE_EN], [UNAVAILABLE_AR]],
    ['503: the service is unavailable', appError('service_unavailable'), [UNAVAILABLE_EN], [UNAVAILABLE_AR]],
    ['504: the service is unavailable', appError('service_unavailable', { status: 504 }), [UNAVAILABLE_EN], [UNAVAILABLE_AR]],
    ['a network failure: the service is unavailable', { status: 0, code: 'service_unavailable', message: 'x' }, [UNAVAILABLE_EN], [UNAVAILABLE_AR]],
  ];

  it.each(cases)('%s', (_row, error, en, ar) => {
    expect(globalTexts(error, tEn)).toEqual(en);
    expect(globalTexts(error, tAr)).toEqual(ar);
  });

  it('knows an outage by its code or by 502/503/504', () => {
    expect([502, 503, 504].map((status) => isUnavailable({ status, code: 'x' }))).toEqual([true, true, true]);
    expect(isUnavailable({ status: 0, code: 'service_unavailable' })).toBe(true);
    expect(isUnavailable({ status: 500, code: 'internal' })).toBe(false);
    expect(isUnavailable({ status: 429, code: 'too_many_requests' })).toBe(false);
  });
});

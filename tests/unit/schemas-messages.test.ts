import * as z from 'zod';
import { englishLabel } from '@/lib/errors/english';
import { fieldText } from '@/lib/errors/text';
import { issueFields } from '@/lib/schemas/issues';
import { decodeMessage, encodeMessage, msg, toFieldError, translateMessage } from '@/lib/schemas/messages';
import { loginSchema, otpSchema } from '@/lib/schemas/auth';
import { listQuery } from '@/lib/bff/routes/lookups';
import { tAr, tEn } from './support/intl';

// A schema's messages are validation codes, encoded as 'v:<code>?<params>' inside zod and
// react-hook-form; they leave the portal as { code, message, params } (the BFF) or as translated
// text (pages), never encoded and never as zod's own English.

describe('encoded validation messages', () => {
  it('round-trip a code and its params (numbers stay numbers)', () => {
    const encoded = encodeMessage('exact_length', { field: 'number', n: 7 });
    expect(encoded).toBe('v:exact_length?field=number&n=7');
    expect(decodeMessage(encoded)).toEqual({ code: 'exact_length', params: { field: 'number', n: 7 } });
    expect(decodeMessage(msg.password())).toEqual({ code: 'password_rule', params: {} });
  });

  it('are not confused with texts or unknown codes', () => {
    expect(decodeMessage('Email already exists')).toBeNull();
    expect(decodeMessage('v:no_such_code?field=email')).toBeNull();
    expect(decodeMessage('validation.required?field=phone')).toBeNull();
  });

  it.each([
    [msg.required('fullName'), 'Full Name is required', 'حقل الاسم الكامل مطلوب'],
    [msg.invalid('email'), 'Email is invalid', 'قيمة البريد الإلكتروني غير صالحة'],
    [msg.exactLength('number', 7), 'Number should have exact 7 letters.', 'يجب أن يتكون حقل الرقم من 7 أحرف بالضبط.'],
    [msg.minLength('password', 12), 'Password should have atleast 12 characters.', null],
    [msg.minValue('number', 0), 'Number should be greater than 0.', null],
    [msg.maxValue('number', 10), 'Number should be less than 10.', null],
    [msg.equals('password', 'x'), 'Password should be x', null],
    [msg.password(), 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character', null],
    [msg.passwordMismatch(), 'Password Mismatch! Both passwords must be same!', null],
    [msg.minimumAge(), 'You must be at least 17 and a half years old to proceed.', 'يجب ألا يقل عمرك عن 17 سنة ونصف للمتابعة.'],
    [msg.dobFuture(), 'Date of birth cannot be in the future', null],
    [msg.residencyVisa(), 'You need to have residency Visa in UAE to register!', null],
    [msg.otpLength(6), 'OTP should have 6 digits', 'يجب أن يتكون رمز التحقق من 6 أرقام'],
    [msg.imageFile(), 'Use an image file', 'استخدم ملف صورة'],
  ])('%s reads %p in English (and Arabic)', (message, english, arabic) => {
    expect(translateMessage(message, tEn)).toBe(english);
    const ar = translateMessage(message, tAr);
    expect(ar).toMatch(/[\u0600-\u06ff]/);
    if (arabic) expect(ar).toBe(arabic);
  });

  it("shows a server's text as it is", () => {
    expect(translateMessage('Email already exists', tAr)).toBe('Email already exists');
  });
});

describe('toFieldError: what the BFF answers for a field', () => {
  it('is the code, its params and the English text with the English label', () => {
    expect(toFieldError(msg.required('phone'), englishLabel)).toEqual({
      code: 'required',
      message: 'Phone Number is required',
      params: { field: 'phone' },
    });
    expect(toFieldError(msg.passwordMismatch(), englishLabel)).toEqual({
      code: 'password_mismatch',
      message: 'Password Mismatch! Both passwords must be same!',
    });
  });

  it('keeps a text that is not encoded as the server’s own', () => {
    expect(toFieldError('Email already exists', englishLabel)).toEqual({ code: 'server', message: 'Email already exists' });
  });

  it('says in English exactly what the English page shows (same words on both sides)', () => {
    for (const message of [msg.required('dob'), msg.invalid('dob'), msg.exactLength('number', 7), msg.otpLength(6), msg.residencyVisa()]) {
      const error = toFieldError(message, englishLabel);
      expect(error.message).toBe(fieldText('dob', error, tEn));
      expect(error.message).toBe(translateMessage(message, tEn));
    }
  });
});

describe('issueFields: zod errors as FieldError maps', () => {
  const fieldsOf = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('expected a failure');
    return issueFields(parsed.error, englishLabel);
  };

  it('gives each field its first failing rule only', () => {
    expect(fieldsOf(loginSchema, { countryCode: '971', startingCode: '50', number: '12', password: '' })).toEqual({
      number: { code: 'invalid', message: 'Phone Number is invalid', params: { field: 'phone' } },
      password: { code: 'required', message: 'Password is required', params: { field: 'password' } },
    });
  });

  it("never passes zod's own English on: a type error or a stray key reads '{field} is invalid'", () => {
    const query = fieldsOf(listQuery, { _order: 'sideways', extra: '1' });
    expect(query).toEqual({
      _order: { code: 'invalid', message: '_order is invalid', params: { field: '_order' } },
      extra: { code: 'invalid', message: 'Extra is invalid', params: { field: 'extra' } },
    });
    const schema = z.object({ count: z.number() });
    expect(fieldsOf(schema, { count: 'x' })).toEqual({ count: { code: 'invalid', message: 'Count is invalid', params: { field: 'count' } } });
    expect(JSON.stringify(query)).not.toMatch(/Invalid option|expected|Unrecognized/);
  });

  it.each([
    ['null', null],
    ['a list', [{ otp: '123456' }]],
    ['a string', 'otp=123456'],
  ])('a body that is %s is no field’s error: no "" key (issue 7 #18)', (_name, body) => {
    const fields = fieldsOf(otpSchema, body);
    expect(Object.keys(fields)).not.toContain('');
    expect(JSON.stringify(fields)).not.toContain('v:');
  });

  it('never leaves a code encoded in what it answers', () => {
    const fields = fieldsOf(loginSchema, {});
    expect(Object.keys(fields).length).toBeGreaterThan(0);
    expect(JSON.stringify(fields)).not.toContain('v:');
  });
});

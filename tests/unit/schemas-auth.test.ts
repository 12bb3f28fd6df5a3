import type * as z from 'zod';
import { englishLabel } from '@/lib/errors/english';
import { fieldText, type Translate } from '@/lib/errors/text';
import {
  emiratesIdImageSchema,
  forgotPasswordSchema,
  issueFields,
  loginOtpSchema,
  loginSchema,
  otpSchema,
  resetPasswordSchema,
  toLoginPayload,
  translateMessage,
} from '@/lib/schemas';
import { tAr, tEn } from './support/intl';

/** What the form shows (field → its one text), and what the BFF answers says the same in English. */
function errorsOf(schema: z.ZodType, values: unknown, t: Translate = tEn) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const fields = issueFields(result.error, englishLabel);
  expect(Object.keys(fields)).toHaveLength(result.error.issues.length);
  for (const [field, error] of Object.entries(fields)) expect(fieldText(field, error, tEn)).toBe(error.message);
  return Object.fromEntries(Object.entries(fields).map(([field, error]) => [field, fieldText(field, error, t)]));
}

const phone = { countryCode: '971', startingCode: '50', number: '1234567' };

describe('loginSchema', () => {
  it('accepts a phone and any non-empty password (older passwords predate the rule)', () => {
    expect(errorsOf(loginSchema, { ...phone, password: 'old' })).toEqual({});
  });

  it.each([
    [{ ...phone, password: '' }, { password: 'Password is required' }],
    [{ ...phone, number: '', password: 'x' }, { number: 'Phone Number is required' }],
    [{ ...phone, number: '12', password: 'x' }, { number: 'Phone Number is invalid' }],
    [{ ...phone, startingCode: '59', password: 'x' }, { startingCode: 'Phone Number is invalid' }],
  ])('%p → %p', (values, expected) => {
    expect(errorsOf(loginSchema, values)).toEqual(expected);
  });

  it('says it in Arabic with the Arabic labels', () => {
    expect(errorsOf(loginSchema, { ...phone, number: '', password: '' }, tAr)).toEqual({
      number: 'حقل رقم الهاتف مطلوب',
      password: 'حقل كلمة المرور مطلوب',
    });
  });

  it('builds the username from the three parts', () => {
    expect(toLoginPayload(loginSchema.parse({ ...phone, password: 'Student@12345' }))).toEqual({
      username: '971501234567',
      password: 'Student@12345',
    });
  });
});

describe.each([
  ['loginOtpSchema', loginOtpSchema],
  ['forgotPasswordSchema', forgotPasswordSchema],
])('%s', (_name, schema) => {
  it('takes the phone only', () => {
    expect(schema.parse(phone)).toEqual(phone);
    expect(errorsOf(schema, { ...phone, number: '' })).toEqual({ number: 'Phone Number is required' });
  });
});

describe('otpSchema', () => {
  it.each([
    ['123456', {}],
    [' 123456 ', {}],
    ['12345', { otp: 'OTP should have 6 digits' }],
    ['1234567', { otp: 'OTP should have 6 digits' }],
    ['12345a', { otp: 'OTP should have 6 digits' }],
    ['', { otp: 'OTP should have 6 digits' }],
    [undefined, { otp: 'OTP should have 6 digits' }],
  ])('%p → %p', (otp, expected) => {
    expect(errorsOf(otpSchema, { otp })).toEqual(expected);
  });
});

describe('resetPasswordSchema', () => {
  const good = { otp: '123456', password: 'Student@12345', confirmPassword: 'Student@12345' };

  it('accepts a code and a good password twice', () => {
    expect(errorsOf(resetPasswordSchema, good)).toEqual({});
  });

  it('applies the password rule, the mismatch and the code length', () => {
    expect(errorsOf(resetPasswordSchema, { otp: '1', password: 'Student12345', confirmPassword: 'x' })).toEqual({
      otp: 'OTP should have 6 digits',
      password: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character',
      confirmPassword: 'Password Mismatch! Both passwords must be same!',
    });
  });
});

describe('emiratesIdImageSchema', () => {
  it.each([
    [{ name: 'id.jpg', type: 'image/jpeg' }, true],
    [{ name: 'id.JPEG', type: 'image/jpeg' }, true],
    [{ name: 'id.png', type: 'image/png' }, true],
    [{ name: 'id.pdf', type: 'application/pdf' }, false],
    [{ name: 'id.gif', type: 'image/gif' }, false],
    [{ name: 'id.png', type: 'application/octet-stream' }, false],
    [null, false],
  ])('%p → %p', (file, ok) => {
    const result = emiratesIdImageSchema.safeParse(file);
    expect(result.success).toBe(ok);
    if (!result.success) expect(translateMessage(result.error.issues[0]!.message, tEn)).toBe('Use an image file');
  });
});

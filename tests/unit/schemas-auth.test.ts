import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import {
  emiratesIdImageSchema,
  firstIssuePerField,
  forgotPasswordSchema,
  loginOtpSchema,
  loginSchema,
  otpSchema,
  resetPasswordSchema,
  toLoginPayload,
  translateMessage,
  type Translate,
} from '@/lib/schemas';

const t = createTranslator({ locale: 'en', messages: en }) as unknown as Translate;
type Schema = { safeParse: (v: unknown) => { success: boolean; error?: import('zod').ZodError } };

function errorsOf(schema: Schema, values: unknown) {
  const result = schema.safeParse(values);
  if (result.success || !result.error) return {};
  const perField = firstIssuePerField(result.error);
  expect(Object.keys(perField)).toHaveLength(result.error.issues.length);
  return Object.fromEntries(Object.entries(perField).map(([f, m]) => [f, translateMessage(m, t)]));
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
    if (!result.success) expect(translateMessage(result.error.issues[0]!.message, t)).toBe('Use an image file');
  });
});

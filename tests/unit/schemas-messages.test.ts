import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { VALIDATION_KEYS, decodeMessage, encodeMessage, msg, translateMessage, type Translate } from '@/lib/schemas/messages';

const tEn = createTranslator({ locale: 'en', messages: en }) as unknown as Translate;
const tAr = createTranslator({ locale: 'ar', messages: ar }) as unknown as Translate;

describe('encoded validation messages', () => {
  it('round-trip key and params', () => {
    const encoded = encodeMessage('exactLength', { field: 'number', n: 7 });
    expect(encoded).toBe('validation.exactLength?field=number&n=7');
    expect(decodeMessage(encoded)).toEqual({ key: 'exactLength', params: { field: 'number', n: 7 } });
  });

  it('leave server texts alone', () => {
    expect(decodeMessage('Email already exists')).toBeNull();
    expect(translateMessage('Email already exists', tEn)).toBe('Email already exists');
    expect(translateMessage('validation.unknownKey', tEn)).toBe('validation.unknownKey');
  });

  it.each([
    [msg.required('fullName'), 'Full Name is required'],
    [msg.invalid('email'), 'Email is invalid'],
    [msg.exactLength('number', 7), 'Number should have exact 7 letters.'],
    [msg.minLength('password', 12), 'Password should have atleast 12 characters.'],
    [msg.minValue('number', 0), 'Number should be greater than 0.'],
    [msg.maxValue('number', 10), 'Number should be less than 10.'],
    [msg.equals('password', 'x'), 'Password should be x'],
    [msg.serverInvalid('email'), 'Invalid Email'],
    [msg.password(), 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character'],
    [msg.passwordMismatch(), 'Password Mismatch! Both passwords must be same!'],
    [msg.minimumAge(), 'You must be at least 17 and a half years old to proceed.'],
    [msg.residencyVisa(), 'You need to have residency Visa in UAE to register!'],
    [msg.otpLength(6), 'OTP should have 6 digits'],
    [msg.imageFile(), 'Use an image file'],
  ])('%s → %p (the spec’s English)', (message, text) => {
    expect(translateMessage(message, tEn)).toBe(text);
  });

  it('uses an unknown field name as it is', () => {
    expect(translateMessage(msg.required('somethingElse'), tEn)).toBe('somethingElse is required');
  });

  it('translates to Arabic with the Arabic label', () => {
    expect(translateMessage(msg.required('fullName'), tAr)).toBe('حقل الاسم الكامل مطلوب');
    expect(translateMessage(msg.otpLength(6), tAr)).toBe('يجب أن يتكون رمز التحقق من 6 أرقام');
  });
});

describe('messages for validation, fields and ui', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

  it.each(['validation', 'fields', 'ui'] as const)('%s has the same keys in English and Arabic', (namespace) => {
    expect(keys(ar[namespace]).sort()).toEqual(keys(en[namespace]).sort());
  });

  it('has a text for every validation key', () => {
    expect(Object.keys(en.validation).sort()).toEqual([...VALIDATION_KEYS].sort());
  });

  it('writes Arabic in Arabic script', () => {
    for (const text of keys(ar.fields).map((k) => (ar.fields as Record<string, string>)[k]!)) {
      expect(text).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

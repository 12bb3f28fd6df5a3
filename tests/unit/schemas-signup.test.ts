import { englishLabel } from '@/lib/errors/english';
import { fieldText, type Translate } from '@/lib/errors/text';
import { issueFields, makeQuickSignupSchema, makeSignupSchema } from '@/lib/schemas';
import { SIGNUP_API_FIELDS, toQuickRegisterPayload, toRegistrationPayload } from '@/lib/upstream/payloads/signup';
import { signupForm } from '../fixtures/learner';
import { tAr, tEn } from './support/intl';

// 21:00 UTC on 14 July 2025 is already 15 July in Dubai.
const now = new Date('2025-07-14T21:00:00Z');
const signupSchema = makeSignupSchema({ now });
const quickSignupSchema = makeQuickSignupSchema({ now });

const valid = signupForm({ dob: '2008-01-15' });

/** What the form would show: field → the text of its single error (the BFF answers the same English). */
function errorsOf(schema: typeof signupSchema | typeof quickSignupSchema, values: Record<string, unknown>, t: Translate = tEn) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const fields = issueFields(result.error, englishLabel);
  // First failure only: never two issues on one field.
  expect(Object.keys(fields)).toHaveLength(result.error.issues.length);
  for (const [field, error] of Object.entries(fields)) expect(fieldText(field, error, tEn)).toBe(error.message);
  return Object.fromEntries(Object.entries(fields).map(([field, error]) => [field, fieldText(field, error, t)]));
}

describe('signupSchema', () => {
  it('accepts a complete form (born 2008-01-15: 17.5 on 15 July in Dubai)', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it('trims text', () => {
    const parsed = signupSchema.parse({ ...valid, fullName: '  Aisha Rahman ', email: ' aisha@example.com ' });
    expect(parsed.fullName).toBe('Aisha Rahman');
    expect(parsed.email).toBe('aisha@example.com');
  });

  it('reports every missing field with "{field} is required"', () => {
    expect(errorsOf(signupSchema, { countryCode: '971' })).toEqual({
      fullName: 'Full Name is required',
      startingCode: 'Phone Number is required',
      number: 'Phone Number is required',
      email: 'Email is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
      licenseTypeId: 'License Type is required',
      gearType: 'Gear Type is required',
      gender: 'Gender is required',
      dob: 'Date of Birth is required',
      language: 'Language is required',
      hasResidencyVisa: 'Residency Visa is required',
      hasGoldenVisa: 'Golden Visa is required',
      nationality: 'Nationality is required',
      trainingBranchId: 'Training Branch is required',
    });
  });

  it.each([
    // field, value, the one message shown
    ['fullName', '   ', 'Full Name is required'],
    ['fullName', 'Aisha 2', 'Full Name is invalid'],
    ['fullName', 'Aisha-Rahman', 'Full Name is invalid'],
    ['email', 'aisha@', 'Email is invalid'],
    ['email', 'aisha example.com', 'Email is invalid'],
    ['number', '', 'Phone Number is required'],
    ['number', '123456', 'Phone Number is invalid'],
    ['number', '12345678', 'Phone Number is invalid'],
    ['number', '12x4567', 'Phone Number is invalid'],
    ['startingCode', '53', 'Phone Number is invalid'],
    ['gearType', 'tiptronic', 'Gear Type is invalid'],
    ['password', 'short', 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character'],
    ['password', 'student@12345', 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character'],
    ['confirmPassword', 'Student@12346', 'Password Mismatch! Both passwords must be same!'],
    ['dob', '2008-02-30', 'Date of Birth is invalid'],
    ['dob', '2008/15/01', 'Date of Birth is invalid'],
    ['dob', '31/02/2001', 'Date of Birth is invalid'],
    ['dob', '2025-07-16', 'Date of birth cannot be in the future'],
    ['dob', '1800-01-01', 'Date of Birth is invalid'],
    ['dob', '1899-12-31', 'Date of Birth is invalid'],
    ['dob', '2008-01-16', 'You must be at least 17 and a half years old to proceed.'],
    ['emiratesId', '123', 'Emirates ID is invalid'],
  ])('%s = %p → %p', (field, value, message) => {
    // A new password is typed twice, so only the rule under test can fail.
    const both = field === 'password' ? { confirmPassword: value } : {};
    expect(errorsOf(signupSchema, { ...valid, [field]: value, ...both })).toEqual({ [field]: message });
  });

  it('refuses year 1800 with one text, the same in the form and in the BFF’s answer, in both languages (issue 7 #16)', () => {
    expect(errorsOf(signupSchema, { ...valid, dob: '1800-01-01' })).toEqual({ dob: 'Date of Birth is invalid' });
    expect(errorsOf(signupSchema, { ...valid, dob: '1800-01-01' }, tAr)).toEqual({ dob: 'قيمة تاريخ الميلاد غير صالحة' });
  });

  it('accepts year 1900 (the oldest allowed)', () => {
    expect(errorsOf(signupSchema, { ...valid, dob: '1900-01-01' })).toEqual({});
  });

  it('accepts names in Arabic script', () => {
    expect(errorsOf(signupSchema, { ...valid, fullName: 'عائشة رحمن' })).toEqual({});
  });

  it('keeps the first failing rule of the date of birth only (no "too young" on a bad date)', () => {
    expect(errorsOf(signupSchema, { ...valid, dob: '2024-02-30' })).toEqual({ dob: 'Date of Birth is invalid' });
  });

  it('shows the mismatch even when the password itself breaks the rule', () => {
    expect(errorsOf(signupSchema, { ...valid, password: 'short', confirmPassword: 'other' })).toEqual({
      password: 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character',
      confirmPassword: 'Password Mismatch! Both passwords must be same!',
    });
  });

  it('shows cross-field errors beside other fields’ missing values', () => {
    expect(errorsOf(signupSchema, { ...valid, hasGoldenVisa: undefined, confirmPassword: 'nope', hasResidencyVisa: 'no' })).toEqual({
      hasGoldenVisa: 'Golden Visa is required',
      confirmPassword: 'Password Mismatch! Both passwords must be same!',
      hasResidencyVisa: 'You need to have residency Visa in UAE to register!',
    });
  });

  describe('residency visa (R§5)', () => {
    it.each([
      ['India', 'no', 'You need to have residency Visa in UAE to register!'],
      ['India', 'yes', undefined],
      ['United Arab Emirates', 'no', undefined],
      ['Saudi Arabia', 'no', undefined],
      ['Kuwait', 'no', undefined],
      ['Qatar', 'no', undefined],
      ['Bahrain', 'no', undefined],
      ['Oman', 'no', undefined],
    ])('%s with %s → %p', (nationality, hasResidencyVisa, message) => {
      const errors = errorsOf(signupSchema, { ...valid, nationality, hasResidencyVisa });
      expect(errors).toEqual(message ? { hasResidencyVisa: message } : {});
    });

    it('does not judge the visa while the nationality is missing', () => {
      expect(errorsOf(signupSchema, { ...valid, nationality: '', hasResidencyVisa: 'no' })).toEqual({
        nationality: 'Nationality is required',
      });
    });
  });

  it('judges age against the "now" it was made with', () => {
    const early = makeSignupSchema({ now: new Date('2025-07-14T19:59:59Z') });
    expect(errorsOf(early, valid)).toEqual({ dob: 'You must be at least 17 and a half years old to proceed.' });
  });
});

describe('quickSignupSchema', () => {
  const { password: _password, confirmPassword: _confirm, ...quick } = valid;

  it('needs no password', () => {
    expect(quickSignupSchema.safeParse(quick).success).toBe(true);
  });

  it('still applies the age and residency rules', () => {
    expect(errorsOf(quickSignupSchema, { ...quick, dob: '2010-01-01', hasResidencyVisa: 'no' })).toEqual({
      dob: 'You must be at least 17 and a half years old to proceed.',
      hasResidencyVisa: 'You need to have residency Visa in UAE to register!',
    });
  });
});

describe('SIGNUP_API_FIELDS: the API’s payload paths land on the form’s controls', () => {
  it.each([
    ['name', 'fullName'],
    ['phones.firstNumber.number', 'number'],
    ['phones.firstNumber.startingCode', 'number'],
    ['studentDetails.gearType', 'gearType'],
    ['studentDetails.requiredLicenseId', 'licenseTypeId'],
    ['studentDetails.hasResidencyVisa', 'hasResidencyVisa'],
    ['studentDetails.emiratesId', 'emiratesId'],
  ])('%s → %s', (path, field) => {
    expect(SIGNUP_API_FIELDS[path]).toBe(field);
  });

  it('names only controls the sign-up form has', () => {
    const controls = Object.keys(makeSignupSchema({ now }).shape);
    expect(Object.values(SIGNUP_API_FIELDS).filter((field) => !controls.includes(field))).toEqual([]);
  });
});

describe('payloads (R§3)', () => {
  const expectedQuick = {
    gender: 'female',
    name: 'Aisha Rahman',
    email: 'aisha@example.com',
    nationality: 'India',
    dob: '2008-01-15',
    phones: {
      firstNumber: {
        countryCode: '971',
        startingCode: '50',
        numberType: 'home',
        number: '1234567',
        NumberCode: '971501234567',
        isPrimary: true,
      },
    },
    studentDetails: {
      gearType: 'automatic',
      language: 'lang-en',
      hasResidencyVisa: true,
      hasGoldenVisa: false,
      requiredLicenseId: 'lt-lmv',
      requiredLicenseCategory: 'LMV',
    },
    trainingBranchId: 'br-al-quoz',
  };

  it('builds the registration payload', () => {
    expect(toRegistrationPayload(signupSchema.parse(valid))).toEqual({
      ...expectedQuick,
      password: 'Student@12345',
      registrationPlatform: 'web',
    });
  });

  it('adds the Emirates ID when one was read', () => {
    const payload = toRegistrationPayload(signupSchema.parse({ ...valid, emiratesId: '784-2008-1234567-1' }));
    expect(payload.studentDetails).toMatchObject({
      emiratesId: '784-2008-1234567-1',
      emiratesIdDetails: { id: '784-2008-1234567-1' },
    });
  });

  it('builds the quick-register payload without password or platform', () => {
    const payload = toQuickRegisterPayload(quickSignupSchema.parse(valid));
    expect(payload).toEqual(expectedQuick);
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('registrationPlatform');
    expect(payload).not.toHaveProperty('confirmPassword');
  });
});

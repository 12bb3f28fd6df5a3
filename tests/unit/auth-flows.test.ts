import { landingAfterLogin } from '@/lib/auth/destination';
import { formValues, INITIAL_FORM_STATE, nextState } from '@/lib/auth/form-state';
import { initialQuickValues, stripUnknownPrefix } from '@/app/[lang]/(student)/quick-signup/quick-values';

describe('where a login lands (the guards, applied before the redirect)', () => {
  it.each([
    [{ lang: 'en', returnTo: null, needsQuickSignup: false }, '/en/dashboard'],
    [{ lang: 'ar', returnTo: undefined, needsQuickSignup: false }, '/ar/dashboard'],
    [{ lang: 'en', returnTo: '/en/dashboard/my-account?tab=2', needsQuickSignup: false }, '/en/dashboard/my-account?tab=2'],
    // A pre-registered student without nationality goes to quick signup, wherever they were going.
    [{ lang: 'en', returnTo: '/en/dashboard', needsQuickSignup: true }, '/en/quick-signup'],
    [{ lang: 'ar', returnTo: null, needsQuickSignup: true }, '/ar/quick-signup'],
    // …and quick signup is only for them.
    [{ lang: 'en', returnTo: '/en/quick-signup', needsQuickSignup: false }, '/en/dashboard'],
    // A public entry page is no place for a logged-in student.
    [{ lang: 'en', returnTo: '/en/auth/login', needsQuickSignup: false }, '/en/dashboard'],
    // Anything not same-site is dropped.
    [{ lang: 'en', returnTo: 'https://evil.example/', needsQuickSignup: false }, '/en/dashboard'],
    [{ lang: 'en', returnTo: '//evil.example/x', needsQuickSignup: false }, '/en/dashboard'],
    [{ lang: 'en', returnTo: '/api/auth/logout', needsQuickSignup: false }, '/en/dashboard'],
    [{ lang: 'en', returnTo: '/en/verify-email/usr-1?verifyToken=abc', needsQuickSignup: false }, '/en/verify-email/usr-1?verifyToken=abc'],
  ] as const)('%j → %s', (input, expected) => {
    expect(landingAfterLogin(input)).toBe(expected);
  });
});

describe('form state', () => {
  it('grows its sequence with each answer and reads trimmed-free strings from a form', () => {
    const one = nextState(INITIAL_FORM_STATE, { error: 'x' });
    expect(nextState(one, { error: 'x' }).seq).toBe(2);
    const data = new FormData();
    data.set('number', '1234567');
    expect(formValues(data, ['number', 'missing'])).toEqual({ number: '1234567', missing: '' });
  });
});

describe('quick signup values', () => {
  it("strips a '2 UNKNOWN:' prefix from server errors (R§8)", () => {
    expect(stripUnknownPrefix("2 UNKNOWN: Invalid Id, Id can't be read, please try again")).toBe("Invalid Id, Id can't be read, please try again");
    expect(stripUnknownPrefix('Use an image file')).toBe('Use an image file');
  });

  it('prefills from the profile and keeps only choices the lists offer', () => {
    const values = initialQuickValues(
      {
        name: 'Fatima Al Mansoori',
        email: 'f@example.ae',
        phones: { firstNumber: { countryCode: '971', startingCode: '55', number: '1112223' } },
        gender: 'female',
        dob: null,
        nationality: 'Atlantis',
        studentDetails: { requiredLicenseId: 'lt-lmv', gearType: 'manual', language: 'lang-xx', hasResidencyVisa: true },
      },
      {
        licences: [{ value: 'lt-lmv', label: 'LMV', code: 'LMV', gearTypes: ['automatic'], genders: ['female'] }],
        countries: [{ value: 'India', label: 'India' }],
        languages: [{ value: 'lang-en', label: 'English' }],
      },
    );
    expect(values).toMatchObject({
      fullName: 'Fatima Al Mansoori',
      email: 'f@example.ae',
      countryCode: '971',
      startingCode: '55',
      number: '1112223',
      licenseTypeId: 'lt-lmv',
      licenseCategory: 'LMV',
      gearType: '',
      gender: 'female',
      dob: '',
      language: '',
      nationality: '',
      hasResidencyVisa: 'yes',
      hasGoldenVisa: '',
      password: '',
    });
  });
});

import { eidToForm, nothingRead, readEidResult } from '@/components/signup/eid-details';
import { initialSignupValues } from '@/components/signup/form-values';
import { quickSignupValues } from '@/components/signup/quick-values';
import { branchOptions, countryOptions, findCountry, licenceOptions } from '@/components/signup/signup-options';
import type { Branch, LicenseType } from '@/lib/upstream/schemas/lookups';

// The pure parts behind the sign-up page: which lookups it offers (R§5), the query prefill (R§2),
// the quick sign-up prefill from the profile (R§2), and what a read Emirates ID writes (R§4).
// (How the API's field names land on the form's controls is lib/auth's: tests/unit/auth-signup.)

const name = (en: string) => ({ en, ar: `${en} (ar)` });
const licence = (id: string, enabled: boolean, sortOrder: number): LicenseType => ({
  _id: id,
  name: name(id),
  code: id.toUpperCase(),
  gearTypes: ['manual'],
  genders: ['male'],
  isEnabledForRegistration: enabled,
  sortOrder,
});
const branch = (id: string, type: Branch['type'], allowTrainingSchedule: boolean): Branch => ({
  _id: id,
  name: name(id),
  type,
  allowTrainingSchedule,
  emirate: null,
});

describe('sign-up lookups', () => {
  it('offers only licence types enabled for registration, in order, named in the page language', () => {
    const options = licenceOptions([licence('lt-b', true, 2), licence('lt-forklift', false, 0), licence('lt-a', true, 1)], 'ar');
    expect(options.map((o) => [o.value, o.label])).toEqual([
      ['lt-a', 'lt-a (ar)'],
      ['lt-b', 'lt-b (ar)'],
    ]);
  });

  it('hides the main branch unless it allows a training schedule', () => {
    const options = branchOptions(
      [branch('br-main', 'main_branch', false), branch('br-main-training', 'main_branch', true), branch('br-al-quoz', 'branch', false)],
      'en',
    );
    expect(options.map((o) => o.value)).toEqual(['br-main-training', 'br-al-quoz']);
  });
});

describe('sign-up prefill', () => {
  const licences = licenceOptions([licence('lt-lmv', true, 1)], 'en');

  it('takes the first value of repeated parameters and cleans the number', () => {
    const values = initialSignupValues({ vehicleType: ['lt-lmv', 'x'], startingCode: '056', number: '123 45 67 89' }, licences);
    expect(values).toMatchObject({ licenseTypeId: 'lt-lmv', licenseCategory: 'LT-LMV', startingCode: '56', number: '1234567' });
  });
});

describe('countries', () => {
  it("keep the English name as the value, show the page's language, sorted for it", () => {
    const countries = countryOptions(
      [
        { _id: 'c1', name: { en: 'India', ar: 'الهند' }, iso2: 'IN', callingCode: '91', isGcc: false },
        { _id: 'c2', name: { en: 'United Arab Emirates', ar: 'الإمارات' }, iso2: 'AE', callingCode: '971', isGcc: true },
      ],
      'ar',
    );
    expect(countries).toEqual([
      { value: 'United Arab Emirates', label: 'الإمارات' },
      { value: 'India', label: 'الهند' },
    ]);
    expect(findCountry(countries, '  united   arab emirates ')).toEqual({ value: 'United Arab Emirates', label: 'الإمارات' });
    expect(findCountry(countries, '')).toBeUndefined();
  });
});

describe('quick sign-up prefill (R§2)', () => {
  it('takes the profile and keeps only choices the lists offer; no password ever', () => {
    const values = quickSignupValues(
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
      confirmPassword: '',
    });
  });
});

describe('what a read Emirates ID writes into the form (R§4)', () => {
  const countries = [{ value: 'India', label: 'الهند' }];

  it('reads the answer, trimming, and fills only what the card yielded', () => {
    const result = readEidResult({
      data: { name: '  Aisha   Rahman ', dob: '1990-02-30', nationality: 'india', gender: 'M', eidNumber: '', extra: 1 },
    });
    expect(result).toEqual({ name: 'Aisha   Rahman', dob: '1990-02-30', nationality: 'india', gender: 'M', eidNumber: '' });
    expect(eidToForm(result!, countries)).toEqual({ fullName: 'Aisha Rahman', gender: 'male', nationality: 'India' });
  });

  it('knows an answer with nothing read, and one that is no answer', () => {
    expect(nothingRead(readEidResult({ data: {} })!)).toBe(true);
    expect(readEidResult({ statusCode: 200 })).toBeNull();
    expect(readEidResult(null)).toBeNull();
  });
});

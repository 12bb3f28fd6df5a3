import {
  effectiveProfession,
  expiryDateProblem,
  issueDateProblem,
  needsLicenceEmirate,
  parseUaeLicences,
  showAddNewCategory,
  showCabinCrew,
  showEmirate,
  showGoldenOpportunity,
  showHasLicence,
  showNoc,
  uaeListProblem,
  type LearnerFacts,
  type PersonalDetailsAnswers,
  type UaeLicence,
} from '@/lib/domain/personal-details';
import { toPersonalDetailsPayload as toPayload } from '@/lib/upstream/payloads/personal-details';
import { englishLabel } from '@/lib/errors/english';
import { fieldText } from '@/lib/errors/text';
import { issueFields } from '@/lib/schemas/issues';
import { makePersonalDetailsSchema, personalDetailsField } from '@/lib/schemas/personal-details';
import { personalDetailsAnswers } from '@/tests/fixtures/learner';
import { tAr, tEn } from './support/intl';

// R§5 "Personal details form", rule by rule: which questions show, the checks (with the texts a
// person reads), and the body sent upstream (R§3), including the licence copied both ways.

// 21:00 UTC on 14 July 2025 is already 15 July in Dubai.
const now = new Date('2025-07-14T21:00:00Z');
const UAE = 'United Arab Emirates';

const uaeLmv: UaeLicence = { licenseTypeId: 'lt-lmv', licenseEmirate: 'em-dubai', licenseIssueDate: '2019-03-01', licenseExpiryDate: '2029-03-01' };
const blank: UaeLicence = { licenseTypeId: '', licenseEmirate: '', licenseIssueDate: '', licenseExpiryDate: '' };

const answers = (over: Partial<PersonalDetailsAnswers> = {}): PersonalDetailsAnswers => personalDetailsAnswers(over);
const male: LearnerFacts = { gender: 'male', requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV', gearType: 'automatic' };

describe('which questions show (R§5)', () => {
  it.each([
    ['Pilot', '', true],
    ['Cabin Crew', '', true],
    ['Engineer', '', false],
    ['Other', 'Pilot', true],
    ['Other', ' cabin crew ', true],
    ['Other', 'Chef', false],
    ['Engineer', 'Pilot', false],
  ])('cabin crew: visa profession %j, other %j → %s', (visaProfession, otherProfession, shown) => {
    expect(showCabinCrew({ visaProfession, otherProfession })).toBe(shown);
  });

  it.each([
    [UAE, true],
    ['united arab emirates', true],
    ['India', false],
    ['', false],
  ])('emirate for nationality %j → %s', (nationality, shown) => expect(showEmirate({ nationality })).toBe(shown));

  it.each([
    ['female', true],
    ['male', false],
    ['', false],
  ])('NOC for gender %j → %s', (gender, shown) => expect(showNoc({ gender })).toBe(shown));

  it.each<[string, PersonalDetailsAnswers['hasUAELicense'], UaeLicence[], boolean]>([
    ['no UAE licence', 'no', [], true],
    ['a UAE licence of the required type', 'yes', [uaeLmv], false],
    ['the same listed, but "no UAE licence" answered', 'no', [uaeLmv], true],
    ['a UAE licence of another type', 'yes', [{ ...uaeLmv, licenseTypeId: 'lt-motorcycle' }], true],
    ['another type, then the required one', 'yes', [{ ...uaeLmv, licenseTypeId: 'lt-motorcycle' }, uaeLmv], false],
  ])('has-licence question with %s → %s', (_, hasUAELicense, uaeLicences, shown) => {
    expect(showHasLicence({ hasUAELicense, uaeLicences, requiredLicenseId: 'lt-lmv' })).toBe(shown);
  });

  it.each<[string, Partial<PersonalDetailsAnswers>, boolean]>([
    ['a licence from India', { hasLicense: 'yes', licenseCountry: 'India' }, true],
    ['yes, no country yet', { hasLicense: 'yes', licenseCountry: '' }, false],
    ['no licence (country left from before)', { hasLicense: 'no', licenseCountry: 'India' }, false],
    [
      'the section hidden by a listed UAE licence',
      { hasLicense: 'yes', licenseCountry: 'India', hasUAELicense: 'yes', uaeLicences: [uaeLmv] },
      false,
    ],
  ])('golden opportunity with %s → %s', (_, over, shown) => {
    expect(showGoldenOpportunity({ ...answers(over), requiredLicenseId: 'lt-lmv' })).toBe(shown);
  });

  it.each<[string, string, UaeLicence[], boolean, boolean]>([
    ['manual, UAE licence of the required type', 'manual', [uaeLmv], false, true],
    ['automatic', 'automatic', [uaeLmv], false, false],
    ['manual, corporate customer', 'manual', [uaeLmv], true, false],
    ['manual, UAE licence of another type', 'manual', [{ ...uaeLmv, licenseTypeId: 'lt-motorcycle' }], false, false],
    ['manual, no UAE licence', 'manual', [], false, false],
  ])('add new category: %s → %s', (_, gearType, uaeLicences, isCorporate, shown) => {
    expect(showAddNewCategory({ hasUAELicense: 'yes', uaeLicences, requiredLicenseId: 'lt-lmv', gearType, isCorporate })).toBe(shown);
  });

  it.each([
    [UAE, true],
    ['India', false],
  ])('licence emirate for a licence from %j → %s', (licenseCountry, needed) => {
    expect(needsLicenceEmirate({ ...answers({ hasLicense: 'yes', licenseCountry }), requiredLicenseId: 'lt-lmv' })).toBe(needed);
  });
});

describe('licence dates (R§5)', () => {
  it.each([
    ['', '2030-01-01', 'required'],
    ['31/02/2020', '2030-01-01', 'invalid'],
    ['2025-07-16', '2030-01-01', 'future'],
    ['2025-07-15', '2030-01-01', null], // today in Dubai
    ['2021-01-02', '2021-01-01', 'afterExpiry'],
    ['2021-01-01', '2021-01-01', null],
    ['2021-01-01', '', null],
  ])('issue %j with expiry %j → %s', (issue, expiry, problem) => expect(issueDateProblem({ issue, expiry, now })).toBe(problem));

  it.each([
    ['2020-01-01', '', 'required'],
    ['2020-01-01', '2020-13-01', 'invalid'],
    ['2020-01-02', '2020-01-01', 'beforeIssue'],
    ['2020-01-01', '2035-01-01', null],
    ['', '2035-01-01', null],
  ])('expiry with issue %j, expiry %j → %s', (issue, expiry, problem) => expect(expiryDateProblem({ issue, expiry })).toBe(problem));
});

describe('the UAE licence list (R§5)', () => {
  it.each<[string, PersonalDetailsAnswers['hasUAELicense'], UaeLicence[], string | null]>([
    ['not asked for', 'no', [], null],
    ['empty', 'yes', [], 'required'],
    ['only the untouched first entry', 'yes', [blank], 'required'],
    ['an entry without its emirate', 'yes', [{ ...uaeLmv, licenseEmirate: '' }], 'details'],
    ['an entry issued in the future', 'yes', [{ ...uaeLmv, licenseIssueDate: '2026-01-01' }], 'details'],
    ['an entry expiring before it was issued', 'yes', [{ ...uaeLmv, licenseExpiryDate: '2018-01-01' }], 'details'],
    ['one complete entry (and an untouched one)', 'yes', [uaeLmv, blank], null],
  ])('%s → %s', (_, hasUAELicense, uaeLicences, problem) => expect(uaeListProblem({ hasUAELicense, uaeLicences, now })).toBe(problem));

  it.each([
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    [JSON.stringify([uaeLmv]), [uaeLmv]],
    [[{ licenseTypeId: ' lt-lmv ', licenseEmirate: 3 }], [{ ...blank, licenseTypeId: 'lt-lmv' }]],
  ])('reads the list kept as text: %j', (input, list) => expect(parseUaeLicences(input)).toEqual(list));
});

describe('toPayload (R§5 "On submit", R§3)', () => {
  it('sends coordinates as strings, experience 5.5, never expired, and no licence fields without a licence', () => {
    const body = toPayload(answers(), male);
    expect(body).toEqual({
      nationality: 'India',
      address: { address: 'Al Quoz 1, Dubai', latitude: '25.1412', longitude: '55.2301' },
      studentDetails: {
        occupation: 'Engineer',
        visaProfession: 'Engineer',
        isCabinCrewOrPilot: false,
        hasLicense: false,
        isLicenseExpired: false,
        experienceInYears: 5.5,
        hasUAELicense: false,
        UAELicenseTypes: [],
        requiredLicenseId: 'lt-lmv',
        requiredLicenseCategory: 'LMV',
        gearType: 'automatic',
      },
      isGoldenOpertunityCustomer: false,
      isEligibleForAddingNewCategory: false,
    });
  });

  it('sends the free text for Other, and the cabin-crew answer only when asked', () => {
    expect(toPayload(answers({ visaProfession: 'Other', otherProfession: 'Pilot', isCabinCrewOrPilot: 'yes' }), male).studentDetails).toMatchObject({
      visaProfession: 'Pilot',
      isCabinCrewOrPilot: true,
    });
    expect(toPayload(answers({ visaProfession: 'Engineer', isCabinCrewOrPilot: 'yes' }), male).studentDetails.isCabinCrewOrPilot).toBe(false);
    expect(effectiveProfession({ visaProfession: 'Other', otherProfession: ' Chef / Cook ' })).toBe('Chef / Cook');
  });

  it('sends the emirate for UAE nationals only, and NOC for female learners only', () => {
    expect(toPayload(answers({ nationality: UAE, emirate: 'em-dubai' }), male).studentDetails.emirate).toBe('em-dubai');
    expect(toPayload(answers({ nationality: 'India', emirate: 'em-dubai' }), male).studentDetails).not.toHaveProperty('emirate');
    expect(toPayload(answers({ hasNOCEnabled: 'yes' }), male).studentDetails).not.toHaveProperty('hasNOCEnabled');
    expect(toPayload(answers({ hasNOCEnabled: 'yes' }), { ...male, gender: 'female' }).studentDetails.hasNOCEnabled).toBe(true);
    expect(toPayload(answers({ hasNOCEnabled: '' }), { ...male, gender: 'female' }).studentDetails.hasNOCEnabled).toBe(false);
  });

  it('sends a foreign licence with its dates and the golden-opportunity answer', () => {
    const body = toPayload(
      answers({
        hasLicense: 'yes',
        licenseCountry: 'India',
        licenseIssueDate: '2015-05-01',
        licenseExpiryDate: '2035-05-01',
        licenseEmirate: 'em-dubai',
        isGoldenOpertunityCustomer: 'yes',
      }),
      male,
    );
    expect(body.studentDetails).toMatchObject({
      hasLicense: true,
      licenseCountry: 'India',
      licenseIssueDate: '2015-05-01',
      licenseExpiryDate: '2035-05-01',
    });
    expect(body.studentDetails).not.toHaveProperty('licenseEmirate');
    expect(body.studentDetails.UAELicenseTypes).toEqual([]);
    expect(body.isGoldenOpertunityCustomer).toBe(true);
  });

  it('drops the licence and golden opportunity after "no licence"', () => {
    const body = toPayload(
      answers({ hasLicense: 'no', licenseCountry: 'India', licenseIssueDate: '2015-05-01', isGoldenOpertunityCustomer: 'yes' }),
      male,
    );
    expect(body.studentDetails).not.toHaveProperty('licenseCountry');
    expect(body.studentDetails).not.toHaveProperty('licenseIssueDate');
    expect(body.isGoldenOpertunityCustomer).toBe(false);
  });

  it('a listed UAE licence of the required type becomes the licence (country UAE, its dates and emirate)', () => {
    const body = toPayload(answers({ hasUAELicense: 'yes', uaeLicences: [uaeLmv, blank], hasLicense: 'no' }), male);
    expect(body.studentDetails).toMatchObject({
      hasLicense: true,
      licenseCountry: UAE,
      licenseIssueDate: '2019-03-01',
      licenseExpiryDate: '2029-03-01',
      licenseEmirate: 'em-dubai',
      hasUAELicense: true,
      UAELicenseTypes: [uaeLmv],
    });
  });

  it('a licence issued in the UAE joins the UAE licence list as the required type', () => {
    const licence = {
      hasLicense: 'yes' as const,
      licenseCountry: UAE,
      licenseIssueDate: '2019-03-01',
      licenseExpiryDate: '2029-03-01',
      licenseEmirate: 'em-dubai',
    };
    const motorcycle = { ...uaeLmv, licenseTypeId: 'lt-motorcycle' };
    expect(toPayload(answers(licence), male).studentDetails).toMatchObject({
      hasUAELicense: true,
      UAELicenseTypes: [uaeLmv],
      licenseEmirate: 'em-dubai',
    });
    expect(toPayload(answers({ ...licence, hasUAELicense: 'yes', uaeLicences: [motorcycle] }), male).studentDetails.UAELicenseTypes).toEqual([
      motorcycle,
      uaeLmv,
    ]);
  });

  it('sends "add new category" only when the question shows', () => {
    const manual = { ...male, gearType: 'manual' };
    const listed = answers({ hasUAELicense: 'yes', uaeLicences: [uaeLmv], isEligibleForAddingNewCategory: 'yes' });
    expect(toPayload(listed, manual).isEligibleForAddingNewCategory).toBe(true);
    expect(toPayload(listed, male).isEligibleForAddingNewCategory).toBe(false);
    expect(toPayload(listed, { ...manual, isCorporate: true }).isEligibleForAddingNewCategory).toBe(false);
  });
});

describe('makePersonalDetailsSchema: the messages a person reads (R§5)', () => {
  const schema = makePersonalDetailsSchema({ now });
  const form = (over: Record<string, unknown> = {}) => ({
    ...answers(),
    uaeLicences: '[]',
    gender: 'male',
    requiredLicenseId: 'lt-lmv',
    gearType: 'automatic',
    ...over,
  });
  function errorsOf(values: Record<string, unknown>, t = tEn) {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const fields = issueFields(result.error, englishLabel);
    expect(Object.keys(fields)).toHaveLength(result.error.issues.length); // one message per field
    return Object.fromEntries(Object.entries(fields).map(([field, error]) => [field, fieldText(field, error, t)]));
  }

  it('accepts a complete form and reads the UAE list from its text', () => {
    const parsed = schema.parse(form({ hasUAELicense: 'yes', uaeLicences: JSON.stringify([uaeLmv]) }));
    expect(parsed.uaeLicences).toEqual([uaeLmv]);
    expect(errorsOf(form())).toEqual({});
  });

  it('says "{field} is required" for every required answer, the address by its label', () => {
    const empty = { address: '', latitude: '', longitude: '', nationality: '', occupation: '', visaProfession: '', hasLicense: '' };
    expect(errorsOf(form(empty))).toEqual({
      address: 'Address is required',
      nationality: 'Nationality is required',
      occupation: 'Occupation is required',
      visaProfession: 'Visa Profession is required',
      hasLicense: 'Driving License is required',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['occupation with digits', { occupation: 'Engineer 2' }, { occupation: 'Occupation is invalid' }],
    ['occupation with a hyphen', { occupation: 'Self-employed' }, {}],
    ['visa profession with a hyphen', { visaProfession: 'Part-time' }, { visaProfession: 'Visa Profession is invalid' }],
    ['Other without its text', { visaProfession: 'Other' }, { otherProfession: 'Other Profession is required' }],
    ['Other with digits', { visaProfession: 'Other', otherProfession: 'Chef 1' }, { otherProfession: 'Invalid Other Profession' }],
    ['Other with a slash', { visaProfession: 'Other', otherProfession: 'Chef/Cook' }, {}],
    ['Pilot without the cabin-crew answer', { visaProfession: 'Pilot' }, { isCabinCrewOrPilot: 'Cabin Crew or Pilot is required' }],
    ['Engineer: the cabin-crew question is skipped', { visaProfession: 'Engineer', isCabinCrewOrPilot: '' }, {}],
    ['an address typed but no place picked', { latitude: '' }, { address: 'Address is invalid' }],
    [
      'a licence without its details',
      { hasLicense: 'yes' },
      {
        licenseCountry: 'License Issuing Country is required',
        licenseIssueDate: 'License Issue Date is required',
        licenseExpiryDate: 'License Expiry Date is required',
      },
    ],
    [
      'a UAE licence without its emirate',
      { hasLicense: 'yes', licenseCountry: UAE, licenseIssueDate: '2020-01-01', licenseExpiryDate: '2030-01-01' },
      { licenseEmirate: 'License Emirate is required' },
    ],
    [
      'a licence issued tomorrow',
      { hasLicense: 'yes', licenseCountry: 'India', licenseIssueDate: '2025-07-16', licenseExpiryDate: '2030-01-01' },
      { licenseIssueDate: 'License Issue Date cannot be in the future' },
    ],
    [
      'a licence expiring before it was issued',
      { hasLicense: 'yes', licenseCountry: 'India', licenseIssueDate: '2020-01-01', licenseExpiryDate: '2019-01-01' },
      { licenseIssueDate: 'Issue date cannot be after the expiry date', licenseExpiryDate: 'Expiry date cannot be before the issue date' },
    ],
    [
      'a typed date (dd/MM/yyyy) is read',
      { hasLicense: 'yes', licenseCountry: 'India', licenseIssueDate: '01/02/2020', licenseExpiryDate: '01/02/2030' },
      {},
    ],
    [
      'UAE licence yes, none listed',
      { hasUAELicense: 'yes', uaeLicences: JSON.stringify([blank]) },
      { uaeLicences: 'Please add at least one UAE license' },
    ],
    [
      'a UAE licence missing its type',
      { hasUAELicense: 'yes', uaeLicences: JSON.stringify([{ ...uaeLmv, licenseTypeId: '' }]) },
      { uaeLicences: 'Please correct UAE license details' },
    ],
    ['the has-licence question hidden by a UAE licence', { hasLicense: '', hasUAELicense: 'yes', uaeLicences: JSON.stringify([uaeLmv]) }, {}],
    ['the emirate of a UAE national is optional', { nationality: UAE, emirate: '' }, {}],
  ])('%s', (_, over, errors) => expect(errorsOf(form(over))).toEqual(errors));

  it('speaks Arabic on /ar', () => {
    expect(errorsOf(form({ address: '', hasUAELicense: 'yes', uaeLicences: '[]' }), tAr)).toEqual({
      address: 'حقل العنوان مطلوب',
      uaeLicences: 'يرجى إضافة رخصة قيادة إماراتية واحدة على الأقل',
    });
  });
});

describe('upstream error paths → the form’s controls', () => {
  it.each([
    ['studentDetails.occupation', 'occupation'],
    ['nationality', 'nationality'],
    ['address.latitude', 'address'],
    ['studentDetails.UAELicenseTypes.1.licenseEmirate', 'uaeLicences'],
    ['studentDetails.licenseIssueDate', 'licenseIssueDate'],
    ['studentDetails.requiredLicenseId', 'studentDetails.requiredLicenseId'],
  ])('%s → %s', (path, field) => expect(personalDetailsField(path)).toBe(field));
});

jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { loginWithPassword } from '@/lib/auth/login';
import { savePersonalDetails } from '@/lib/onboarding/save-personal-details';
import { makePersonalDetailsSchema } from '@/lib/schemas/personal-details';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// Onboarding step 1 through its use case, against a scripted API: the body sent (R§3), the
// profile's facts winning over the browser's, and the API's refusals on the form's own fields.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

const PROFILE = '/user/v1/student/profile';
const SAVE = '/user/v1/student/personal-details';
const now = new Date('2025-07-14T21:00:00Z');
const profile = apiUser({
  gender: 'male',
  currentStage: 'personalDetails',
  studentDetails: { requiredLicenseId: 'lt-lmv', requiredLicenseCategory: 'LMV', gearType: 'manual' },
});

async function loggedIn() {
  upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: profile, token: 'tok-1' }));
  await loginWithPassword({ countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' });
  upstream.reply('GET', PROFILE, 200, envelope(profile));
}

// What the browser claims about itself (female, automatic) is not what the profile says.
const values = makePersonalDetailsSchema({ now }).parse({
  nationality: 'India',
  address: 'Al Quoz 1, Dubai',
  latitude: '25.1412',
  longitude: '55.2301',
  occupation: 'Engineer',
  visaProfession: 'Engineer',
  hasLicense: 'no',
  hasUAELicense: 'yes',
  uaeLicences: JSON.stringify([
    { licenseTypeId: 'lt-lmv', licenseEmirate: 'em-dubai', licenseIssueDate: '2019-03-01', licenseExpiryDate: '2029-03-01' },
  ]),
  hasNOCEnabled: 'yes',
  isEligibleForAddingNewCategory: 'yes',
  gender: 'female',
  requiredLicenseId: 'lt-other',
  gearType: 'automatic',
});

describe('savePersonalDetails (R§5, R§3)', () => {
  it('needs a logged-in student', async () => {
    expect(await savePersonalDetails(values, { now })).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(upstream.seen).toEqual([]);
  });

  it("sends the R§3 body with the profile's facts, the UAE licence copied into the licence fields", async () => {
    await loggedIn();
    upstream.reply('PUT', SAVE, 200, envelope({ userRecord: { ...profile, currentStage: 'courseDetails' } }, 'Saved'));
    expect(await savePersonalDetails(values, { now })).toMatchObject({ ok: true });
    const put = upstream.calls(SAVE)[0]!;
    expect(put.method).toBe('PUT');
    expect(put.headers.get('authorization')).toBe('Bearer tok-1');
    expect(put.body).toEqual({
      nationality: 'India',
      address: { address: 'Al Quoz 1, Dubai', latitude: '25.1412', longitude: '55.2301' },
      studentDetails: {
        occupation: 'Engineer',
        visaProfession: 'Engineer',
        isCabinCrewOrPilot: false,
        hasLicense: true,
        licenseCountry: 'United Arab Emirates',
        licenseIssueDate: '2019-03-01',
        licenseExpiryDate: '2029-03-01',
        licenseEmirate: 'em-dubai',
        isLicenseExpired: false,
        experienceInYears: 5.5,
        hasUAELicense: true,
        UAELicenseTypes: [{ licenseTypeId: 'lt-lmv', licenseEmirate: 'em-dubai', licenseIssueDate: '2019-03-01', licenseExpiryDate: '2029-03-01' }],
        requiredLicenseId: 'lt-lmv',
        requiredLicenseCategory: 'LMV',
        gearType: 'manual',
      },
      isGoldenOpertunityCustomer: false,
      isEligibleForAddingNewCategory: true,
    });
  });

  it("puts the API's field errors on the form's controls (a UAE licence entry's on the list)", async () => {
    await loggedIn();
    upstream.reply('PUT', SAVE, 400, {
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: {
        'studentDetails.occupation': { code: 'invalid', message: 'Occupation is invalid' },
        'studentDetails.UAELicenseTypes.0.licenseEmirate': { code: 'required', message: 'License emirate is required' },
      },
    });
    const result = await savePersonalDetails(values, { now });
    expect(result.ok ? null : Object.keys(result.error.fields ?? {}).sort()).toEqual(['occupation', 'uaeLicences']);
  });

  it('passes on stage_closed (already paid) as its code', async () => {
    await loggedIn();
    upstream.reply('PUT', SAVE, 409, { code: 'stage_closed', message: 'Personal details can no longer be changed' });
    expect(await savePersonalDetails(values, { now })).toMatchObject({
      ok: false,
      error: { status: 409, code: 'stage_closed', message: 'Personal details can no longer be changed' },
    });
  });
});

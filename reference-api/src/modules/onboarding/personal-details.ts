import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, emirates, licenseTypes, users, type StudentDetails } from '../../db/schema/index';
import { ApiError, invalidData } from '../../platform/errors';
import { fieldError, type FieldCode, type FieldErrors } from '../../platform/fields';
import type { UserRow } from '../session/guard';
import { ONBOARDING_ERRORS, ONBOARDING_LABELS, SERVICE_AREA, type PersonalDetailsInput } from './contract';

// PUT personal-details (R§5 "Personal details form"): the rules the form shows, checked again here
// with the database and the clock, then one conditional UPDATE that also moves the stage on. The
// browser's values for what only the API decides (licence, gear, the fixed values) are not trusted.

const UAE = 'United Arab Emirates';
const CREW = ['pilot', 'cabin crew'];
/** Stages in which personal details may still change: before any payment is under way. */
export const OPEN_STAGES = ['personalDetails', 'courseDetails', 'paymentFailed', 'courseSelection'] as const;

const dubaiToday = (now: number) => new Date(now + 4 * 3600_000).toISOString().slice(0, 10);
const validDate = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};
const inArea = (lat: number, lng: number) =>
  lat >= SERVICE_AREA.south && lat <= SERVICE_AREA.north && lng >= SERVICE_AREA.west && lng <= SERVICE_AREA.east;

export async function savePersonalDetails(db: Db, user: UserRow, input: PersonalDetailsInput, now: number): Promise<UserRow> {
  const fields: FieldErrors = {};
  const fail = (path: string, code: FieldCode) => void (fields[path] ??= fieldError(path, code, ONBOARDING_LABELS));
  const sd = input.studentDetails;
  const today = dubaiToday(now);

  const [country] = await db
    .select()
    .from(countries)
    .where(or(eq(countries.id, input.nationality), sql`lower(${countries.name}->>'en') = ${input.nationality.toLowerCase()}`))
    .limit(1);
  if (!country) fail('nationality', 'invalid');

  const lat = Number(input.address.latitude);
  const lng = Number(input.address.longitude);
  if (!inArea(lat, lng)) fail('address', 'outside_area');

  const emirateIds = new Set((await db.select({ id: emirates.id }).from(emirates)).map((e) => e.id));
  if (sd.emirate && !emirateIds.has(sd.emirate)) fail('studentDetails.emirate', 'invalid');

  // the cabin-crew question exists only for pilots and cabin crew (also typed under 'Other')
  const crew = CREW.includes(sd.visaProfession.toLowerCase());
  if (crew && sd.isCabinCrewOrPilot === undefined) fail('studentDetails.isCabinCrewOrPilot', 'required');

  // a licence held elsewhere: its country and dates
  const licence: Partial<StudentDetails> = {};
  if (sd.hasLicense) {
    const [licenceCountry] = sd.licenseCountry
      ? await db
          .select()
          .from(countries)
          .where(or(eq(countries.id, sd.licenseCountry), sql`lower(${countries.name}->>'en') = ${sd.licenseCountry.toLowerCase()}`))
          .limit(1)
      : [];
    if (!sd.licenseCountry) fail('studentDetails.licenseCountry', 'required');
    else if (!licenceCountry) fail('studentDetails.licenseCountry', 'invalid');
    checkDates(sd.licenseIssueDate, sd.licenseExpiryDate, today, 'studentDetails.licenseIssueDate', 'studentDetails.licenseExpiryDate', fail);
    const fromUae = licenceCountry?.name.en === UAE;
    if (fromUae && !sd.licenseEmirate) fail('studentDetails.licenseEmirate', 'required');
    else if (sd.licenseEmirate && !emirateIds.has(sd.licenseEmirate)) fail('studentDetails.licenseEmirate', 'invalid');
    Object.assign(licence, {
      licenseCountry: licenceCountry?.name.en,
      licenseIssueDate: sd.licenseIssueDate,
      licenseExpiryDate: sd.licenseExpiryDate,
      ...(fromUae ? { licenseEmirate: sd.licenseEmirate } : {}),
    });
  }

  // the UAE licence list: at least one when the learner says they hold one, each one complete
  const uaeLicences = sd.hasUAELicense ? (sd.UAELicenseTypes ?? []) : [];
  if (sd.hasUAELicense) {
    const typeIds = new Set(
      uaeLicences.length
        ? (
            await db
              .select({ id: licenseTypes.id })
              .from(licenseTypes)
              .where(
                inArray(
                  licenseTypes.id,
                  uaeLicences.map((l) => l.licenseTypeId),
                ),
              )
          ).map((r) => r.id)
        : [],
    );
    if (!uaeLicences.length) fail('studentDetails.UAELicenseTypes', 'uae_licence_required');
    const broken = uaeLicences.some(
      (l) =>
        !typeIds.has(l.licenseTypeId) ||
        !emirateIds.has(l.licenseEmirate) ||
        !validDate(l.licenseIssueDate) ||
        !validDate(l.licenseExpiryDate) ||
        l.licenseIssueDate > l.licenseExpiryDate ||
        l.licenseIssueDate > today,
    );
    if (broken) fail('studentDetails.UAELicenseTypes', 'uae_licence_details');
  }

  if (Object.keys(fields).length) throw invalidData(fields);

  const stored = user.studentDetails;
  const manual = stored.gearType === 'manual';
  const matchesRequired = uaeLicences.some((l) => l.licenseTypeId === stored.requiredLicenseId);
  const studentDetails: StudentDetails = {
    ...stored,
    ...(country?.name.en === UAE && sd.emirate ? { emirate: sd.emirate } : {}),
    occupation: sd.occupation,
    visaProfession: sd.visaProfession,
    isCabinCrewOrPilot: crew ? Boolean(sd.isCabinCrewOrPilot) : false,
    hasLicense: sd.hasLicense,
    ...licence,
    isLicenseExpired: false,
    experienceInYears: 5.5,
    hasUAELicense: Boolean(sd.hasUAELicense),
    UAELicenseTypes: uaeLicences,
    ...(user.gender === 'female' ? { hasNOCEnabled: Boolean(sd.hasNOCEnabled) } : {}),
  };
  if (!sd.hasLicense) for (const key of ['licenseCountry', 'licenseIssueDate', 'licenseExpiryDate', 'licenseEmirate']) delete studentDetails[key];
  if (user.gender !== 'female') delete studentDetails.hasNOCEnabled;

  // one statement: the stage moves on only from personalDetails, and nothing changes once paying began
  const [updated] = await db
    .update(users)
    .set({
      nationality: country!.name.en,
      address: { address: input.address.address, latitude: input.address.latitude, longitude: input.address.longitude },
      studentDetails,
      // 'no licence' resets the golden-opportunity flag (R§4)
      isGoldenOpertunityCustomer: sd.hasLicense ? Boolean(input.isGoldenOpertunityCustomer) : false,
      isEligibleForAddingNewCategory: manual && matchesRequired ? Boolean(input.isEligibleForAddingNewCategory) : false,
      currentStage: sql`case when ${users.currentStage} = 'personalDetails' then 'courseDetails' else ${users.currentStage} end`,
      updatedAt: new Date(now),
    })
    .where(and(eq(users.id, user.id), inArray(users.currentStage, [...OPEN_STAGES])))
    .returning();
  if (!updated) throw new ApiError(ONBOARDING_ERRORS.stage_closed);
  return updated;
}

function checkDates(
  issue: string | undefined,
  expiry: string | undefined,
  today: string,
  issuePath: string,
  expiryPath: string,
  fail: (path: string, code: FieldCode) => void,
) {
  if (!issue) fail(issuePath, 'required');
  else if (!validDate(issue)) fail(issuePath, 'invalid');
  else if (issue > today) fail(issuePath, 'date_future');
  if (!expiry) fail(expiryPath, 'required');
  else if (!validDate(expiry)) fail(expiryPath, 'invalid');
  if (issue && expiry && validDate(issue) && validDate(expiry) && issue > expiry) {
    fail(issuePath, 'issue_after_expiry');
    fail(expiryPath, 'expiry_before_issue');
  }
}

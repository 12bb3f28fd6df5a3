import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countries, languages, licenseTypes, trainingBranches, type StudentDetails } from '../../db/schema/index';
import { ApiError, GENERIC_ERRORS, invalidData } from '../../platform/errors';
import { fieldError, type FieldCode, type FieldErrors } from '../../platform/fields';
import { pgCode, pgConstraint } from '../../platform/http';
import { checkDob } from './age';
import { STUDENT_ERRORS, STUDENT_LABELS, type QuickRegisterInput } from './contract';

// Registration rules that need the database or the clock (R§5). A failure is 400 invalid_data with the
// first failing rule of each field; identifiers another account holds are left to the unique indexes.
export interface NormalisedRegistration {
  nationality: string;
  trainingBranchId: string;
  studentDetails: StudentDetails;
  emiratesId: string | null;
  phone: string;
}

const lowerEq = (expr: SQL, value: string) => sql`lower(${expr}) = ${value.toLowerCase()}`;
const DOB_CODES = { invalid: 'invalid', future: 'dob_future', tooYoung: 'minimum_age' } as const satisfies Record<string, FieldCode>;

/** The training branch (R§5: not the main branch unless it schedules training) and the lecture language. */
export async function checkBranchAndLanguage(
  db: Db,
  input: { trainingBranchId: string; language: string },
  fail: (path: string, code: FieldCode) => void,
) {
  const [[branch], [language]] = await Promise.all([
    db.select().from(trainingBranches).where(eq(trainingBranches.id, input.trainingBranchId)),
    db
      .select()
      .from(languages)
      .where(
        or(
          eq(languages.id, input.language),
          eq(languages.code, input.language.toLowerCase()),
          lowerEq(sql`${languages.name}->>'en'`, input.language),
        ),
      )
      .limit(1),
  ]);
  if (!branch || (branch.type === 'main_branch' && !branch.allowTrainingSchedule)) fail('trainingBranchId', 'unavailable');
  if (!language) fail('studentDetails.language', 'invalid');
  return { branch, language };
}

export async function checkRegistration(db: Db, input: QuickRegisterInput, now: number): Promise<NormalisedRegistration> {
  const fields: FieldErrors = {};
  const fail = (path: string, code: FieldCode) => void (fields[path] ??= fieldError(path, code, STUDENT_LABELS));
  const sd = input.studentDetails;

  const dobProblem = checkDob(input.dob, now);
  if (dobProblem) fail('dob', DOB_CODES[dobProblem]);

  // nationality: a country _id or its English/Arabic name; stored as the English name (the spec's values)
  const [country] = await db
    .select()
    .from(countries)
    .where(
      or(
        eq(countries.id, input.nationality),
        lowerEq(sql`${countries.name}->>'en'`, input.nationality),
        eq(sql`${countries.name}->>'ar'`, input.nationality),
      ),
    )
    .limit(1);
  if (!country) fail('nationality', 'invalid');
  const hasResidencyVisa = country?.iso2 === 'AE' ? false : sd.hasResidencyVisa; // UAE nationals answer No (R§4)
  if (country && !hasResidencyVisa && !country.isGcc) fail('studentDetails.hasResidencyVisa', 'residency_visa');

  const [licence] = await db.select().from(licenseTypes).where(eq(licenseTypes.id, sd.requiredLicenseId));
  if (!licence || !licence.isEnabledForRegistration) fail('studentDetails.requiredLicenseId', 'unavailable');
  else {
    if (!licence.gearTypes.includes(sd.gearType)) fail('studentDetails.gearType', 'unavailable');
    if (!licence.genders.includes(input.gender)) fail('gender', 'unavailable');
  }

  const { branch, language } = await checkBranchAndLanguage(db, { trainingBranchId: input.trainingBranchId, language: sd.language }, fail);

  if (Object.keys(fields).length) throw invalidData(fields);

  const { number, startingCode, countryCode } = input.phones.firstNumber;
  const emiratesId = sd.emiratesId ?? null;
  return {
    nationality: country!.name.en,
    trainingBranchId: branch!.id,
    emiratesId,
    phone: `${countryCode}${startingCode}${number}`,
    studentDetails: {
      ...sd,
      language: language!.id,
      hasResidencyVisa,
      requiredLicenseCategory: licence!.code,
      ...(emiratesId ? { emiratesId } : {}),
    },
  };
}

const taken = (path: string) => ({ [path]: fieldError(path, 'taken', STUDENT_LABELS) });

/**
 * The 409 a unique index raised on users, or null for any other error. The index decides (never a check
 * before the insert); `phone` is what a clash on the phone number means to the caller.
 */
export function userConflict(err: unknown, phone: ApiError): ApiError | null {
  if (pgCode(err) !== '23505') return null;
  switch (pgConstraint(err)) {
    case 'users_email_unique':
      return new ApiError(STUDENT_ERRORS.email_taken, { fields: { email: { code: 'taken', message: STUDENT_ERRORS.email_taken.message } } });
    case 'users_emirates_id_unique':
      return new ApiError(STUDENT_ERRORS.emirates_id_taken, {
        fields: { 'studentDetails.emiratesId': { code: 'taken', message: STUDENT_ERRORS.emirates_id_taken.message } },
      });
    case 'users_phone_unique':
      return phone;
    default:
      return new ApiError(GENERIC_ERRORS.conflict);
  }
}

export const phoneTaken = () => new ApiError(GENERIC_ERRORS.conflict, { fields: taken('phones.firstNumber.number') });

import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, languages, licenseTypes, trainingBranches, users, type StudentDetails } from '../db/schema';
import { ApiError, type ErrorMap } from '../errors';
import { checkDob } from './age';
import type { QuickRegisterInput } from './registration-schema';

// Registration rules that need the database or the clock (R§5). Failures answer 400 with an ErrorMap
// whose messages the portal shows as they are; duplicates answer 409.
export const MESSAGES = {
  tooYoung: 'You must be at least 17 and a half years old to proceed.',
  residency: 'You need to have residency Visa in UAE to register!',
  emiratesIdTaken: 'Emirates Id already exists',
  emailTaken: 'Email already exists',
  phoneTaken: 'Phone number already exists',
} as const;

export interface NormalisedRegistration {
  nationality: string;
  trainingBranchId: string;
  studentDetails: StudentDetails;
  emiratesId: string | null;
  phone: string;
}

const lowerEq = (expr: SQL, value: string) => sql`lower(${expr}) = ${value.toLowerCase()}`;

export async function checkRegistration(db: Db, input: QuickRegisterInput, now: number): Promise<NormalisedRegistration> {
  const errors: ErrorMap = {};
  const sd = input.studentDetails;

  const dobProblem = checkDob(input.dob, now);
  if (dobProblem === 'tooYoung') errors.dob = MESSAGES.tooYoung;
  else if (dobProblem) errors.dob = dobProblem === 'future' ? 'Date of birth cannot be in the future' : 'Date of birth is invalid';

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
  if (!country) errors.nationality = 'Nationality is invalid';
  const isUaeNational = country?.iso2 === 'AE';
  const hasResidencyVisa = isUaeNational ? false : sd.hasResidencyVisa; // UAE nationals answer No (R§4)
  if (country && !hasResidencyVisa && !country.isGcc) errors['studentDetails.hasResidencyVisa'] = MESSAGES.residency;

  const [licence] = await db.select().from(licenseTypes).where(eq(licenseTypes.id, sd.requiredLicenseId));
  if (!licence || !licence.isEnabledForRegistration) {
    errors['studentDetails.requiredLicenseId'] = 'Licence type is not available for registration';
  } else {
    if (!licence.gearTypes.includes(sd.gearType)) errors['studentDetails.gearType'] = 'Gear type is not available for this licence type';
    if (!licence.genders.includes(input.gender)) errors.gender = 'Gender is not available for this licence type';
  }

  const [branch] = await db.select().from(trainingBranches).where(eq(trainingBranches.id, input.trainingBranchId));
  if (!branch || (branch.type === 'main_branch' && !branch.allowTrainingSchedule)) {
    errors.trainingBranchId = 'Training branch is not available';
  }

  const [language] = await db
    .select()
    .from(languages)
    .where(or(eq(languages.id, sd.language), eq(languages.code, sd.language.toLowerCase()), lowerEq(sql`${languages.name}->>'en'`, sd.language)))
    .limit(1);
  if (!language) errors['studentDetails.language'] = 'Language is invalid';

  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, errors);

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

/** 409 naming every identifier another account already holds (excluding `selfId`). */
export async function assertUnique(db: Db, ids: { email?: string; phone: string; emiratesId: string | null }, selfId?: string): Promise<void> {
  const clash = [eq(users.phone, ids.phone)];
  if (ids.email) clash.push(eq(users.email, ids.email));
  if (ids.emiratesId) clash.push(eq(users.emiratesId, ids.emiratesId));
  const rows = await db
    .select({ email: users.email, phone: users.phone, emiratesId: users.emiratesId })
    .from(users)
    .where(and(or(...clash), selfId ? ne(users.id, selfId) : undefined));
  throwIfTaken({
    emiratesId: !!ids.emiratesId && rows.some((r) => r.emiratesId === ids.emiratesId),
    email: !!ids.email && rows.some((r) => r.email === ids.email),
    number: rows.some((r) => r.phone === ids.phone),
  });
}

export function throwIfTaken(taken: { emiratesId?: boolean; email?: boolean; number?: boolean }): void {
  const errors: ErrorMap = {};
  if (taken.emiratesId) errors.emiratesId = MESSAGES.emiratesIdTaken;
  if (taken.email) errors.email = MESSAGES.emailTaken;
  if (taken.number) errors.number = MESSAGES.phoneTaken;
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(409, first, errors);
}

/** A unique-violation that slipped past assertUnique (two sign-ups racing) → the same 409. */
export function rethrowUniqueViolation(err: unknown): never {
  const cause = (err as { cause?: { code?: string; constraint?: string } })?.cause;
  if (cause?.code === '23505') {
    throwIfTaken({
      emiratesId: cause.constraint === 'users_emirates_id_unique',
      email: cause.constraint === 'users_email_unique',
      number: cause.constraint === 'users_phone_unique',
    });
  }
  throw err;
}

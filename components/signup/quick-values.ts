import type { SignupFormValues } from './form-values';
import type { LicenceOption, Option } from './signup-options';
import { COUNTRY_CODE, DEFAULT_STARTING_CODE, isStartingCode } from '@/lib/domain/phone';
import type { Profile } from '@/lib/upstream/schemas/user';

// R§2 quick sign-up: the form prefilled from the pre-registered profile. The sign-up form's
// value shape is reused (its password fields stay empty and are never sent).

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const yesNo = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : '');

/** Only values the dropdowns offer survive, so the form never shows a choice it cannot send. */
const offered = (value: string, options: readonly Option[]) => (options.some((o) => o.value === value) ? value : '');

export function quickSignupValues(
  profile: Pick<Profile, 'name' | 'email' | 'phones' | 'gender' | 'dob' | 'nationality' | 'studentDetails'>,
  lookups: { licences: readonly LicenceOption[]; countries: readonly Option[]; languages: readonly Option[] },
): SignupFormValues {
  const details = profile.studentDetails;
  const phone = profile.phones.firstNumber;
  const licence = lookups.licences.find((l) => l.value === text(details.requiredLicenseId));
  const gearType = text(details.gearType);
  return {
    fullName: profile.name,
    countryCode: COUNTRY_CODE,
    startingCode: isStartingCode(phone.startingCode) ? phone.startingCode : DEFAULT_STARTING_CODE,
    number: phone.number,
    email: profile.email,
    password: '',
    confirmPassword: '',
    licenseTypeId: licence?.value ?? '',
    licenseCategory: licence?.code ?? text(details.requiredLicenseCategory),
    gearType: licence && (licence.gearTypes as string[]).includes(gearType) ? gearType : '',
    gender: profile.gender ?? '',
    dob: profile.dob ?? '',
    language: offered(text(details.language), lookups.languages),
    hasResidencyVisa: yesNo(details.hasResidencyVisa),
    hasGoldenVisa: yesNo(details.hasGoldenVisa),
    nationality: offered(profile.nationality ?? '', lookups.countries),
    trainingBranchId: '',
    emiratesId: text(details.emiratesId),
  };
}

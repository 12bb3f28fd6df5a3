import { COUNTRY_CODE, DEFAULT_STARTING_CODE, isStartingCode, normalisePhoneNumber } from '@/lib/domain/phone';
import type { LicenceOption } from './signup-options';

// The sign-up form's raw values: every control holds a string ('' = nothing chosen yet). The
// shared signup schema turns them into SignupValues on submit, in the browser and in the BFF.

export interface SignupFormValues {
  fullName: string;
  countryCode: string;
  startingCode: string;
  number: string;
  email: string;
  password: string;
  confirmPassword: string;
  licenseTypeId: string;
  licenseCategory: string;
  gearType: string;
  gender: string;
  dob: string;
  language: string;
  hasResidencyVisa: string;
  hasGoldenVisa: string;
  nationality: string;
  trainingBranchId: string;
  emiratesId: string;
}

export type SignupField = keyof SignupFormValues;

/** R§3 defaults: country code 971, starting code 50, gender male. */
export const EMPTY_SIGNUP: SignupFormValues = {
  fullName: '',
  countryCode: COUNTRY_CODE,
  startingCode: DEFAULT_STARTING_CODE,
  number: '',
  email: '',
  password: '',
  confirmPassword: '',
  licenseTypeId: '',
  licenseCategory: '',
  gearType: '',
  gender: 'male',
  dob: '',
  language: '',
  hasResidencyVisa: '',
  hasGoldenVisa: '',
  nationality: '',
  trainingBranchId: '',
  emiratesId: '',
};

export const SIGNUP_FIELDS = Object.keys(EMPTY_SIGNUP) as SignupField[];

export interface SignupQuery {
  vehicleType?: string | string[] | undefined;
  startingCode?: string | string[] | undefined;
  number?: string | string[] | undefined;
  /** Back from the code screen: the e-mail or Emirates ID the account was refused for (R§8). */
  taken?: string | string[] | undefined;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * R§2: the query string may carry vehicleType (a licence type id), startingCode and number.
 * Values that do not fit (a licence not offered, an unknown code) are ignored.
 */
export function initialSignupValues(query: SignupQuery, licences: readonly LicenceOption[]): SignupFormValues {
  const values = { ...EMPTY_SIGNUP };
  const licence = licences.find((l) => l.value === first(query.vehicleType));
  if (licence) {
    values.licenseTypeId = licence.value;
    values.licenseCategory = licence.code;
    if (!(licence.genders as string[]).includes(values.gender)) values.gender = '';
  }
  const code = first(query.startingCode).replace(/^0+/, '');
  if (isStartingCode(code)) values.startingCode = code;
  const number = normalisePhoneNumber(first(query.number));
  if (number) values.number = number;
  return values;
}

/** The fields a sign-up link prefilled (they differ from the empty form): a draft must not undo them. */
export function prefilledFields(values: SignupFormValues): SignupField[] {
  return SIGNUP_FIELDS.filter((name) => values[name] !== EMPTY_SIGNUP[name]);
}

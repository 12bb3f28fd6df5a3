import { toNumberCode } from '@/lib/domain/phone';
import type { GEAR_TYPES, GENDERS } from '@/lib/domain/licence';
import type { QuickSignupValues, SignupValues } from '@/lib/schemas/signup';

// R§3's registration and quick-register payloads, built from the sign-up form's values (issue 23:
// lib/upstream is the one place that knows the centre's names). The form keeps its own names
// (lib/schemas/signup.ts); these builders and the field map back from the API's names are the adapter's.
// Values the spec fixes: `numberType: 'home'`, `isPrimary: true`, `registrationPlatform: 'web'`.

export interface FirstNumber {
  countryCode: string;
  startingCode: string;
  numberType: 'home';
  number: string;
  NumberCode: string;
  isPrimary: true;
}

export interface QuickRegisterPayload {
  gender: (typeof GENDERS)[number];
  name: string;
  email: string;
  nationality: string;
  dob: string;
  phones: { firstNumber: FirstNumber };
  studentDetails: {
    gearType: (typeof GEAR_TYPES)[number];
    language: string;
    hasResidencyVisa: boolean;
    hasGoldenVisa: boolean;
    requiredLicenseId: string;
    requiredLicenseCategory: string;
    emiratesId?: string;
    emiratesIdDetails?: { id: string };
  };
  trainingBranchId: string;
}

export interface RegistrationPayload extends QuickRegisterPayload {
  password: string;
  registrationPlatform: 'web';
}

/** R§3 quick-register payload (PUT /user/v1/student/pre-register). */
export function toQuickRegisterPayload(values: QuickSignupValues): QuickRegisterPayload {
  const { countryCode, startingCode, number } = values;
  return {
    gender: values.gender,
    name: values.fullName,
    email: values.email,
    nationality: values.nationality,
    dob: values.dob,
    phones: {
      firstNumber: {
        countryCode,
        startingCode,
        numberType: 'home',
        number,
        NumberCode: toNumberCode({ countryCode, startingCode, number }),
        isPrimary: true,
      },
    },
    studentDetails: {
      gearType: values.gearType,
      language: values.language,
      hasResidencyVisa: values.hasResidencyVisa === 'yes',
      hasGoldenVisa: values.hasGoldenVisa === 'yes',
      requiredLicenseId: values.licenseTypeId,
      requiredLicenseCategory: values.licenseCategory ?? '',
      ...(values.emiratesId ? { emiratesId: values.emiratesId, emiratesIdDetails: { id: values.emiratesId } } : {}),
    },
    trainingBranchId: values.trainingBranchId,
  };
}

/** R§3 registration payload (POST /user/v1/auth/signup). confirmPassword is not sent. */
export function toRegistrationPayload(values: SignupValues): RegistrationPayload {
  return { ...toQuickRegisterPayload(values), password: values.password, registrationPlatform: 'web' };
}

/** The API's name for each sign-up field (R§3 payload paths) → the form's control. */
export const SIGNUP_API_FIELDS: Readonly<Record<string, string>> = {
  name: 'fullName',
  'phones.firstNumber': 'number',
  'phones.firstNumber.number': 'number',
  'phones.firstNumber.startingCode': 'number',
  'phones.firstNumber.countryCode': 'number',
  'studentDetails.gearType': 'gearType',
  'studentDetails.language': 'language',
  'studentDetails.hasResidencyVisa': 'hasResidencyVisa',
  'studentDetails.hasGoldenVisa': 'hasGoldenVisa',
  'studentDetails.requiredLicenseId': 'licenseTypeId',
  'studentDetails.requiredLicenseCategory': 'licenseTypeId',
  'studentDetails.emiratesId': 'emiratesId',
  'studentDetails.emiratesIdDetails.id': 'emiratesId',
};

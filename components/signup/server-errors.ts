import { formErrors, humaniseField, readEnvelope } from '@/lib/errors';
import { msg } from '@/lib/schemas/messages';
import { SIGNUP_FIELDS, type SignupField } from './form-values';

// R§5 last bullet: what the sign-up API's error answer does to the form. The API names fields
// after the registration payload (name, phones.firstNumber.number, studentDetails.gearType …);
// the form after its controls. lib/errors applies the spec's rules once the names agree.

const SERVER_TO_FORM: Record<string, SignupField> = {
  name: 'fullName',
  phone: 'number',
  phones: 'number',
  'phones.firstNumber': 'number',
  'phones.firstNumber.number': 'number',
  'phones.firstNumber.startingCode': 'number',
  'phones.firstNumber.countryCode': 'number',
  startingCode: 'number',
  countryCode: 'number',
  'studentDetails.gearType': 'gearType',
  'studentDetails.language': 'language',
  'studentDetails.hasResidencyVisa': 'hasResidencyVisa',
  'studentDetails.hasGoldenVisa': 'hasGoldenVisa',
  'studentDetails.requiredLicenseId': 'licenseTypeId',
  'studentDetails.requiredLicenseCategory': 'licenseTypeId',
  'studentDetails.emiratesId': 'emiratesId',
  'studentDetails.emiratesIdDetails': 'emiratesId',
  'studentDetails.emiratesIdDetails.id': 'emiratesId',
  licenseCategory: 'licenseTypeId',
};

/** The label key (messages `fields.*`) of a form field, for 'Invalid {field name}'. */
const LABEL_KEY: Partial<Record<SignupField, string>> = {
  number: 'phone',
  licenseTypeId: 'licenseType',
  hasResidencyVisa: 'residencyVisa',
  hasGoldenVisa: 'goldenVisa',
  trainingBranchId: 'trainingBranch',
};

/** Fields without a control of their own: their errors become toasts. */
const SHOWN_FIELDS = SIGNUP_FIELDS.filter((f) => f !== 'emiratesId' && f !== 'licenseCategory' && f !== 'countryCode');

export const EMIRATES_ID_TAKEN = 'Emirates Id already exists';

function toFormField(serverField: string): string {
  if (SERVER_TO_FORM[serverField]) return SERVER_TO_FORM[serverField];
  if ((SIGNUP_FIELDS as string[]).includes(serverField)) return serverField;
  const last = serverField.split('.').pop() ?? serverField;
  return (SIGNUP_FIELDS as string[]).includes(last) ? last : serverField;
}

export interface SignupServerErrors {
  /** field → an encoded message (list) or the server's text (map). */
  fieldErrors: Partial<Record<SignupField, string>>;
  /** Error toasts: the map's messages, unknown fields, or the envelope's fallback. */
  toasts: string[];
  /** 'Emirates Id already exists': the form drops the ID read from the card. */
  emiratesIdTaken: boolean;
  /** No list and no map: the caller falls back to the global handler's text. */
  unstructured: boolean;
}

export function signupServerErrors(body: unknown): SignupServerErrors {
  const { message, list, map } = readEnvelope(body);
  const emiratesIdTaken =
    message === EMIRATES_ID_TAKEN || Object.values(map ?? {}).includes(EMIRATES_ID_TAKEN) || Boolean(map && 'emiratesId' in map);
  if (!list?.length && !map) return { fieldErrors: {}, toasts: [], emiratesIdTaken, unstructured: true };

  const renamed = list?.length
    ? { errors: list.map((item) => ({ ...item, field: toFormField(item.field) })) }
    : { errors: Object.fromEntries(Object.entries(map ?? {}).map(([field, text]) => [toFormField(field), text])) };
  const result = formErrors(renamed, { fields: SHOWN_FIELDS, label: humaniseField });

  const fieldErrors: Partial<Record<SignupField, string>> = {};
  for (const [field, text] of Object.entries(result.fieldErrors) as [SignupField, string][]) {
    // A list error reads 'Invalid {field name}' in the page's language (validation.serverInvalid).
    fieldErrors[field] = list?.length ? msg.serverInvalid(LABEL_KEY[field] ?? field) : text;
  }
  return { fieldErrors, toasts: result.toasts, emiratesIdTaken, unstructured: false };
}

import type { SignupFormValues } from '@/components/signup/form-values';

// What the quick sign-up's browser code needs of its values: the controls, the choices and one
// text rule. Kept apart from quick-values.ts (the server's prefill), whose phone rules would
// bring libphonenumber into the page's first load.

/** lib/schemas/signup's GEAR_TYPES and GENDERS, repeated so the page's client code stays free of zod. */
export const QUICK_GEAR_TYPES = ['automatic', 'manual'] as const;
export const QUICK_GENDERS = ['male', 'female'] as const;

/** The controls of the quick form, in screen order (the first with an error gets the focus). */
export const QUICK_FIELDS = [
  'fullName',
  'countryCode',
  'startingCode',
  'number',
  'email',
  'dob',
  'nationality',
  'hasResidencyVisa',
  'hasGoldenVisa',
  'licenseTypeId',
  'licenseCategory',
  'gearType',
  'gender',
  'language',
  'trainingBranchId',
  'emiratesId',
] as const satisfies readonly (keyof SignupFormValues)[];

export type QuickField = (typeof QUICK_FIELDS)[number];

/** What the BFF receives: the quick form's controls (no password, no platform). */
export type QuickSignupBody = Record<QuickField, string>;

/** A server error prefixed '2 UNKNOWN:' loses the prefix (R§8, quick-register ID upload). */
export function stripUnknownPrefix(message: string): string {
  return message.replace(/^\s*2 UNKNOWN:\s*/, '');
}

import type { SignupFormValues } from './form-values';

// The shapes shared by the sign-up form and the (lazy) Emirates ID dialog. No imports with
// weight: this module is part of the page's first load, the reading and mapping are not.

export interface EidResult {
  name: string;
  /** YYYY-MM-DD */
  dob: string;
  /** English country name. */
  nationality: string;
  /** 'M', 'F' (or anything else, read as female); '' when not read. */
  gender: string;
  eidNumber: string;
}

/** The fields 'Cancel' (and a failed read) clears: name, dob, nationality and gender (and the ID). */
export const EID_FORM_FIELDS = ['fullName', 'dob', 'nationality', 'gender', 'emiratesId'] as const;
export type EidFormPatch = Partial<Pick<SignupFormValues, (typeof EID_FORM_FIELDS)[number]>>;

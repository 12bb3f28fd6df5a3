import * as z from 'zod';
import { EMIRATES_ID_PATTERN, isIdImage } from '@/lib/domain/emirates-id';
import { breaksResidencyRule } from '@/lib/domain/nationality';
import { msg } from './messages';
import { choice, crossCheck, crossChecks, matches, optionalText, text } from './rules';
import {
  confirmPasswordField,
  dobField,
  emailField,
  fullNameField,
  passwordField,
  passwordMatchCheck,
  phoneCheck,
  phoneFields,
  yesNo,
} from './fields';

import { GEAR_TYPES, GENDERS } from '@/lib/domain/licence';

const residencyCheck = crossCheck({
  path: 'hasResidencyVisa',
  needs: ['nationality'],
  test: (v) => !breaksResidencyRule({ nationality: v.nationality, hasResidencyVisa: v.hasResidencyVisa === 'yes' }),
  message: msg.residencyVisa(),
});

/** Fields shared by the full sign-up and the quick (pre-registered) one. */
function profileFields({ now }: { now: Date }) {
  return {
    fullName: fullNameField,
    ...phoneFields,
    email: emailField,
    licenseTypeId: text('licenseType'),
    /** The chosen licence type's code, set by the form when a type is picked. */
    licenseCategory: optionalText(),
    gearType: choice('gearType', GEAR_TYPES),
    gender: choice('gender', GENDERS),
    dob: dobField({ now }),
    language: text('language'),
    hasResidencyVisa: yesNo('residencyVisa'),
    hasGoldenVisa: yesNo('goldenVisa'),
    /** The country's English name, e.g. 'United Arab Emirates'. */
    nationality: text('nationality'),
    trainingBranchId: text('trainingBranch'),
    /** Filled from a read Emirates ID; optional. */
    emiratesId: optionalText(matches(EMIRATES_ID_PATTERN, msg.invalid('emiratesId'))),
  };
}

/** R§5 sign-up form. `now` decides the 17.5-year rule, so the factory takes it. */
export function makeSignupSchema({ now }: { now: Date }) {
  return z
    .object({ ...profileFields({ now }), password: passwordField, confirmPassword: confirmPasswordField })
    .check(crossChecks([phoneCheck, passwordMatchCheck, residencyCheck]));
}

/** R§2 quick sign-up: the same profile without password. */
export function makeQuickSignupSchema({ now }: { now: Date }) {
  return z.object(profileFields({ now })).check(crossChecks([phoneCheck, residencyCheck]));
}

export type SignupValues = z.output<ReturnType<typeof makeSignupSchema>>;
export type QuickSignupValues = z.output<ReturnType<typeof makeQuickSignupSchema>>;

/** R§5: the Emirates ID picture (the upload panel and the BFF's multipart check). */
export const emiratesIdImageSchema = z.custom<{ name: string; type: string }>(
  (file) =>
    typeof file === 'object' &&
    file !== null &&
    typeof (file as { name?: unknown }).name === 'string' &&
    typeof (file as { type?: unknown }).type === 'string' &&
    isIdImage(file as { name: string; type: string }),
  { error: msg.imageFile() },
);

/** The label (messages `fields.*`) of each sign-up control whose name is not its label's. */
export const SIGNUP_FIELD_LABELS: Readonly<Record<string, string>> = {
  number: 'phone',
  licenseTypeId: 'licenseType',
  hasResidencyVisa: 'residencyVisa',
  hasGoldenVisa: 'goldenVisa',
  trainingBranchId: 'trainingBranch',
};

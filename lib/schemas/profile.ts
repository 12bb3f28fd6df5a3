import * as z from 'zod';
import { emailField, fullNameField } from './fields';
import { text } from './rules';

// Editing a profile (D§ My account): what a registered learner may change, with the sign-up's own
// field rules (the same field schemas, so the same messages).
export const editProfileSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  language: text('language'),
  trainingBranchId: text('trainingBranch'),
});

export type EditProfileValues = z.output<typeof editProfileSchema>;

import { z } from 'zod';
import { aedAsFils } from '../money';

// The public user shape (contract "Auth and sign-up"). Fields the portal relies on are strict;
// studentDetails is an open bag the onboarding screens read piecemeal.

export const currentStageSchema = z.enum([
  'personalDetails',
  'courseDetails',
  'paymentFailed',
  'courseSelection',
  'paymentConfirmation',
  'homeScreen',
]);

export const phoneSchema = z.object({
  countryCode: z.string(),
  startingCode: z.string(),
  number: z.string(),
  numberType: z.string().optional(),
  NumberCode: z.string().optional(),
  isPrimary: z.boolean().optional(),
});

export const userSchema = z.object({
  _id: z.string(),
  studentId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phones: z.object({ firstNumber: phoneSchema }),
  roles: z.array(z.string()),
  gender: z.enum(['male', 'female']).nullable(),
  dob: z.string().nullable(),
  nationality: z.string().nullable(),
  currentStage: currentStageSchema,
  isPreRegisteredUser: z.boolean(),
  /** R§3: AED on the wire, read into integer fils here (docs/api-contract.md row 2.10) */
  walletAmount: aedAsFils,
  avatarUrl: z.string().nullable(),
  trainingBranchId: z.string().nullable().optional(),
  studentDetails: z.record(z.string(), z.unknown()),
});

export const profileSchema = userSchema.extend({ pendingErpLog: z.unknown().optional() });

export type CurrentStage = z.infer<typeof currentStageSchema>;
export type User = z.infer<typeof userSchema>;
export type Profile = z.infer<typeof profileSchema>;

import { z } from 'zod';
import type { users } from '../db/schema';

// The public shape of a user (contract "User"): never a hash, a token or an internal flag.
type UserRow = typeof users.$inferSelect;

export const STAGES = ['personalDetails', 'courseDetails', 'paymentFailed', 'courseSelection', 'paymentConfirmation', 'homeScreen'] as const;
export const ROLES = ['student', 'customer_service_rep', 'salesman', 'cashier', 'admin'] as const;

export const publicUserSchema = z
  .object({
    _id: z.string(),
    studentId: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    phones: z.object({
      firstNumber: z.object({
        countryCode: z.string(),
        startingCode: z.string(),
        number: z.string(),
        numberType: z.string(),
        NumberCode: z.string(),
        isPrimary: z.boolean(),
      }),
    }),
    roles: z.array(z.string()),
    gender: z.enum(['male', 'female']).nullable(),
    dob: z.string().nullable(),
    nationality: z.string().nullable(),
    trainingBranchId: z.string().nullable(),
    currentStage: z.enum(STAGES),
    isPreRegisteredUser: z.boolean(),
    walletAmount: z.number(),
    avatarUrl: z.string().nullable(),
    studentDetails: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'User' });

export type PublicUser = z.output<typeof publicUserSchema>;

export function toPublicUser(u: UserRow): PublicUser {
  return {
    _id: u.id,
    studentId: u.studentId,
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerified,
    phoneVerified: u.phoneVerified,
    phones: {
      firstNumber: {
        countryCode: u.countryCode,
        startingCode: u.startingCode,
        number: u.number,
        numberType: 'home',
        NumberCode: u.phone,
        isPrimary: true,
      },
    },
    roles: u.roles,
    gender: u.gender ?? null,
    dob: u.dob,
    nationality: u.nationality,
    trainingBranchId: u.trainingBranchId,
    currentStage: (STAGES as readonly string[]).includes(u.currentStage) ? (u.currentStage as PublicUser['currentStage']) : 'personalDetails',
    isPreRegisteredUser: u.isPreRegisteredUser,
    walletAmount: u.walletAmount,
    avatarUrl: u.avatarUrl,
    studentDetails: u.studentDetails,
  };
}

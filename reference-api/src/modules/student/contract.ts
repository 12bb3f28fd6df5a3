import { z } from 'zod';
import type { users } from '../../db/schema/index';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';
import { aedOf } from '../money/format';
import { STARTING_CODES } from '../../platform/phone';

// The student's contract: the registration payload of R§3 with its field rules (R§5; zod messages are
// field codes, see platform/fields.ts), the public user shape, and the domain's error codes.
export const STUDENT_ERRORS = defineErrors({
  not_pre_registered: [403, 'Only pre-registered users can complete quick registration'],
  email_taken: [409, 'Email already exists'],
  emirates_id_taken: [409, 'Emirates Id already exists'],
});

/** Labels of the fields the API validates, as R§5's messages name them. */
export const STUDENT_LABELS: Labels = {
  name: 'Full name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  gender: 'Gender',
  dob: 'Date of birth',
  nationality: 'Nationality',
  trainingBranchId: 'Training branch',
  registrationPlatform: 'Registration platform',
  phones: 'Phone number',
  'phones.firstNumber': 'Phone number',
  'phones.firstNumber.countryCode': 'Country code',
  'phones.firstNumber.startingCode': 'Starting code',
  'phones.firstNumber.number': 'Phone number',
  studentDetails: 'Student details',
  'studentDetails.gearType': 'Gear type',
  'studentDetails.language': 'Language',
  'studentDetails.hasResidencyVisa': 'Residency visa',
  'studentDetails.hasGoldenVisa': 'Golden visa',
  'studentDetails.requiredLicenseId': 'Licence type',
  'studentDetails.requiredLicenseCategory': 'Licence category',
  'studentDetails.emiratesId': 'Emirates ID',
};

export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#^~])[A-Za-z\d@$!%*?&#^~]{12,16}$/;
export const passwordSchema = z.string().max(128, 'password_rule').regex(PASSWORD_RE, 'password_rule');

const digitString = z.union([z.string().trim(), z.number().int().nonnegative()]).transform(String);
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const phoneInputSchema = z.object({
  countryCode: digitString.pipe(z.literal('971')),
  startingCode: digitString.pipe(z.enum(STARTING_CODES)),
  number: digitString.pipe(z.string().length(7).regex(/^\d+$/)),
  numberType: z.string().max(20).optional(),
  NumberCode: z.union([z.string().max(32), z.number()]).optional(),
  isPrimary: z.boolean().optional(),
});

/** 784-YYYY-NNNNNNN-N; accepted with or without dashes, stored with them */
const emiratesIdSchema = z
  .string()
  .trim()
  .max(32)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^784\d{12}$/))
  .transform((d) => `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7, 14)}-${d.slice(14)}`);

const studentDetailsSchema = z.object({
  gearType: z.preprocess(lower, z.enum(['automatic', 'manual'])),
  language: z.string().trim().min(1).max(100),
  hasResidencyVisa: z.boolean(),
  hasGoldenVisa: z.boolean(),
  requiredLicenseId: z.string().trim().min(1).max(100),
  requiredLicenseCategory: z.string().trim().max(100).optional(),
  emiratesId: z.preprocess((v) => (v === '' || v === null ? undefined : v), emiratesIdSchema.optional()),
  emiratesIdDetails: z
    .object({ id: z.string().max(100).optional() })
    .loose()
    .optional(),
});

export const quickRegisterSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\p{L}\p{M}]+( +[\p{L}\p{M}]+)*$/u)
    .transform((v) => v.replace(/ +/g, ' ')),
  email: z.preprocess(lower, z.email().max(254)),
  gender: z.preprocess(lower, z.enum(['male', 'female'])),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  nationality: z.string().trim().min(1).max(100),
  phones: z.object({ firstNumber: phoneInputSchema }),
  studentDetails: studentDetailsSchema,
  trainingBranchId: z.string().trim().min(1).max(100),
});

/** What a registered learner may change (D§ My account, edit profile), with the sign-up's rules. */
export const editProfileSchema = z.object({
  name: quickRegisterSchema.shape.name,
  email: quickRegisterSchema.shape.email,
  studentDetails: z.object({ language: studentDetailsSchema.shape.language }),
  trainingBranchId: quickRegisterSchema.shape.trainingBranchId,
});
export type EditProfileInput = z.infer<typeof editProfileSchema>;

export const registrationSchema = quickRegisterSchema.extend({
  password: passwordSchema,
  confirmPassword: z.string().max(128).optional(),
  registrationPlatform: z.literal('web').optional(),
});

export type QuickRegisterInput = z.output<typeof quickRegisterSchema>;
export type RegistrationInput = z.output<typeof registrationSchema>;

// ── the public user (contract "User"): never a hash, a token or an internal flag ──────────────────────
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
    /** R§3: the learner's wallet in AED (kept in fils inside the API) */
    walletAmount: z.number().nonnegative(),
    avatarUrl: z.string().nullable(),
    address: z.object({ address: z.string(), latitude: z.string(), longitude: z.string() }).nullable(),
    isGoldenOpertunityCustomer: z.boolean(),
    isEligibleForAddingNewCategory: z.boolean(),
    studentDetails: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'User' });

export type PublicUser = z.output<typeof publicUserSchema>;
export const profileSchema = publicUserSchema.extend({ pendingErpLog: z.unknown().nullable() });

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
    walletAmount: aedOf(u.walletAmount),
    avatarUrl: u.avatarUrl,
    address: u.address ?? null,
    isGoldenOpertunityCustomer: u.isGoldenOpertunityCustomer,
    isEligibleForAddingNewCategory: u.isEligibleForAddingNewCategory,
    studentDetails: u.studentDetails,
  };
}

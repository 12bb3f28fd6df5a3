import { z } from 'zod';
import { STARTING_CODES } from './phone';

// The registration payload of R§3 and its field rules (R§5). Shape errors answer 400 ErrorList;
// the rules that need the database or the clock live in registration-rules.ts (400 ErrorMap).
export const PASSWORD_MESSAGE = 'Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character';
export const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#^~])[A-Za-z\d@$!%*?&#^~]{12,16}$/;
export const passwordSchema = z.string().max(128).regex(PASSWORD_RE, PASSWORD_MESSAGE);

const digitString = z.union([z.string().trim(), z.number().int().nonnegative()]).transform(String);
const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const phoneInputSchema = z.object({
  countryCode: digitString.pipe(z.literal('971', 'Country code should be 971')),
  startingCode: digitString.pipe(z.enum(STARTING_CODES, 'Starting code is invalid')),
  number: digitString.pipe(z.string().regex(/^\d{7}$/, 'Phone number should have exact 7 letters.')),
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
  .pipe(z.string().regex(/^784\d{12}$/, 'Emirates ID is invalid'))
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
    .min(1, 'Full name is required')
    .max(100)
    .regex(/^[\p{L}\p{M}]+( +[\p{L}\p{M}]+)*$/u, 'Full name is invalid')
    .transform((v) => v.replace(/ +/g, ' ')),
  email: z.preprocess(lower, z.email('Email is invalid').max(254)),
  gender: z.preprocess(lower, z.enum(['male', 'female'])),
  dob: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date of birth is invalid'),
  nationality: z.string().trim().min(1, 'Nationality is required').max(100),
  phones: z.object({ firstNumber: phoneInputSchema }),
  studentDetails: studentDetailsSchema,
  trainingBranchId: z.string().trim().min(1).max(100),
});

export const registrationSchema = quickRegisterSchema.extend({
  password: passwordSchema,
  confirmPassword: z.string().max(128).optional(),
  registrationPlatform: z.literal('web').optional(),
});

export type QuickRegisterInput = z.output<typeof quickRegisterSchema>;
export type RegistrationInput = z.output<typeof registrationSchema>;

import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type LocalisedName = { en: string; ar: string };
export type GearType = 'automatic' | 'manual';
export type Gender = 'male' | 'female';

const name = () => jsonb('name').$type<LocalisedName>().notNull();
const sortOrder = () => integer('sort_order').notNull().default(1000);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ── lookups ────────────────────────────────────────────────────────────────
export const licenseTypes = pgTable('license_types', {
  id: text('id').primaryKey(),
  name: name(),
  code: text('code').notNull(),
  gearTypes: jsonb('gear_types').$type<GearType[]>().notNull(),
  genders: jsonb('genders').$type<Gender[]>().notNull(),
  isEnabledForRegistration: boolean('is_enabled_for_registration').notNull(),
  sortOrder: sortOrder(),
});

export const emirates = pgTable('emirates', {
  id: text('id').primaryKey(),
  name: name(),
  sortOrder: sortOrder(),
});

export const trainingBranches = pgTable('training_branches', {
  id: text('id').primaryKey(),
  name: name(),
  type: text('type').$type<'main_branch' | 'branch' | 'training_centre'>().notNull(),
  allowTrainingSchedule: boolean('allow_training_schedule').notNull(),
  emirateId: text('emirate_id')
    .notNull()
    .references(() => emirates.id),
  sortOrder: sortOrder(),
});

export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: name(),
  iso2: text('iso2').notNull().unique(),
  callingCode: text('calling_code').notNull(),
  isGcc: boolean('is_gcc').notNull().default(false),
  sortOrder: sortOrder(),
});

export const occupations = pgTable('occupations', { id: text('id').primaryKey(), name: name(), sortOrder: sortOrder() }, (t) => [
  uniqueIndex('occupations_name_en_uq').on(sql`lower(${t.name}->>'en')`),
]);

export const visaProfessions = pgTable('visa_professions', { id: text('id').primaryKey(), name: name(), sortOrder: sortOrder() }, (t) => [
  uniqueIndex('visa_professions_name_en_uq').on(sql`lower(${t.name}->>'en')`),
]);

export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: name(),
  code: text('code').notNull().unique(),
  sortOrder: sortOrder(),
});

// ── users and auth ─────────────────────────────────────────────────────────
export type StudentDetails = Record<string, unknown> & {
  gearType?: GearType;
  language?: string;
  hasResidencyVisa?: boolean;
  hasGoldenVisa?: boolean;
  requiredLicenseId?: string;
  requiredLicenseCategory?: string;
  emiratesId?: string;
};

export const studentIdSeq = pgSequence('student_id_seq', { startWith: 200001 });

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  studentId: text('student_id').unique(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  countryCode: text('country_code').notNull(),
  startingCode: text('starting_code').notNull(),
  number: text('number').notNull(),
  /** countryCode + startingCode + number, the login username */
  phone: text('phone').notNull().unique(),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  passwordHash: text('password_hash'),
  roles: jsonb('roles').$type<string[]>().notNull(),
  gender: text('gender').$type<Gender>(),
  dob: date('dob', { mode: 'string' }),
  nationality: text('nationality'),
  emiratesId: text('emirates_id').unique(),
  trainingBranchId: text('training_branch_id').references(() => trainingBranches.id),
  studentDetails: jsonb('student_details').$type<StudentDetails>().notNull().default({}),
  currentStage: text('current_stage').notNull().default('personalDetails'),
  isPreRegisteredUser: boolean('is_pre_registered_user').notNull().default(false),
  /** set for students whose registration a CSR must finish before they may log in */
  requiresCsr: boolean('requires_csr').notNull().default(false),
  walletAmount: integer('wallet_amount').notNull().default(0),
  avatarUrl: text('avatar_url'),
  registrationPlatform: text('registration_platform'),
  /** access tokens issued before this instant are dead (password reset) */
  tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** One OTP conversation (sign-up, login, reset). Resends replace the code; the token names the row. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<'signup' | 'login' | 'reset'>().notNull(),
    phone: text('phone').notNull(),
    /** null when the number is unknown: the code is never sent and never verifies */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_created_idx').on(t.createdAt)],
);

// ── sandbox outbox: every SMS and e-mail the API "sends" ───────────────────
export const outbox = pgTable(
  'outbox',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.seq)],
);

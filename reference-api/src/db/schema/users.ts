import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { GearType, Gender } from './lookups';
import { trainingBranches } from './lookups';

// Accounts and what hangs off them for authentication: revoked tokens, known login addresses.
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

export const users = pgTable(
  'users',
  {
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
    /** the learner's address from the place search (R§5): coordinates kept as the strings sent */
    address: jsonb('address').$type<{ address: string; latitude: string; longitude: string }>(),
    isGoldenOpertunityCustomer: boolean('is_golden_opertunity_customer').notNull().default(false),
    isEligibleForAddingNewCategory: boolean('is_eligible_for_adding_new_category').notNull().default(false),
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
  },
  (t) => [
    // the username is exactly the three parts the profile shows
    check('users_phone_parts_ck', sql`${t.phone} = ${t.countryCode} || ${t.startingCode} || ${t.number}`),
    check('users_wallet_amount_ck', sql`${t.walletAmount} >= 0`),
  ],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * Addresses that logged in to an account (HMAC of phone + address, never the address itself): a stranger's
 * failures make password login ask for an OTP only from addresses not in here (contract "Throttles").
 */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('known_login_addresses_user_idx').on(t.userId)],
);

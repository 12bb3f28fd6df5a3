import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { pendingRegistrations } from './registrations';
import { users } from './users';

export type OtpPurpose = 'signup' | 'login' | 'reset' | 'contract';

/**
 * One OTP conversation (sign-up, login, reset, signing a contract). Resends replace the code; the token names the row. It
 * targets a user, or (sign-up) a pending registration, or nothing: an unknown number gets a row too, so
 * its token behaves like a real one, but no SMS and no code ever verifies.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    phone: text('phone').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** set null when the registration becomes a user, so a replayed code reads "used", not "unknown" */
    pendingRegistrationId: text('pending_registration_id').references(() => pendingRegistrations.id, { onDelete: 'set null' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** last time a code was sent: no resend while the countdown runs */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_challenges_created_idx').on(t.createdAt),
    index('otp_challenges_pending_idx').on(t.pendingRegistrationId),
    check('otp_challenges_purpose_ck', sql`${t.purpose} in ('signup', 'login', 'reset', 'contract')`),
    check('otp_challenges_attempts_ck', sql`${t.attempts} >= 0`),
    check('otp_challenges_one_target_ck', sql`${t.userId} is null or ${t.pendingRegistrationId} is null`),
  ],
);

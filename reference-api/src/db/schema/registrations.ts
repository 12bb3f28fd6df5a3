import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { Gender } from './lookups';
import type { StudentDetails } from './users';

/** Everything a verified sign-up turns into a user row (the password already hashed). */
export interface PendingPayload {
  name: string;
  email: string;
  countryCode: string;
  startingCode: string;
  number: string;
  passwordHash: string;
  gender: Gender;
  dob: string;
  nationality: string;
  emiratesId: string | null;
  trainingBranchId: string;
  studentDetails: StudentDetails;
  registrationPlatform: string;
}

/**
 * A sign-up waiting for its phone to be verified: not an account, holds no e-mail or Emirates ID.
 * One per phone (a new sign-up replaces it); expired rows are deleted lazily by the next sign-up.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    payload: jsonb('payload').$type<PendingPayload>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_registrations_phone_uq').on(t.phone),
    index('pending_registrations_expires_idx').on(t.expiresAt),
    check('pending_registrations_expiry_ck', sql`${t.expiresAt} > ${t.updatedAt}`),
  ],
);

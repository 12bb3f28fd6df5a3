import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

// A learner's RTA traffic file and learning permit (D§8 "renewal prompts for an expired RTA file or
// learning permit"; issue 27; docs/requests.md "Renewals"). The centre records when each expires; an
// expired one blocks booking practical classes and tests until it is renewed at the centre. A learner
// asks for a renewal once (`POST get-renewed-date` with `request: true`): the day the centre offered
// is kept with the request, so staff see it in their queue and the learner sees the same day again.
export const PERMIT_TYPES = ['learningPermit', 'rtaFile'] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];

export const learnerPermits = pgTable(
  'learner_permits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<PermitType>().notNull(),
    /** the last day it is valid, a calendar day in Asia/Dubai */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    /** the learner's renewal request: when it was made and the day the centre offered for the visit */
    renewalRequestedAt: timestamp('renewal_requested_at', { withTimezone: true }),
    renewalVisitOn: date('renewal_visit_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ name: 'learner_permits_pk', columns: [t.userId, t.type] }),
    check('learner_permits_type_ck', sql`${t.type} in ('learningPermit', 'rtaFile')`),
    check('learner_permits_request_ck', sql`(${t.renewalRequestedAt} is null) = (${t.renewalVisitOn} is null)`),
    index('learner_permits_requests_idx')
      .on(t.renewalVisitOn)
      .where(sql`${t.renewalRequestedAt} is not null`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

// RTA test requests (D§3 "RTA test request", D§7 "create, view-all, view/{id}, comments", D§9 "up to 3
// preferred dates"; issue 27). A learner asks the centre to book an RTA test on one of up to three days;
// the centre answers once: a date chosen from those days, or declined with a reason. The rules live here
// as constraints, so no code path can break them: days unique per request (a primary key), at most three
// (the position check), a chosen day that is one of the request's (a composite foreign key), one answer
// (the state check plus the trigger in migration 0022), one open request per test type per learner.
export const RTA_TEST_TYPES = ['theory', 'parking', 'assessment', 'road'] as const;
export type RtaTestType = (typeof RTA_TEST_TYPES)[number];
export const RTA_REQUEST_STATUSES = ['pending', 'scheduled', 'declined'] as const;
export type RtaRequestStatus = (typeof RTA_REQUEST_STATUSES)[number];

export const rtaTestRequests = pgTable(
  'rta_test_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testType: text('test_type').$type<RtaTestType>().notNull(),
    status: text('status').$type<RtaRequestStatus>().notNull().default('pending'),
    /** the learner's own words for the centre, optional */
    note: text('note'),
    createdAt: createdAt(),
    /** the centre's answer: the day it booked (one of the preferred days) or the reason it declined */
    chosenDate: date('chosen_date', { mode: 'string' }),
    declineReason: text('decline_reason'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('rta_test_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('rta_test_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('rta_test_requests_open_uq')
      .on(t.userId, t.testType)
      .where(sql`${t.status} = 'pending'`),
    check('rta_test_requests_type_ck', sql`${t.testType} in ('theory', 'parking', 'assessment', 'road')`),
    check(
      'rta_test_requests_state_ck',
      sql`(${t.status} = 'pending' and ${t.answeredAt} is null and ${t.chosenDate} is null and ${t.declineReason} is null)
        or (${t.status} = 'scheduled' and ${t.answeredAt} is not null and ${t.chosenDate} is not null and ${t.declineReason} is null)
        or (${t.status} = 'declined' and ${t.answeredAt} is not null and ${t.chosenDate} is null and length(${t.declineReason}) between 1 and 500)`,
    ),
    check('rta_test_requests_note_ck', sql`${t.note} is null or length(${t.note}) <= 500`),
    foreignKey({
      name: 'rta_test_requests_chosen_fk',
      columns: [t.id, t.chosenDate],
      foreignColumns: [rtaTestRequestDates.requestId, rtaTestRequestDates.day],
    }),
  ],
);

export const rtaTestRequestDates = pgTable(
  'rta_test_request_dates',
  {
    requestId: uuid('request_id')
      .notNull()
      .references((): AnyPgColumn => rtaTestRequests.id, { onDelete: 'cascade' }),
    /** a calendar day in Asia/Dubai */
    day: date('day', { mode: 'string' }).notNull(),
    /** the learner's order of preference, 1 first */
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'rta_test_request_dates_pk', columns: [t.requestId, t.day] }),
    uniqueIndex('rta_test_request_dates_position_uq').on(t.requestId, t.position),
    check('rta_test_request_dates_position_ck', sql`${t.position} between 1 and 3`),
  ],
);

export const rtaTestRequestComments = pgTable(
  'rta_test_request_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => rtaTestRequests.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** who wrote it as the learner sees it: the learner, or the centre (any staff member) */
    authorRole: text('author_role').$type<'student' | 'centre'>().notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rta_test_request_comments_request_idx').on(t.requestId, t.createdAt, t.id),
    check('rta_test_request_comments_role_ck', sql`${t.authorRole} in ('student', 'centre')`),
    check('rta_test_request_comments_message_ck', sql`length(${t.message}) between 1 and 1000`),
  ],
);

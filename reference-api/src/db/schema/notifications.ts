import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

// A learner's notifications (R§4, D§2): what happened, in both languages, and whether the learner has
// seen it (the bell's count) and read it (mark all read).
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What raised it: payment_verified, document_approved, document_rejected, booking_reminder, … */
    kind: text('kind').notNull(),
    messageEn: text('message_en').notNull(),
    messageAr: text('message_ar').notNull(),
    /** One notification per event: a payment verified twice (a replayed web-hook) notifies once. */
    eventKey: text('event_key'),
    createdAt: createdAt(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
    uniqueIndex('notifications_user_event_uq')
      .on(t.userId, t.eventKey)
      .where(sql`${t.eventKey} is not null`),
  ],
);

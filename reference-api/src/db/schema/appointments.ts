import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Visits to the centre booked without an account (D§2 /book-an-appointment, D§7 appointment-slotes,
// book-an-appointment) and feedback left without one (D§2 /customer-feedback). One booking per slot is
// held by the unique index on the slot's start, not by a check made before the insert.
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** 971 + starting code + 7 digits (D§5) */
    phone: text('phone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointments_slot_uq').on(t.startsAt),
    index('appointments_phone_idx').on(t.phone, t.startsAt),
    check('appointments_phone_ck', sql`${t.phone} ~ '^971(50|52|54|55|56|58)[0-9]{7}$'`),
    check('appointments_range_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const customerFeedback = pgTable(
  'customer_feedback',
  {
    id: text('id').primaryKey(),
    rating: integer('rating').notNull(),
    message: text('message').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_feedback_created_idx').on(t.createdAt),
    check('customer_feedback_rating_ck', sql`${t.rating} between 1 and 5`),
    check('customer_feedback_phone_ck', sql`${t.phone} ~ '^971(50|52|54|55|56|58)[0-9]{7}$'`),
  ],
);

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** rate-limiter-flexible's RateLimiterDrizzle store (used when REDIS_URL is not set): one row per key. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

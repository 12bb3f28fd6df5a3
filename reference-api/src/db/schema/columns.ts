import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';

// Column helpers shared by the domain schema files.
export type LocalisedName = { en: string; ar: string };

export const nameColumn = () => jsonb('name').$type<LocalisedName>().notNull();
export const sortOrder = () => integer('sort_order').notNull().default(1000);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

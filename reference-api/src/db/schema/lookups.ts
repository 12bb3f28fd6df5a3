import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nameColumn, sortOrder, type LocalisedName } from './columns';

// Public lookup lists (contract "Lookups"): seeded with fixed ids, served by the generic list.
export type GearType = 'automatic' | 'manual';
export type Gender = 'male' | 'female';
export type BranchType = 'main_branch' | 'branch' | 'training_centre';

export const licenseTypes = pgTable('license_types', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  code: text('code').notNull(),
  gearTypes: jsonb('gear_types').$type<GearType[]>().notNull(),
  genders: jsonb('genders').$type<Gender[]>().notNull(),
  isEnabledForRegistration: boolean('is_enabled_for_registration').notNull(),
  sortOrder: sortOrder(),
});

export const emirates = pgTable('emirates', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  sortOrder: sortOrder(),
});

export const trainingBranches = pgTable('training_branches', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  type: text('type').$type<BranchType>().notNull(),
  allowTrainingSchedule: boolean('allow_training_schedule').notNull(),
  emirateId: text('emirate_id')
    .notNull()
    .references(() => emirates.id),
  /** where learners go for their sessions (a schedule's details and its calendar file show it) */
  address: jsonb('address')
    .$type<LocalisedName>()
    .notNull()
    .default(sql`'{"en":"","ar":""}'::jsonb`),
  sortOrder: sortOrder(),
});

export const countries = pgTable('countries', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  iso2: text('iso2').notNull().unique(),
  callingCode: text('calling_code').notNull(),
  isGcc: boolean('is_gcc').notNull().default(false),
  sortOrder: sortOrder(),
});

export const occupations = pgTable('occupations', { id: text('id').primaryKey(), name: nameColumn(), sortOrder: sortOrder() }, (t) => [
  uniqueIndex('occupations_name_en_uq').on(sql`lower(${t.name}->>'en')`),
]);

export const visaProfessions = pgTable('visa_professions', { id: text('id').primaryKey(), name: nameColumn(), sortOrder: sortOrder() }, (t) => [
  uniqueIndex('visa_professions_name_en_uq').on(sql`lower(${t.name}->>'en')`),
]);

export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: nameColumn(),
  code: text('code').notNull().unique(),
  sortOrder: sortOrder(),
});

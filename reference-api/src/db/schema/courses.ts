import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, nameColumn, sortOrder, type LocalisedName } from './columns';
import { licenseTypes, type GearType } from './lookups';
import type { ScheduleKind } from './schedules';
import { users } from './users';

// The course catalogue (R§3 "Course plan", R§9 course tabs) and each learner's chosen course.
// Prices live on fee codes in integer fils; a course lists milestones, each of stages, each of fee
// codes with quantities, so an amount is always computed from today's fee codes, never stored twice.

export type Payee = 'centre' | 'rta';

export const feeCodes = pgTable(
  'fee_codes',
  {
    code: text('code').primaryKey(),
    name: nameColumn(),
    /** RTA fees are collected for the authority and are not taxed; the centre's carry 5% VAT. */
    payee: text('payee').$type<Payee>().notNull(),
    unitFils: integer('unit_fils').notNull(),
  },
  (t) => [check('fee_codes_unit_fils_ck', sql`${t.unitFils} >= 0`), check('fee_codes_payee_ck', sql`${t.payee} in ('centre', 'rta')`)],
);

export const courseTypes = pgTable('course_types', {
  id: text('id').primaryKey(),
  /** R, F (evening classes too), PREF, VLMT1–4, VL2–4 … */
  code: text('code').notNull().unique(),
  name: nameColumn(),
  isLumpSumCourse: boolean('is_lump_sum_course').notNull().default(false),
  isVipCourse: boolean('is_vip_course').notNull().default(false),
  /** VIP hours (VLMT1–4: 10–40, VL2–4: 20–40) */
  vipHours: integer('vip_hours'),
  weekSequences: jsonb('week_sequences').$type<number[]>().notNull(),
  noOfHoursPerWeek: integer('no_of_hours_per_week').notNull(),
  /** minutes */
  minimumClassDuration: integer('minimum_class_duration').notNull(),
  maximumClassDuration: integer('maximum_class_duration').notNull(),
  sortOrder: sortOrder(),
});

export interface CatalogueStage {
  id: string;
  name: LocalisedName;
  /** the stage's name replaces its milestone's when courses are loaded for a later payment (R§4) */
  useStageName?: boolean;
  feeCodes: { code: string; quantity: number }[];
  noOfClassesPerHour?: number;
  /** the kinds of session this stage opens once paid (contract "Schedules and bookings") */
  schedules?: ScheduleKind[];
  /** the course lets a learner skip this stage (D§4 'A course stage can be skipped'; modules/stages) */
  skippable?: boolean;
}

export interface CatalogueMilestone {
  id: string;
  level: number;
  name: LocalisedName;
  stages: CatalogueStage[];
}

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    licenseTypeId: text('license_type_id')
      .notNull()
      .references(() => licenseTypes.id),
    gearTypes: jsonb('gear_types').$type<GearType[]>().notNull(),
    name: nameColumn(),
    /** what the course includes, one line each */
    includes: jsonb('includes').$type<LocalisedName[]>().notNull(),
    isRegularCourse: boolean('is_regular_course').notNull().default(false),
    isFlexiCourse: boolean('is_flexi_course').notNull().default(false),
    isLumpSumCourse: boolean('is_lump_sum_course').notNull().default(false),
    /** the fee codes whose quantity counts class hours (R§9 per-hour price) */
    amountPerClassFeeCodes: jsonb('amount_per_class_fee_codes').$type<string[]>().notNull(),
    courseTypeIds: jsonb('course_type_ids').$type<string[]>().notNull(),
    milestones: jsonb('milestones').$type<CatalogueMilestone[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (t) => [uniqueIndex('courses_code_uq').on(t.code)],
);

export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    publicPromoCode: text('public_promo_code').notNull(),
    name: nameColumn(),
    description: jsonb('description').$type<LocalisedName>().notNull(),
    /** off the centre's fees, in basis points (1000 = 10%) */
    discountBp: integer('discount_bp').notNull(),
    /** course codes it applies to; empty means every course */
    courseCodes: jsonb('course_codes').$type<string[]>().notNull().default([]),
    /** listed in the promo box; a private code works only when typed */
    isListed: boolean('is_listed').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promotions_code_uq').on(sql`upper(${t.publicPromoCode})`),
    check('promotions_discount_ck', sql`${t.discountBp} between 1 and 10000`),
  ],
);

export const referralCodes = pgTable(
  'referral_codes',
  {
    code: text('code').primaryKey(),
    /** the learner who shared it (a learner cannot use their own) */
    ownerUserId: text('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** what the referee (the learner using it) gets off, in fils */
    refereeAmountFils: integer('referee_amount_fils').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** when its owner cancelled it (D§4 "Referral can be … cancelled", D§7 cancell-referral) */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('referral_codes_amount_ck', sql`${t.refereeAmountFils} >= 0`),
    check('referral_codes_cancelled_ck', sql`${t.cancelledAt} is null or not ${t.isActive}`),
  ],
);

export type PaymentPlan = 'fullPayment' | 'stagePayment';
export type PaymentMethod = 'online' | 'edsCenter';

/** A learner's registration course: one per learner (the primary key holds it). */
export const studentCourses = pgTable(
  'student_courses',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id),
    courseTypeId: text('course_type_id')
      .notNull()
      .references(() => courseTypes.id),
    paymentPlan: text('payment_plan').$type<PaymentPlan>().notNull().default('fullPayment'),
    modeOfPayment: text('mode_of_payment').$type<PaymentMethod>().notNull().default('online'),
    /** milestone ids chosen for a stage payment (the API re-applies the R§4 rule on every change) */
    selectedMilestoneIds: jsonb('selected_milestone_ids').$type<string[]>().notNull().default([]),
    promotionId: text('promotion_id').references(() => promotions.id),
    referralCode: text('referral_code').references(() => referralCodes.code),
    referralAmountFils: integer('referral_amount_fils').notNull().default(0),
    /** stage ids already paid (filled by the payments issue) */
    paidStageIds: jsonb('paid_stage_ids').$type<string[]>().notNull().default([]),
    /** the course is settled with the centre's ERP: no second registration payment */
    isAddedInErp: boolean('is_added_in_erp').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('student_courses_plan_ck', sql`${t.paymentPlan} in ('fullPayment', 'stagePayment')`),
    check('student_courses_mode_ck', sql`${t.modeOfPayment} in ('online', 'edsCenter')`),
    check('student_courses_referral_ck', sql`${t.referralAmountFils} >= 0`),
  ],
);

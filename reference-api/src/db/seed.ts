import { sql } from 'drizzle-orm';
import { hashPassword } from '../platform/passwords';
import type { Db, Tx } from './client';
import * as s from './schema/index';
import { COUNTRIES, EMIRATES, LANGUAGES, LICENSE_TYPES, OCCUPATIONS, TRAINING_BRANCHES, VISA_PROFESSIONS } from './seed-lookups';
import { COURSES, COURSE_TYPES, ELITE_ADDONS, FEE_CODES, PROMOTIONS, REFERRAL_CODES } from './seed-courses';
import { DEMO_PASSWORD, DEMO_PAYMENT_LINKS, DEMO_PERMITS, SEED_USERS } from './seed-users';
import { DOCUMENT_TYPES } from './seed-documents';
import { CORPORATE_ACCOUNTS, ISSUED_DOCUMENTS } from './seed-issued-documents';
import { seedCollections } from './seed-collections';
import { MOCK_TEST_QUESTIONS } from './seed-mock-tests';
import { seedLectures } from './seed-lectures';
import { upsert } from './seed-upsert';
import { postgresFileStore, type FileStore } from '../platform/file-store';
import { lockUser, studentCourseView } from '../modules/enrolment';
import { EFFECTS } from '../modules/payments/orders/effects';
import { openOrder } from '../modules/payments/orders/service';
import { AISHA_HALL_SESSION, AISHA_SCHEDULES, INSTRUCTOR_TYPES, SCHEDULE_RESOURCES } from './seed-schedules';
import { dayKey } from '../modules/renewals/rules';
import { addDays, local } from '../modules/schedules/time';
import { AISHA_ASSESSMENTS, AISHA_EXAMS, EXAM_TYPES } from './seed-exams';

/** Whether the demo learner Aisha is there: her course, sessions and exams are seeded only then. */
async function hasAisha(db: Db): Promise<boolean> {
  const have = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(sql`${s.users.id} = 'usr-aisha'`);
  return have.length > 0;
}

/** When Aisha's first stage was paid (the demo's history row and invoice date). */
const AISHA_PAID_AT = new Date('2026-10-15T07:30:00Z');

export interface SeedOptions {
  /** the staff reports' busy month (2,400 orders through the ledger): the demo has it; most tests need not pay for it */
  collections?: boolean;
  /** where the lecture videos go (the app's store); the database by default */
  files?: FileStore;
}

export async function seed(db: Db, { collections = true, files }: SeedOptions = {}): Promise<void> {
  await upsert(db, s.licenseTypes, LICENSE_TYPES);
  await upsert(db, s.emirates, EMIRATES);
  await upsert(db, s.trainingBranches, TRAINING_BRANCHES);
  await upsert(db, s.countries, COUNTRIES);
  await upsert(db, s.occupations, OCCUPATIONS);
  await upsert(db, s.visaProfessions, VISA_PROFESSIONS);
  await upsert(db, s.languages, LANGUAGES);
  await upsert(db, s.feeCodes, FEE_CODES, 'code');
  await upsert(db, s.courseTypes, COURSE_TYPES);
  await upsert(db, s.courses, COURSES);
  await upsert(db, s.promotions, PROMOTIONS);
  await upsert(db, s.eliteAddons, ELITE_ADDONS);
  await upsert(db, s.documentTypes, DOCUMENT_TYPES);
  await upsert(db, s.instructorTypes, INSTRUCTOR_TYPES);
  await upsert(db, s.scheduleResources, SCHEDULE_RESOURCES);
  await upsert(db, s.examTypes, EXAM_TYPES);
  await upsert(db, s.mockTestQuestions, MOCK_TEST_QUESTIONS);
  await seedLectures(db, files ?? postgresFileStore(db));

  // Demo users are inserted once and then keep whatever a demo did to them (stage, password…).
  const existing = await db.select({ id: s.users.id }).from(s.users);
  const have = new Set(existing.map((u) => u.id));
  for (const u of SEED_USERS) {
    if (have.has(u.id)) continue;
    await db
      .insert(s.users)
      .values({ ...u, countryCode: '971', phone: `971${u.startingCode}${u.number}`, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .onConflictDoNothing();
  }
  // after the users: a referral code names the learner who shares it
  // a code its owner cancelled (cancell-referral) stays cancelled across restarts: only the amount and owner follow the seed
  await db
    .insert(s.referralCodes)
    .values(REFERRAL_CODES)
    .onConflictDoUpdate({
      target: s.referralCodes.code,
      set: { ownerUserId: sql.raw('excluded."owner_user_id"'), refereeAmountFils: sql.raw('excluded."referee_amount_fils"') },
    });
  await seedAisha(db);
  await seedPermits(db);
  await seedAishaSchedules(db);
  await seedAishaExams(db);
  await seedApprovals(db);
  // issued once: a document, once issued, never changes (its lines are what it printed)
  await upsert(db, s.corporateAccounts, CORPORATE_ACCOUNTS);
  await db.insert(s.issuedDocuments).values(ISSUED_DOCUMENTS).onConflictDoNothing();
  if (collections) await seedCollections(db);
  // inserted once, then paid (or not) by whoever tries the demo: never reopened by a restart
  if (DEMO_PAYMENT_LINKS.length) await db.insert(s.paymentLinks).values(DEMO_PAYMENT_LINKS).onConflictDoNothing();
}

/**
 * Aisha, the registered demo learner: the standard course with its first stage paid online, and two
 * fees the centre raised (a Friday/Saturday RTA test and two parking practices). Her first stage is
 * paid through the payments path itself (an order, settled, credited: the ledger's charge and payment,
 * the paid stage), so she has the payment, its history row and its invoice. Inserted once; a demo
 * that pays more keeps it paid.
 */
async function seedAisha(db: Db) {
  const course = COURSES.find((c) => c.code === 'LMV-STD')!;
  const first = course.milestones[0]!;
  const firstIds = first.stages.map((st) => st.id);
  if (!(await hasAisha(db))) return;
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(s.studentCourses)
      .values({ userId: 'usr-aisha', courseId: course.id, courseTypeId: 'ct-regular', paymentPlan: 'stagePayment', selectedMilestoneIds: [first.id] })
      .onConflictDoNothing()
      .returning();
    if (!created && !(await unpayLegacyFirstStage(tx, first.id, firstIds))) return;
    const me = await lockUser(tx, 'usr-aisha');
    const at = AISHA_PAID_AT;
    const view = await studentCourseView(tx, me, at.getTime());
    const orderId = await openOrder(tx, {
      userId: me.id,
      kind: 'registration',
      method: 'online',
      amountFils: view.quote.payableFils,
      walletFils: view.quote.walletFils,
      referralFils: view.quote.referralFils,
      milestoneIds: view.selectedMilestoneIds,
      stageIds: firstIds,
      at,
    });
    const [paid] = await tx
      .update(s.payments)
      .set({ status: 'success', trackingId: 'SEED-AISHA-0001', bankRefNo: 'SEED-AISHA-0001', statusMessage: 'Demo', settledAt: at, updatedAt: at })
      .where(sql`${s.payments.orderId} = ${orderId}`)
      .returning();
    await EFFECTS.registration.credit(tx, paid!, me, at);
  });
  const fee = (code: string) => FEE_CODES.find((f) => f.code === code)!;
  const weekend = fee('RTA-TEST-FRI-SAT');
  const parking = fee('CTR-PARKING');
  await db
    .insert(s.additionalFees)
    .values([
      { id: 'fee-aisha-weekend-test', userId: 'usr-aisha', feeCode: weekend.code, quantity: 1, priceFils: weekend.unitFils, taxFils: 0 },
      // 5% VAT on the centre's part, halves up (as src/modules/enrolment/pricing rounds)
      {
        id: 'fee-aisha-parking',
        userId: 'usr-aisha',
        feeCode: parking.code,
        quantity: 2,
        priceFils: parking.unitFils * 2,
        taxFils: Math.floor((parking.unitFils * 2 * 500 + 5000) / 10000),
      },
    ])
    .onConflictDoNothing();
}

/**
 * Approvals waiting on demo learners (docs/requests.md "Stages and approvals"): Aisha has an offer of
 * extra training after a failed road test (4 practical class hours, priced from the fee code with VAT on
 * the centre's part); Fatima Saeed's course needs her sponsor's NOC. Inserted once: a demo that decides
 * them keeps the decision.
 */
async function seedApprovals(db: Db) {
  const users = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(sql`${s.users.id} in ('usr-aisha', 'usr-fatima')`);
  const have = new Set(users.map((u) => u.id));
  const hour = FEE_CODES.find((f) => f.code === 'CTR-PRAC-R')!;
  if (have.has('usr-aisha')) {
    await db
      .insert(s.additionalTrainingOffers)
      .values({
        id: 'trn-aisha-road',
        userId: 'usr-aisha',
        feeCode: hour.code,
        quantity: 4,
        priceFils: hour.unitFils * 4,
        taxFils: Math.floor((hour.unitFils * 4 * 500 + 5000) / 10000),
        reason: 'Extra practice before retaking the RTA road test',
        offeredBy: 'usr-admin',
      })
      .onConflictDoNothing();
  }
  if (have.has('usr-fatima')) {
    await db.insert(s.nocApprovals).values({ userId: 'usr-fatima', sponsorName: 'Saeed Al Hashimi', requestedBy: 'usr-admin' }).onConflictDoNothing();
  }
}

/**
 * A data folder seeded before the ledger marked Aisha's first stage paid with no payment: it is
 * unmarked here (in the seeding transaction) so the payments path pays it as on a fresh folder.
 * True when it did; a folder where she has a registration order already is left alone.
 */
async function unpayLegacyFirstStage(tx: Tx, firstMilestoneId: string, firstIds: string[]): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(s.studentCourses)
    .where(sql`${s.studentCourses.userId} = 'usr-aisha'`)
    .for('update');
  const [order] = await tx
    .select({ id: s.payments.orderId })
    .from(s.payments)
    .where(sql`${s.payments.userId} = 'usr-aisha' and ${s.payments.kind} = 'registration'`)
    .limit(1);
  if (!row || order || !firstIds.every((id) => row.paidStageIds.includes(id))) return false;
  await tx
    .update(s.studentCourses)
    .set({
      paidStageIds: row.paidStageIds.filter((id) => !firstIds.includes(id)),
      isAddedInErp: false,
      paymentPlan: 'stagePayment',
      selectedMilestoneIds: [firstMilestoneId],
    })
    .where(sql`${s.studentCourses.userId} = 'usr-aisha'`);
  return true;
}

/**
 * The demo renewals (docs/requests.md "Renewals"): Noura and Hamdan, registered at the centre on the
 * standard course (paying there, nothing paid yet), their documents dated from today in Dubai. Inserted
 * once: a renewal or a payment done in the demo stays.
 */
async function seedPermits(db: Db) {
  const today = local(Date.now()).day;
  const day = (n: number) => dayKey(addDays(today, n));
  const present = new Set((await db.select({ id: s.users.id }).from(s.users)).map((u) => u.id));
  const rows = DEMO_PERMITS.filter((p) => present.has(p.userId)).map((p) => ({ userId: p.userId, type: p.type, expiresOn: day(p.daysFromSeed) }));
  if (!rows.length) return;
  const course = COURSES.find((c) => c.code === 'LMV-STD')!;
  const learners = [...new Set(rows.map((r) => r.userId))];
  await db
    .insert(s.studentCourses)
    .values(
      learners.map((userId) => ({
        userId,
        courseId: course.id,
        courseTypeId: 'ct-regular',
        paymentPlan: 'stagePayment' as const,
        modeOfPayment: 'edsCenter' as const,
        isAddedInErp: true,
      })),
    )
    .onConflictDoNothing();
  await db.insert(s.learnerPermits).values(rows).onConflictDoNothing();
}

/** Aisha's past lecture-hall sessions (one attended, one cancelled): inserted once, like her course. */
async function seedAishaSchedules(db: Db) {
  if (!(await hasAisha(db))) return;
  await db.insert(s.hallSessions).values(AISHA_HALL_SESSION).onConflictDoNothing();
  await db.insert(s.schedules).values(AISHA_SCHEDULES).onConflictDoNothing();
}

/** Aisha's exams and assessment results (Test Details): inserted once, then the integrator's to change. */
async function seedAishaExams(db: Db) {
  if (!(await hasAisha(db))) return;
  await db.insert(s.studentExams).values(AISHA_EXAMS).onConflictDoNothing();
  await db.insert(s.assessmentResults).values(AISHA_ASSESSMENTS).onConflictDoNothing();
}

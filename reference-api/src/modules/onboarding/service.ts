import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments, promotions, referralCodes, studentCourses, users } from '../../db/schema/index';
import { ApiError } from '../../platform/errors';
import {
  activePromotion,
  courseById,
  courseRow,
  coursesFor,
  ENROLMENT_ERRORS,
  initialSelection,
  loadCatalogue,
  lockUser,
  studentCourseView,
  toggleMilestone,
  toPlan,
  type StudentCourseRow,
} from '../enrolment';
import type { UserRow } from '../session/guard';
import { ONBOARDING_ERRORS } from './contract';

// Course choice, plan, promotion and referral (R§4, R§7, R§9). The API owns the stage machine: every
// write locks the learner's row, checks the stage and changes it in one transaction, so two tabs or a
// replayed request cannot choose two courses or change a plan once paying has begun.

/** Stages in which a course may be chosen (again): after personal details, before paying. */
const CHOOSING = ['courseDetails', 'paymentFailed', 'courseSelection', 'paymentConfirmation'];

/** Refuses a learner who has paid (or is paying) and one who has not reached `stages` yet. */
function checkStage(user: UserRow, course: StudentCourseRow | undefined, stages: readonly string[]) {
  if (course?.isAddedInErp || user.currentStage === 'homeScreen') {
    throw new ApiError(ENROLMENT_ERRORS.already_paid);
  }
  if (!stages.includes(user.currentStage)) throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
}

// ── reads ────────────────────────────────────────────────────────────────────────────────────────────

/** GET courses: every plan for the learner's licence type and gear, and whether a course is chosen. */
export async function listCourses(db: Db, user: UserRow) {
  if (user.currentStage === 'personalDetails') throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
  const licence = user.studentDetails.requiredLicenseId;
  if (!licence) return { courses: [], hasCourse: false };
  const [cat, list, chosen] = await Promise.all([loadCatalogue(db), coursesFor(db, licence, user.studentDetails.gearType), courseRow(db, user.id)]);
  const plans = list.flatMap((course) =>
    course.courseTypeIds.flatMap((typeId) => {
      const type = cat.types.get(typeId);
      return type ? [toPlan(course, type, cat)] : [];
    }),
  );
  return { courses: plans, hasCourse: Boolean(chosen) };
}

/** GET promotions: those listed, running today and valid for the learner's course (if chosen). */
export async function listPromotions(db: Db, user: UserRow, now: number) {
  const t = new Date(now);
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.isListed, true), lte(promotions.validFrom, t), gte(promotions.validTo, t)));
  const chosen = await courseRow(db, user.id);
  const code = chosen ? (await courseById(db, chosen.courseId))?.code : undefined;
  return rows
    .filter((p) => !code || p.courseCodes.length === 0 || p.courseCodes.includes(code))
    .map((p) => ({ _id: p.id, publicPromoCode: p.publicPromoCode, name: p.name, description: p.description }));
}

// ── writes ───────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST choose-course: R§4 "Choosing a course resets summary, plan and payment info, then moves to
 * Course Selected". One transaction: lock the learner, check the stage, upsert the one course row
 * (its primary key is the learner), move the stage.
 */
export async function chooseCourse(db: Db, user: UserRow, input: { courseType: string; courseCode: string }, now: number) {
  const cat = await loadCatalogue(db);
  return db.transaction(async (tx) => {
    const me = await lockUser(tx, user.id);
    checkStage(me, await courseRow(tx, me.id), CHOOSING);
    await dropPendingPayment(tx, me, now);
    const offered = await coursesFor(tx, me.studentDetails.requiredLicenseId ?? '', me.studentDetails.gearType);
    const course = offered.find((c) => c.code === input.courseCode);
    const type = cat.types.get(input.courseType) ?? [...cat.types.values()].find((t) => t.code === input.courseType);
    if (!course || !type || !course.courseTypeIds.includes(type.id)) throw new ApiError(ENROLMENT_ERRORS.course_unavailable);

    const fresh = {
      courseId: course.id,
      courseTypeId: type.id,
      paymentPlan: 'fullPayment' as const,
      modeOfPayment: 'online' as const,
      selectedMilestoneIds: initialSelection(
        toPlan(course, type, cat).milestones.map((m) => ({ id: m._id, level: m.level, amountFils: m.amount.totalWithDiscountFils })),
      ),
      promotionId: null,
      referralCode: null,
      referralAmountFils: 0,
      paidStageIds: [],
      updatedAt: new Date(now),
    };
    await tx
      .insert(studentCourses)
      .values({ userId: me.id, ...fresh })
      .onConflictDoUpdate({ target: studentCourses.userId, set: fresh });
    const [moved] = await tx
      .update(users)
      .set({ currentStage: 'courseSelection', updatedAt: new Date(now) })
      .where(eq(users.id, me.id))
      .returning();
    return studentCourseView(tx, moved!, now, cat);
  });
}

/**
 * R§4: changing the plan (or the course) while a payment was started drops that payment: its order
 * is superseded (a late success on it is still honoured by the payments module) and the learner is
 * back at Course Selected.
 */
async function dropPendingPayment(tx: Tx, me: UserRow, now: number) {
  if (me.currentStage !== 'paymentConfirmation') return;
  const at = new Date(now);
  await tx
    .update(payments)
    .set({ status: 'superseded', updatedAt: at })
    .where(and(eq(payments.userId, me.id), eq(payments.status, 'initiated')));
  await tx.update(users).set({ currentStage: 'courseSelection', updatedAt: at }).where(eq(users.id, me.id));
  me.currentStage = 'courseSelection';
}

/**
 * Runs `change` on the learner's course row with the learner locked, at Course Selected (or Complete
 * Payment, which it cancels). `registered`: also for a registered learner choosing later stages.
 */
async function changeCourse(
  db: Db,
  user: UserRow,
  now: number,
  change: (tx: Tx, row: StudentCourseRow, me: UserRow) => Promise<Partial<StudentCourseRow>>,
  registered = false,
) {
  const cat = await loadCatalogue(db);
  return db.transaction(async (tx) => {
    const me = await lockUser(tx, user.id);
    const row = await courseRow(tx, me.id);
    // later stages: only the milestone selection changes, nothing of the registration
    if (!(registered && row?.isAddedInErp && me.currentStage === 'homeScreen')) {
      checkStage(me, row, ['courseSelection', 'paymentConfirmation']);
      await dropPendingPayment(tx, me, now);
    }
    const set = await change(tx, row!, me);
    await tx
      .update(studentCourses)
      .set({ ...set, updatedAt: new Date(now) })
      .where(eq(studentCourses.userId, me.id));
    return studentCourseView(tx, me, now, cat);
  });
}

/** PUT plan: Full/Stage payment, Online/At centre, tick or untick a milestone (R§4 stage payment). */
export async function changePlan(
  db: Db,
  user: UserRow,
  input: { paymentPlan?: 'fullPayment' | 'stagePayment'; modeOfPayment?: 'online' | 'edsCenter'; toggleMilestoneId?: string },
  now: number,
) {
  return changeCourse(
    db,
    user,
    now,
    async (tx, row, me) => {
      const view = await studentCourseView(tx, me, now);
      const milestones = view.plan.milestones
        .filter((m) => !m.paid)
        .map((m) => ({ id: m._id, level: m.level, amountFils: m.amount.totalWithDiscountFils }));
      const set: Partial<StudentCourseRow> = {};
      if (view.laterPayment) {
        if (!input.toggleMilestoneId || !milestones.some((m) => m.id === input.toggleMilestoneId))
          throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
        return { selectedMilestoneIds: toggleMilestone(milestones, view.selectedMilestoneIds, input.toggleMilestoneId) };
      }
      if (input.modeOfPayment) set.modeOfPayment = input.modeOfPayment;
      const plan = input.paymentPlan ?? row.paymentPlan;
      if (input.paymentPlan && input.paymentPlan !== row.paymentPlan) {
        set.paymentPlan = plan;
        set.selectedMilestoneIds = initialSelection(milestones);
      }
      if (input.toggleMilestoneId) {
        if (plan !== 'stagePayment' || !milestones.some((m) => m.id === input.toggleMilestoneId))
          throw new ApiError(ENROLMENT_ERRORS.stage_out_of_order);
        set.selectedMilestoneIds = toggleMilestone(milestones, set.selectedMilestoneIds ?? view.selectedMilestoneIds, input.toggleMilestoneId);
      }
      return set;
    },
    true,
  );
}

/** POST promotion: a running promotion valid for the course replaces the course data (R§4). */
export async function applyPromotion(db: Db, user: UserRow, promoCode: string, now: number) {
  return changeCourse(db, user, now, async (tx, row) => {
    const [promo] = await tx
      .select()
      .from(promotions)
      .where(sql`upper(${promotions.publicPromoCode}) = ${promoCode.toUpperCase()}`);
    const course = await courseById(tx, row.courseId);
    if (!course || !activePromotion(promo, course.code, now)) throw new ApiError(ONBOARDING_ERRORS.promo_invalid);
    return { promotionId: promo!.id };
  });
}

export const removePromotion = (db: Db, user: UserRow, now: number) => changeCourse(db, user, now, async () => ({ promotionId: null }));

/** POST referral: an active code that is not the learner's own; the referee amount comes off once. */
export async function applyReferral(db: Db, user: UserRow, code: string, now: number) {
  return changeCourse(db, user, now, async (tx) => {
    const [referral] = await tx
      .select()
      .from(referralCodes)
      .where(sql`upper(${referralCodes.code}) = ${code.toUpperCase()}`);
    if (!referral || !referral.isActive) throw new ApiError(ONBOARDING_ERRORS.referral_invalid);
    if (referral.ownerUserId === user.id) throw new ApiError(ONBOARDING_ERRORS.referral_own);
    return { referralCode: referral.code, referralAmountFils: referral.refereeAmountFils };
  });
}

export const removeReferral = (db: Db, user: UserRow, now: number) =>
  changeCourse(db, user, now, async () => ({ referralCode: null, referralAmountFils: 0 }));

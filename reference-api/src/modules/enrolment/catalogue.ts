import { and, asc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { courses, courseTypes, feeCodes, type CatalogueMilestone } from '../../db/schema/index';
import type { z } from 'zod';
import type { coursePlanSchema, planMilestoneSchema } from './contract';
import { milestoneAmount, type FeeLine, type MilestoneAmount } from './pricing';

// The catalogue read as course plans (R§3 "Course plan"): a course with one of its course types, its
// milestones priced from today's fee codes. Amounts are computed here, never taken from a request.

type Course = typeof courses.$inferSelect;
type CourseType = typeof courseTypes.$inferSelect;
type FeeCode = typeof feeCodes.$inferSelect;
export type CoursePlan = z.output<typeof coursePlanSchema>;
export type PlanMilestone = z.output<typeof planMilestoneSchema>;

export interface Catalogue {
  fees: Map<string, FeeCode>;
  types: Map<string, CourseType>;
}

export async function loadCatalogue(db: Reader): Promise<Catalogue> {
  const [fees, types] = await Promise.all([db.select().from(feeCodes), db.select().from(courseTypes)]);
  return { fees: new Map(fees.map((f) => [f.code, f])), types: new Map(types.map((t) => [t.id, t])) };
}

/** Active courses for a licence type and gear, in catalogue order. */
export async function coursesFor(db: Reader, licenseTypeId: string, gearType: string | undefined): Promise<Course[]> {
  const rows = await db
    .select()
    .from(courses)
    .where(and(eq(courses.licenseTypeId, licenseTypeId), eq(courses.isActive, true)))
    .orderBy(asc(courses.sortOrder), asc(courses.code));
  return rows.filter((c) => !gearType || (c.gearTypes as string[]).includes(gearType));
}

export async function courseById(db: Reader, id: string): Promise<Course | undefined> {
  const [row] = await db.select().from(courses).where(eq(courses.id, id));
  return row;
}

function linesOf(milestone: CatalogueMilestone, stageIds: ReadonlySet<string> | null, cat: Catalogue): FeeLine[] {
  return milestone.stages
    .filter((s) => !stageIds || stageIds.has(s.id))
    .flatMap((s) => s.feeCodes)
    .map(({ code, quantity }) => {
      const fee = cat.fees.get(code);
      if (!fee) throw new Error(`catalogue: fee code ${code} is missing`);
      return { code, payee: fee.payee, unitFils: fee.unitFils, quantity };
    });
}

export const sumAmounts = (amounts: readonly MilestoneAmount[]): MilestoneAmount =>
  amounts.reduce(
    (a, m) => ({
      centreFils: a.centreFils + m.centreFils,
      discountFils: a.discountFils + m.discountFils,
      vatFils: a.vatFils + m.vatFils,
      rtaFils: a.rtaFils + m.rtaFils,
      totalFils: a.totalFils + m.totalFils,
      totalWithDiscountFils: a.totalWithDiscountFils + m.totalWithDiscountFils,
    }),
    { centreFils: 0, discountFils: 0, vatFils: 0, rtaFils: 0, totalFils: 0, totalWithDiscountFils: 0 },
  );

/**
 * A course with one course type as the plan the portal shows. `paidStageIds` marks what is paid;
 * a milestone's amount covers its unpaid stages only, so a later payment never charges twice.
 */
export function toPlan(
  course: Course,
  type: CourseType,
  cat: Catalogue,
  opts: { discountBp?: number; paidStageIds?: readonly string[] } = {},
): CoursePlan {
  const paid = new Set(opts.paidStageIds ?? []);
  const milestones: PlanMilestone[] = [...course.milestones]
    .sort((a, b) => a.level - b.level)
    .map((m) => {
      const unpaid = new Set(m.stages.filter((s) => !paid.has(s.id)).map((s) => s.id));
      return {
        _id: m.id,
        name: m.name,
        level: m.level,
        amount: milestoneAmount({ lines: linesOf(m, unpaid, cat), discountBp: opts.discountBp ?? 0 }),
        paid: unpaid.size === 0,
        stages: m.stages.map((s) => ({
          _id: s.id,
          name: s.name,
          useStageName: Boolean(s.useStageName),
          paid: paid.has(s.id),
          feeCodes: s.feeCodes.map(({ code, quantity }) => {
            const fee = cat.fees.get(code)!;
            return { code, name: fee.name, payee: fee.payee, unitFils: fee.unitFils, quantity };
          }),
          noOfClassesPerHour: s.noOfClassesPerHour ?? 1,
          skippable: s.skippable ?? false,
        })),
      };
    });

  const classCodes = course.amountPerClassFeeCodes as string[];
  return {
    courseTypeId: type.id,
    courseType: {
      code: type.code,
      name: type.name,
      isLumpSumCourse: type.isLumpSumCourse,
      isVipCourse: type.isVipCourse,
      vipHours: type.vipHours ?? null,
      weekSequences: type.weekSequences,
      noOfHoursPerWeek: type.noOfHoursPerWeek,
      minimumClassDuration: type.minimumClassDuration,
      maximumClassDuration: type.maximumClassDuration,
    },
    course: {
      _id: course.id,
      code: course.code,
      name: course.name,
      includes: course.includes,
      isRegularCourse: course.isRegularCourse,
      isFlexiCourse: course.isFlexiCourse,
      isLumpSumCourse: course.isLumpSumCourse,
      amountPerClassFeeCodes: classCodes,
    },
    amount: sumAmounts(milestones.map((m) => m.amount)),
    milestones,
  };
}

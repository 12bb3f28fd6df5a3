import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courses, studentCourses, users, type ScheduleKind } from '../../db/schema/index';
import { notFound } from '../../platform/errors';

// POST /sandbox/learners – registered learners in bulk for benchmarks and race tests: phone verified,
// a light-vehicle course (the standard one unless `courseCode` names another), every stage paid (or only the stages that open `paidKinds`), each
// with an access token from the ordinary issuer. One transaction, two multi-row inserts.

export async function makeLearners(
  ctx: Pick<AppContext, 'db' | 'tokens' | 'env'>,
  opts: { count: number; paidKinds?: ScheduleKind[]; courseCode?: string },
) {
  const { count, paidKinds } = opts;
  const [course] = await ctx.db
    .select()
    .from(courses)
    .where(and(eq(courses.code, opts.courseCode ?? 'LMV-STD'), eq(courses.licenseTypeId, 'lt-lmv')));
  if (!course) throw notFound();
  const stages = course.milestones.flatMap((m) => m.stages);
  // without paidKinds every stage is paid; with it, the stages that open those kinds (and the registration's first stage)
  const paidStageIds = paidKinds
    ? stages.filter((s, i) => i === 0 || s.schedules?.some((k) => paidKinds.includes(k))).map((s) => s.id)
    : stages.map((s) => s.id);
  const batch = randomBytes(4).toString('hex');
  let seq = 0;
  const row = () => {
    const i = seq++;
    const number = String(randomInt(1_000_000, 9_999_999));
    const startingCode = ['50', '52', '54', '55', '56', '58'][randomInt(0, 6)]!;
    return {
      id: `usr-sb-${batch}-${i}`,
      studentId: sql`'STU-' || nextval('student_id_seq')`,
      name: `Sandbox Learner ${batch.toUpperCase()} ${i + 1}`,
      email: `sandbox.${batch}.${i}@example.com`,
      emailVerified: true,
      countryCode: '971',
      startingCode,
      number,
      phone: `971${startingCode}${number}`,
      phoneVerified: true,
      roles: ['student'],
      gender: i % 2 ? ('female' as const) : ('male' as const),
      dob: '1999-06-15',
      nationality: 'India',
      trainingBranchId: 'br-al-quoz',
      studentDetails: {
        gearType: 'automatic' as const,
        language: 'lang-en',
        hasResidencyVisa: true,
        hasGoldenVisa: false,
        requiredLicenseId: 'lt-lmv',
        requiredLicenseCategory: 'LMV',
      },
      currentStage: 'homeScreen',
      registrationPlatform: 'web',
    };
  };
  const ids = await ctx.db.transaction(async (tx) => {
    // a random phone number may belong to someone already: that row is skipped and another one made
    const made: string[] = [];
    for (let round = 0; made.length < count && round < 5; round += 1) {
      const rows = Array.from({ length: count - made.length }, row);
      const inserted = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
      made.push(...inserted.map((u) => u.id));
    }
    if (made.length) {
      await tx.insert(studentCourses).values(
        made.map((userId) => ({
          userId,
          courseId: course.id,
          courseTypeId: course.courseTypeIds[0]!,
          paymentPlan: 'fullPayment' as const,
          modeOfPayment: 'edsCenter' as const,
          paidStageIds,
          isAddedInErp: true,
        })),
      );
    }
    return made;
  });
  return Promise.all(
    ids.map(async (userId) => ({
      userId,
      token: (await ctx.tokens.sign('access', ctx.env.TOKEN_TTL_SECONDS, { sub: userId, roles: ['student'] })).token,
    })),
  );
}

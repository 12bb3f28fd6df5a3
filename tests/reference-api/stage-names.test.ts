import { eq } from 'drizzle-orm';
import { courses, studentCourses } from '../../reference-api/src/db/schema/index';
import { DEMO, get, login, startTestApp, type TestApp } from './support/test-app';
import { studentCourseSchema } from '../../lib/upstream/schemas/onboarding';

// Issue 22: one milestone was "Practical training" in the plan and "Parking" on the dashboard, because
// the seeded catalogue flagged its parking stage with use-stage-name. The rule stays (R§4 "a stage with
// the use-stage-name flag renames its milestone" in the later-payment load); the catalogue no longer
// flags a stage that does not name its whole milestone, so the plan and the dashboard agree.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Named {
  _id: string;
  name: { en: string; ar: string };
}

const names = (milestones: Named[]) => milestones.map((m) => ({ _id: m._id, name: m.name }));

async function aishaCourse(token: string) {
  const res = await get(t.app, '/course/v1/student/course', token);
  expect(res.status).toBe(200);
  return studentCourseSchema.parse(res.body.data);
}

it('the dashboard names every milestone as the plan does, in English and in Arabic', async () => {
  const token = await login(t.app, DEMO.aisha);
  const later = await aishaCourse(token);
  expect(later.laterPayment).toBe(true);

  const plans = (await get(t.app, '/course/v1/student/courses', token)).body.data.courses as {
    courseTypeId: string;
    course: { _id: string };
    milestones: Named[];
  }[];
  const plan = plans.find((p) => p.course._id === later.plan.course._id && p.courseTypeId === later.plan.courseTypeId);
  expect(plan).toBeDefined();
  expect(names(later.plan.milestones)).toEqual(names(plan!.milestones));
  expect(later.plan.milestones.map((m) => m.name.en)).toContain('Practical training');
  expect(later.plan.milestones.map((m) => m.name.ar)).toContain('التدريب العملي');
});

it('a stage flagged use-stage-name still names its unpaid milestone in the later-payment load (R§4)', async () => {
  const token = await login(t.app, DEMO.aisha);
  const { db } = t.app.ctx;
  const [row] = await db.select().from(studentCourses).where(eq(studentCourses.userId, 'usr-aisha'));
  const [course] = await db.select().from(courses).where(eq(courses.id, row!.courseId));
  const unpaid = course!.milestones.find((m) => m.stages.every((s) => !row!.paidStageIds.includes(s.id)))!;
  const flagged = unpaid.stages[0]!;
  const milestones = course!.milestones.map((m) =>
    m.id === unpaid.id ? { ...m, stages: m.stages.map((s) => (s.id === flagged.id ? { ...s, useStageName: true } : s)) } : m,
  );
  await db.update(courses).set({ milestones }).where(eq(courses.id, course!.id));

  const later = await aishaCourse(token);
  expect(later.plan.milestones.find((m) => m._id === unpaid.id)?.name).toEqual(flagged.name);
});

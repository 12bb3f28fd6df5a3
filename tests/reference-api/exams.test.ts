import { examAttemptSchema, assessmentResultSchema, courseExamsSchema } from '../../lib/upstream/schemas/exams';
import { studentExams } from '../../reference-api/src/db/schema/index';
import { examStatus } from '../../reference-api/src/modules/exams/service';
import { DEMO, expectError, get, login, post, startTestApp, type TestApp } from './support/test-app';

// Test Details (issue 26, D§7): the exams of the learner's course with where the learner stands, the
// attempts, and the assessment results per stage (instanceCode); each read only by its own learner
// (anyone else's id is 404), every answer read by the portal's own schemas.

let t: TestApp;
const tokens = { aisha: '', yousef: '', omar: '', cashier: '' };

beforeAll(async () => {
  t = await startTestApp();
  tokens.aisha = await login(t.app, DEMO.aisha);
  tokens.yousef = await login(t.app, '971562223334');
  tokens.omar = await login(t.app, DEMO.omar);
  tokens.cashier = await login(t.app, DEMO.cashier);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /student/course/exams/', () => {
  it("lists the exams of Aisha's course in course order, with her standing on each", async () => {
    const res = await get(t.app, '/student/course/exams/', tokens.aisha);
    expect(res.status).toBe(200);
    const { courseId, exams } = courseExamsSchema.parse(res.body.data);
    expect(courseId).toBe('crs-lmv-standard');
    expect(exams.map((e) => [e.examType.code, e.instanceCode, e.stage.paid, e.status, e.attempts])).toEqual([
      ['EYE', 'lmv-std-s-file', true, 'PASSED', 1],
      ['THEORY', 'lmv-std-s-theory', true, 'BOOKED', 1],
      ['PARKING', 'lmv-std-s-parking', false, 'STAGE_UNPAID', 0],
      ['ASSESSMENT', 'lmv-std-s-road', false, 'STAGE_UNPAID', 0],
      ['ROAD', 'lmv-std-s-road', false, 'STAGE_UNPAID', 0],
    ]);
    // the booked attempt is the one shown, not the failed one before it
    expect(exams[1]!.latest).toMatchObject({ attempt: 2, status: 'BOOKED', score: null, resultAt: null });
    expect(exams[1]!.examType).toMatchObject({ maxScore: 35, passScore: 28 });
  });

  it('a learner with every stage paid and no attempt has every exam to book; one without a course has none', async () => {
    const made = await post(t.app, '/sandbox/learners', { count: 1 });
    expect(made.status).toBe(201);
    const fresh = await get(t.app, '/student/course/exams/', made.body.data[0].token);
    expect(fresh.body.data.exams.map((e: { status: string }) => e.status)).toEqual(Array(5).fill('NOT_BOOKED'));
    const none = await get(t.app, '/student/course/exams/', tokens.omar);
    expect(none.body.data).toEqual({ courseId: null, exams: [] });
  });

  it('asks for a learner: no token 401, staff 403', async () => {
    expectError(await get(t.app, '/student/course/exams/'), 401, 'unauthorized');
    expectError(await get(t.app, '/student/course/exams/', tokens.cashier), 403, 'forbidden');
  });
});

describe('GET /integrator/v1/getStudentExamList/{id}', () => {
  it("answers Aisha's attempts, oldest first, with results only on sat tests", async () => {
    const res = await get(t.app, '/integrator/v1/getStudentExamList/usr-aisha', tokens.aisha);
    expect(res.status).toBe(200);
    const attempts = examAttemptSchema.array().parse(res.body.data);
    expect(attempts.map((a) => [a._id, a.attempt, a.status, a.score])).toEqual([
      ['exm-aisha-eye-1', 1, 'PASSED', null],
      ['exm-aisha-theory-1', 1, 'FAILED', 24],
      ['exm-aisha-theory-2', 2, 'BOOKED', null],
    ]);
    expect(attempts[1]!.scheduledAt).toBe('2026-11-18T05:00:00.000Z');
    expect(attempts[1]!.location.ar).toContain('البرشاء');
  });

  it("is 404 for another learner's id, both ways, and for an id that does not exist", async () => {
    expectError(await get(t.app, '/integrator/v1/getStudentExamList/usr-yousef', tokens.aisha), 404, 'not_found');
    expectError(await get(t.app, '/integrator/v1/getStudentExamList/usr-aisha', tokens.yousef), 404, 'not_found');
    expectError(await get(t.app, '/integrator/v1/getStudentExamList/usr-nobody', tokens.aisha), 404, 'not_found');
    expectError(await get(t.app, `/integrator/v1/getStudentExamList/${'x'.repeat(61)}`, tokens.aisha), 400, 'invalid_data');
  });
});

describe('GET /curriculum/v1/assessment-results/{id}?instanceCode', () => {
  it("answers every stage's results, or one stage's, with the stage named from the course", async () => {
    const all = await get(t.app, '/curriculum/v1/assessment-results/usr-aisha', tokens.aisha);
    expect(all.status).toBe(200);
    expect(
      assessmentResultSchema
        .array()
        .parse(all.body.data)
        .map((r) => [r.instanceCode, r.score, r.passed]),
    ).toEqual([
      ['lmv-std-s-file', 9, true],
      ['lmv-std-s-theory', 13, false],
    ]);
    const theory = await get(t.app, '/curriculum/v1/assessment-results/usr-aisha?instanceCode=lmv-std-s-theory', tokens.aisha);
    const [one] = assessmentResultSchema.array().parse(theory.body.data);
    expect(theory.body.data).toHaveLength(1);
    expect(one).toMatchObject({ stage: { _id: 'lmv-std-s-theory', name: { en: 'Theory lectures' } }, maxScore: 20, passScore: 14 });
    expect(one!.criteria.reduce((sum, c) => sum + c.score, 0)).toBe(one!.score);
    const other = await get(t.app, '/curriculum/v1/assessment-results/usr-aisha?instanceCode=lmv-std-s-road', tokens.aisha);
    expect(other.body.data).toEqual([]);
  });

  it("is 404 for another learner's id and 400 for an instance code that cannot be one", async () => {
    expectError(await get(t.app, '/curriculum/v1/assessment-results/usr-aisha', tokens.yousef), 404, 'not_found');
    expectError(await get(t.app, '/curriculum/v1/assessment-results/usr-yousef?instanceCode=lmv-std-s-theory', tokens.aisha), 404, 'not_found');
    expectError(await get(t.app, `/curriculum/v1/assessment-results/usr-aisha?instanceCode=${'s'.repeat(61)}`, tokens.aisha), 400, 'invalid_data');
  });
});

describe('the record holds its invariants by constraint', () => {
  const attempt = (id: string, n: number, status: 'BOOKED' | 'PASSED', score: number | null = null) => ({
    id,
    userId: 'usr-yousef',
    examTypeId: 'ex-theory',
    stageId: 'lmv-std-s-theory',
    attempt: n,
    status,
    scheduledAt: new Date('2026-12-20T09:00:00+04:00'),
    location: { en: 'RTA', ar: 'الهيئة' },
    reference: id,
    score,
    resultAt: status === 'PASSED' ? new Date('2026-12-20T09:45:00+04:00') : null,
  });
  const code = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as { cause?: { code?: string } }).cause?.code : 'ok');

  it('two bookings of the same exam sent at once: exactly one is stored', async () => {
    const results = await Promise.allSettled([
      t.handle.db.insert(studentExams).values(attempt('exm-race-a', 1, 'BOOKED')),
      t.handle.db.insert(studentExams).values(attempt('exm-race-b', 2, 'BOOKED')),
    ]);
    expect(results.map(code).sort()).toEqual(['23505', 'ok']);
  });

  it('refuses a second pass, a score on a booking and a reused attempt number', async () => {
    const refused = await Promise.allSettled([
      t.handle.db.insert(studentExams).values(attempt('exm-bad-1', 7, 'BOOKED', 30)),
      t.handle.db.insert(studentExams).values({ ...attempt('exm-bad-2', 8, 'PASSED', 30), resultAt: null }),
      t.handle.db.insert(studentExams).values({ ...attempt('exm-bad-3', 1, 'PASSED', 31), userId: 'usr-aisha' }),
    ]);
    expect(refused.map(code)).toEqual(['23514', '23514', '23505']);
  });
});

describe('examStatus', () => {
  it.each([
    [[], false, 'STAGE_UNPAID'],
    [[], true, 'NOT_BOOKED'],
    [['FAILED'], true, 'FAILED'],
    [['ABSENT'], true, 'FAILED'],
    [['CANCELLED'], true, 'NOT_BOOKED'],
    [['FAILED', 'BOOKED'], true, 'BOOKED'],
    [['FAILED', 'PASSED'], true, 'PASSED'],
    // an exam sat before its stage was paid (at the counter) still shows as it stands
    [['PASSED'], false, 'PASSED'],
  ] as const)('%j, paid %s → %s', (statuses, paid, expected) => {
    expect(
      examStatus(
        statuses.map((status) => ({ status })),
        paid,
      ),
    ).toBe(expected);
  });
});

import type { Reader } from '../../db/client';
import type { CatalogueMilestone, examTypes, studentExams } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import type { AssessmentResult, CourseExam, ExamAttempt } from './contract';
import { learnerCourse, listAssessments, listAttempts, listExamTypes } from './repo';

// Exams and assessment results, read by their learner only: another learner's id is 404, as an id that
// does not exist (the caller cannot tell which).

type ExamTypeRow = typeof examTypes.$inferSelect;
type AttemptRow = typeof studentExams.$inferSelect;

const toExamType = (t: ExamTypeRow) => ({
  _id: t.id,
  code: t.code,
  name: t.name,
  authority: t.authority,
  maxScore: t.maxScore,
  passScore: t.passScore,
});

function toAttempt(row: AttemptRow, type: ExamTypeRow): ExamAttempt {
  return {
    _id: row.id,
    examType: toExamType(type),
    instanceCode: row.stageId,
    attempt: row.attempt,
    status: row.status,
    scheduledAt: row.scheduledAt.toISOString(),
    location: row.location,
    reference: row.reference,
    score: row.score,
    remarks: row.remarks ?? null,
    resultAt: row.resultAt?.toISOString() ?? null,
  };
}

/** The path's learner must be the token's: a learner reads only their own record. */
function ownOnly(user: UserRow, id: string) {
  if (id !== user.id) throw notFound();
}

/** integrator/v1/getStudentExamList/{id}: every attempt, oldest first. */
export async function examList(db: Reader, user: UserRow, id: string): Promise<ExamAttempt[]> {
  ownOnly(user, id);
  const [types, rows] = await Promise.all([listExamTypes(db), listAttempts(db, user.id)]);
  const byId = new Map(types.map((t) => [t.id, t]));
  return rows.flatMap((row) => {
    const type = byId.get(row.examTypeId);
    return type ? [toAttempt(row, type)] : [];
  });
}

/** The status an exam shows, from its attempts (oldest first) and whether its stage is paid. */
export function examStatus(attempts: readonly Pick<AttemptRow, 'status'>[], paid: boolean): CourseExam['status'] {
  if (attempts.some((a) => a.status === 'PASSED')) return 'PASSED';
  if (attempts.some((a) => a.status === 'BOOKED')) return 'BOOKED';
  if (!paid) return 'STAGE_UNPAID';
  const sat = attempts.filter((a) => a.status === 'FAILED' || a.status === 'ABSENT');
  return sat.length ? 'FAILED' : 'NOT_BOOKED';
}

/** student/course/exams/: each exam the learner's course includes, in course order, with where they stand. */
export async function courseExams(db: Reader, user: UserRow): Promise<{ courseId: string | null; exams: CourseExam[] }> {
  const [course, types, rows] = await Promise.all([learnerCourse(db, user.id), listExamTypes(db), listAttempts(db, user.id)]);
  if (!course) return { courseId: null, exams: [] };
  const byFee = new Map(types.map((t) => [t.feeCode, t]));
  const stages = (course.milestones as CatalogueMilestone[]).flatMap((m) => m.stages);
  const exams = stages.flatMap((stage) =>
    stage.feeCodes.flatMap(({ code }) => {
      const type = byFee.get(code);
      if (!type) return [];
      const attempts = rows.filter((r) => r.examTypeId === type.id);
      const paid = course.paidStageIds.includes(stage.id);
      const latest = attempts.find((a) => a.status === 'BOOKED') ?? attempts.at(-1);
      return [
        {
          examType: toExamType(type),
          instanceCode: stage.id,
          stage: { _id: stage.id, name: stage.name, paid },
          status: examStatus(attempts, paid),
          attempts: attempts.filter((a) => ['PASSED', 'FAILED', 'ABSENT'].includes(a.status)).length,
          latest: latest ? toAttempt(latest, type) : null,
        },
      ];
    }),
  );
  return { courseId: course.courseId, exams };
}

/** curriculum/v1/assessment-results/{id}?instanceCode: the learner's assessments, of one stage when asked. */
export async function assessmentResults(db: Reader, user: UserRow, id: string, instanceCode?: string): Promise<AssessmentResult[]> {
  ownOnly(user, id);
  const [course, rows] = await Promise.all([learnerCourse(db, user.id), listAssessments(db, user.id, instanceCode)]);
  const stages = new Map(((course?.milestones ?? []) as CatalogueMilestone[]).flatMap((m) => m.stages).map((s) => [s.id, s]));
  return rows.map((r) => {
    const stage = stages.get(r.instanceCode);
    return {
      _id: r.id,
      instanceCode: r.instanceCode,
      stage: stage ? { _id: stage.id, name: stage.name } : null,
      title: r.title,
      assessedAt: r.assessedAt.toISOString(),
      assessor: r.assessor,
      criteria: r.criteria,
      score: r.score,
      maxScore: r.maxScore,
      passScore: r.passScore,
      passed: r.score >= r.passScore,
      remarks: r.remarks ?? null,
    };
  });
}

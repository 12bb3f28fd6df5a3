import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mockTestAnswers, mockTestAttempts, mockTestCodes, mockTestQuestions } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import type { UserRow } from '../session/guard';
import { MOCK_TEST_ERRORS, MOCK_TEST_LABELS, PASS_PERCENT, TEST_MINUTES, THEORY_PER_TEST } from './contract';

// Attempts (docs/mock-test.md): one open attempt per learner (a partial unique index), started by a
// verified code; the server's deadline decides whether an answer counts; each write locks the
// attempt row, so an answer and the submission, or two submissions, are served one after the other
// and the result is stored once.

type Lang = 'en' | 'ar';
type Attempt = typeof mockTestAttempts.$inferSelect;
type Question = typeof mockTestQuestions.$inferSelect;

const remaining = (a: Attempt, now: number) => Math.max(0, Math.ceil((a.deadline.getTime() - now) / 1000));
const passed = (score: number, total: number) => score * 100 >= total * PASS_PERCENT;

/** A fair random pick of k (Fisher–Yates on a copy; crypto randomness). */
function draw<T>(items: T[], k: number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a.slice(0, k);
}

export async function instructions(db: Db, examType: string) {
  const rows = await db.select({ kind: mockTestQuestions.kind }).from(mockTestQuestions).where(eq(mockTestQuestions.examType, examType));
  const theory = rows.filter((r) => r.kind === 'theory').length;
  if (!theory) throw notFound();
  const count = Math.min(theory, THEORY_PER_TEST) + (rows.some((r) => r.kind === 'hazard') ? 1 : 0);
  return {
    examType,
    questionCount: count,
    durationMinutes: TEST_MINUTES,
    passPercent: PASS_PERCENT,
    // the texts themselves are the portal's, in the page's language (docs/mock-test.md)
    instructions: ['one_at_a_time', 'timer', 'answers_saved', 'video_question', 'submit_once'],
  };
}

async function openAttempt(tx: Db | Tx, userId: string, lock = false): Promise<Attempt | undefined> {
  const q = tx
    .select()
    .from(mockTestAttempts)
    .where(and(eq(mockTestAttempts.userId, userId), isNull(mockTestAttempts.submittedAt)));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Scores an attempt from its saved answers and stores the result (the row is locked by the caller). */
async function finalise(tx: Tx, attempt: Attempt, at: Date): Promise<Attempt> {
  const rows = await tx
    .select({ optionId: mockTestAnswers.optionId, correct: mockTestQuestions.correctOptionId })
    .from(mockTestAnswers)
    .innerJoin(mockTestQuestions, eq(mockTestQuestions.id, mockTestAnswers.questionId))
    .where(eq(mockTestAnswers.attemptId, attempt.id));
  const score = rows.filter((r) => r.optionId === r.correct).length;
  const [done] = await tx
    .update(mockTestAttempts)
    .set({ submittedAt: at, score })
    .where(and(eq(mockTestAttempts.id, attempt.id), isNull(mockTestAttempts.submittedAt)))
    .returning();
  return done ?? attempt;
}

/**
 * Starts the test after a verified code, or resumes the open attempt; an open attempt whose time is
 * up is scored first. The learner's code row is locked, so two starts at once make one attempt.
 */
export async function start(db: Db, user: UserRow, input: { examType: string; language: Lang }, now: number) {
  return db.transaction(async (tx) => {
    const [code] = await tx.select().from(mockTestCodes).where(eq(mockTestCodes.userId, user.id)).for('update');
    const open = await openAttempt(tx, user.id, true);
    if (open && open.deadline.getTime() > now) return open;
    if (open) await finalise(tx, open, open.deadline);
    if (!code?.verifiedUntil || code.verifiedUntil.getTime() <= now) throw new ApiError(MOCK_TEST_ERRORS.mock_test_code_required);
    const bank = await tx
      .select({ id: mockTestQuestions.id, kind: mockTestQuestions.kind })
      .from(mockTestQuestions)
      .where(eq(mockTestQuestions.examType, input.examType));
    const theory = bank.filter((q) => q.kind === 'theory').map((q) => q.id);
    if (!theory.length) throw invalidData({ examType: fieldError('examType', 'invalid', MOCK_TEST_LABELS) });
    const ids = [
      ...draw(theory, THEORY_PER_TEST),
      ...draw(
        bank.filter((q) => q.kind === 'hazard').map((q) => q.id),
        1,
      ),
    ];
    const startedAt = new Date(now);
    const [attempt] = await tx
      .insert(mockTestAttempts)
      .values({
        id: `mta-${randomBytes(10).toString('hex')}`,
        userId: user.id,
        examType: input.examType,
        language: input.language,
        questionIds: ids,
        startedAt,
        deadline: new Date(now + TEST_MINUTES * 60_000),
        total: ids.length,
      })
      .returning();
    // the code is used up by the attempt it started
    await tx.update(mockTestCodes).set({ verifiedUntil: null }).where(eq(mockTestCodes.userId, user.id));
    return attempt!;
  });
}

async function questionsOf(db: Db | Tx, attempt: Attempt): Promise<Question[]> {
  const rows = await db.select().from(mockTestQuestions).where(inArray(mockTestQuestions.id, attempt.questionIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return attempt.questionIds.map((id) => byId.get(id)!).filter(Boolean);
}

async function chosen(db: Db | Tx, attemptId: string) {
  const rows = await db.select().from(mockTestAnswers).where(eq(mockTestAnswers.attemptId, attemptId));
  return new Map(rows.map((r) => [r.questionId, r.optionId]));
}

/** The attempt as the learner sees it: no correct answers, ever, until the report. */
export async function attemptView(db: Db, attempt: Attempt, lang: Lang, now: number) {
  const [questions, answers] = await Promise.all([questionsOf(db, attempt), chosen(db, attempt.id)]);
  return {
    _id: attempt.id,
    examType: attempt.examType,
    language: attempt.language,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadline.toISOString(),
    remainingSeconds: attempt.submittedAt ? 0 : remaining(attempt, now),
    submitted: Boolean(attempt.submittedAt),
    questions: questions.map((q) => ({
      _id: q.id,
      kind: q.kind,
      text: q.text[lang],
      options: q.options.map((o) => ({ _id: o._id, text: o.text[lang] })),
      selectedOptionId: answers.get(q.id) ?? null,
    })),
  };
}

/** The learner's open attempt of this exam type (GET questions by exam type); none: 404. */
export async function currentAttempt(db: Db, user: UserRow, examType: string) {
  const open = await openAttempt(db, user.id);
  if (!open || open.examType !== examType) throw notFound();
  return open;
}

/** The learner's own attempt, locked; anyone else's is not found. */
async function ownAttempt(tx: Tx, user: UserRow, attemptId: string): Promise<Attempt> {
  const [row] = await tx
    .select()
    .from(mockTestAttempts)
    .where(and(eq(mockTestAttempts.id, attemptId), eq(mockTestAttempts.userId, user.id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** One answer per question, replaced by a later one; refused once submitted or after the deadline. */
export async function saveAnswer(db: Db, user: UserRow, input: { attemptId: string; questionId: string; optionId: string }, now: number) {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, input.attemptId);
    if (attempt.submittedAt) throw new ApiError(MOCK_TEST_ERRORS.mock_test_submitted);
    if (attempt.deadline.getTime() <= now) throw new ApiError(MOCK_TEST_ERRORS.mock_test_time_up);
    if (!attempt.questionIds.includes(input.questionId)) throw invalidData({ questionId: fieldError('questionId', 'invalid', MOCK_TEST_LABELS) });
    const [question] = await tx.select().from(mockTestQuestions).where(eq(mockTestQuestions.id, input.questionId));
    if (!question?.options.some((o) => o._id === input.optionId))
      throw invalidData({ optionId: fieldError('optionId', 'invalid', MOCK_TEST_LABELS) });
    const answeredAt = new Date(now);
    await tx
      .insert(mockTestAnswers)
      .values({ attemptId: attempt.id, questionId: input.questionId, optionId: input.optionId, answeredAt })
      .onConflictDoUpdate({ target: [mockTestAnswers.attemptId, mockTestAnswers.questionId], set: { optionId: input.optionId, answeredAt } });
    return { questionId: input.questionId, optionId: input.optionId, remainingSeconds: remaining(attempt, now) };
  });
}

function resultOf(a: Attempt) {
  const score = a.score ?? 0;
  return {
    attemptId: a.id,
    examType: a.examType,
    score,
    total: a.total,
    passPercent: PASS_PERCENT,
    passed: passed(score, a.total),
    startedAt: a.startedAt.toISOString(),
    submittedAt: (a.submittedAt ?? a.deadline).toISOString(),
  };
}

/** save-mocktest-result: idempotent; a second (or racing) submission answers the stored result. */
export async function submit(db: Db, user: UserRow, attemptId: string, now: number) {
  const done = await db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, attemptId);
    if (attempt.submittedAt) return attempt;
    // a submission after the deadline scores what was saved in time; it is stamped at the deadline
    return finalise(tx, attempt, new Date(Math.min(now, attempt.deadline.getTime())));
  });
  return resultOf(done);
}

/** The report: the result and, now that it is submitted, each question's right answer. */
export async function report(db: Db, user: UserRow, attemptId: string, lang: Lang) {
  const [attempt] = await db
    .select()
    .from(mockTestAttempts)
    .where(and(eq(mockTestAttempts.id, attemptId), eq(mockTestAttempts.userId, user.id)));
  if (!attempt) throw notFound();
  if (!attempt.submittedAt) throw new ApiError(MOCK_TEST_ERRORS.mock_test_not_submitted);
  const [questions, answers] = await Promise.all([questionsOf(db, attempt), chosen(db, attempt.id)]);
  return {
    ...resultOf(attempt),
    questions: questions.map((q) => ({
      _id: q.id,
      kind: q.kind,
      text: q.text[lang],
      options: q.options.map((o) => ({ _id: o._id, text: o.text[lang] })),
      selectedOptionId: answers.get(q.id) ?? null,
      correctOptionId: q.correctOptionId,
      explanation: q.explanation[lang],
    })),
  };
}

import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { lectureLearners, lectureProgress, lectureQuizAttempts, lectureVideos, type LectureLanguage } from '../../db/schema/index';
import { CENTRE } from '../../platform/centre';
import { ApiError } from '../../platform/errors';
import { deriveKey, hmacHex } from '../../platform/secrets';
import { AUTH_ERRORS } from '../auth/contract';
import type { UserRow } from '../session/guard';
import {
  COMPLETION_PERCENT,
  LECTURE_ACCESS_SECONDS,
  LECTURE_ERRORS,
  LECTURE_OTP_SECONDS,
  MAX_CREDIT_PER_REPORT_MS,
  QUIZ_PASS_PERCENT,
  REPORT_TOLERANCE_MS,
} from './contract';
import { lastAttempt, quizOf } from './repo';
import { curriculumState, findSubtopic, type LessonState, type TopicState } from './state';

// The lecture rules (docs/learning.md): lecture OTP, curriculum view, video progress, quiz scoring.
type Ctx = Pick<AppContext, 'db' | 'env' | 'outbox' | 'limits' | 'now'>;

const notFound = () => new ApiError(LECTURE_ERRORS.lesson_not_found);
const locked = () => new ApiError(LECTURE_ERRORS.lecture_locked);

/** The learner's licence type: the only curriculum they may open. */
function ownLicence(user: UserRow, licenseTypeId: string) {
  if (user.studentDetails?.requiredLicenseId !== licenseTypeId) throw notFound();
  return licenseTypeId;
}

async function learnerRow(ctx: Ctx, userId: string) {
  const [row] = await ctx.db.select().from(lectureLearners).where(eq(lectureLearners.userId, userId));
  return row ?? null;
}

/** Lectures are open only while a verified lecture OTP's window lasts. */
export async function requireAccess(ctx: Ctx, userId: string) {
  const row = await learnerRow(ctx, userId);
  if (!row?.accessUntil || row.accessUntil.getTime() <= ctx.now()) throw new ApiError(LECTURE_ERRORS.lecture_otp_required);
}

export async function lectureAccess(ctx: Ctx, userId: string) {
  const row = await learnerRow(ctx, userId);
  const open = row?.accessUntil && row.accessUntil.getTime() > ctx.now();
  // a code sent and still waiting: a page rendered again (a post before the scripts ran) shows its form
  const pending = row?.codeHash && row.otpExpiresAt && row.otpExpiresAt.getTime() > ctx.now();
  return {
    language: row?.language ?? ('en' as const),
    accessUntil: open ? row.accessUntil!.toISOString() : null,
    otpExpiry: pending ? row.otpExpiresAt!.toISOString() : null,
  };
}

export async function setLanguage(ctx: Ctx, userId: string, language: LectureLanguage) {
  await ctx.db
    .insert(lectureLearners)
    .values({ userId, language })
    .onConflictDoUpdate({ target: lectureLearners.userId, set: { language, updatedAt: new Date(ctx.now()) } });
  return { language };
}

// ---- lecture OTP (D§4: the send answer's expiry is 5 minutes ahead) ----

const codeHash = (ctx: Ctx, userId: string, code: string) => hmacHex(deriveKey(ctx.env.OTP_SECRET, 'lecture-otp'), `${userId}:${code}`);

export async function sendLectureOtp(ctx: Ctx, user: UserRow) {
  const budget = await ctx.limits.limiter('lecture-otp-send', { points: 5, durationSeconds: 15 * 60 }).consume(user.id);
  if (!budget.allowed) throw new ApiError(AUTH_ERRORS.otp_send_limit, { retryAfterSeconds: budget.retryAfterSeconds });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = new Date(ctx.now());
  const otpExpiresAt = new Date(at.getTime() + LECTURE_OTP_SECONDS * 1000);
  await ctx.db.transaction(async (tx) => {
    const values = { codeHash: codeHash(ctx, user.id, code), otpExpiresAt, otpAttempts: 0, updatedAt: at };
    await tx
      .insert(lectureLearners)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: lectureLearners.userId, set: values });
    const body = `${CENTRE.name.en}: Your online lecture code is ${code}. It expires in 5 minutes. Never share this code.`;
    await ctx.outbox.send(tx, { channel: 'sms', to: user.phone, body, code });
  });
  return { otpExpiry: otpExpiresAt.toISOString() };
}

export async function verifyLectureOtp(ctx: Ctx, userId: string, otp: string) {
  const row = await learnerRow(ctx, userId);
  if (!row?.codeHash || !row.otpExpiresAt) throw new ApiError(AUTH_ERRORS.otp_invalid);
  if (row.otpAttempts >= ctx.env.OTP_MAX_ATTEMPTS) throw new ApiError(AUTH_ERRORS.otp_attempts);
  if (row.otpExpiresAt.getTime() <= ctx.now()) throw new ApiError(AUTH_ERRORS.otp_expired);
  const matches = timingSafeEqual(Buffer.from(codeHash(ctx, userId, otp), 'hex'), Buffer.from(row.codeHash, 'hex'));
  if (!matches) {
    await ctx.db
      .update(lectureLearners)
      .set({ otpAttempts: sql`${lectureLearners.otpAttempts} + 1` })
      .where(eq(lectureLearners.userId, userId));
    throw new ApiError(AUTH_ERRORS.otp_invalid);
  }
  const accessUntil = new Date(ctx.now() + LECTURE_ACCESS_SECONDS * 1000);
  // single use: only the request that clears this very code opens the lectures
  const [won] = await ctx.db
    .update(lectureLearners)
    .set({ codeHash: null, otpExpiresAt: null, accessUntil, updatedAt: new Date(ctx.now()) })
    .where(and(eq(lectureLearners.userId, userId), eq(lectureLearners.codeHash, row.codeHash)))
    .returning({ userId: lectureLearners.userId });
  if (!won) throw new ApiError(AUTH_ERRORS.otp_invalid);
  return { accessUntil: accessUntil.toISOString() };
}

// ---- the curriculum view ----

const percentOf = (watchedMs: number, durationSeconds: number) => Math.min(100, Math.floor((watchedMs * 100) / (durationSeconds * 1000)));

async function topicView(ctx: Ctx, userId: string, topic: TopicState, language: LectureLanguage) {
  const base = { _id: topic.row.id, title: topic.row.title[language], type: topic.row.kind, isLocked: topic.isLocked };
  if (topic.row.kind === 'video') {
    return {
      ...base,
      subTopics: topic.subtopics.map((s) => ({
        _id: s.row.id,
        title: s.row.title[language],
        durationSeconds: s.row.durationSeconds,
        isLocked: s.isLocked,
        isCompleted: s.isCompleted,
        completePercentage: percentOf(s.progress?.watchedMs ?? 0, s.row.durationSeconds),
        completedTime: (s.progress?.positionMs ?? 0) / 1000,
        videoPath: `/student/lecture/video/${encodeURIComponent(s.row.id)}?language=${language}`,
      })),
      questionAnswers: [],
      nextAttempt: null,
      lastResult: null,
      passMark: null,
    };
  }
  const last = await lastAttempt(ctx.db, userId, topic.row.id);
  const questions = topic.isLocked ? [] : await quizOf(ctx.db, topic.row.id);
  return {
    ...base,
    subTopics: [],
    // D§4: the quiz opens with every answer unselected; which one is right is never sent here
    questionAnswers: questions.map((q) => ({
      _id: q.id,
      question: q.text[language],
      answers: q.answers.map((a) => ({ _id: a.id, answer: a.text[language], isSelected: false })),
    })),
    nextAttempt: (last?.attempt ?? 0) + 1,
    lastResult: last ? resultOf(last) : null,
    passMark: QUIZ_PASS_PERCENT,
  };
}

const summary = (l: LessonState, language: LectureLanguage) => ({
  _id: l.row.id,
  title: l.row.title[language],
  position: l.row.position,
  isLocked: l.isLocked,
  isPassed: l.isPassed,
});

export async function getLecture(ctx: Ctx, user: UserRow, q: { licenseTypeId: string; language: LectureLanguage; lessonId?: string }) {
  await requireAccess(ctx, user.id);
  const state = await curriculumState(ctx.db, user.id, ownLicence(user, q.licenseTypeId));
  let lesson: LessonState | undefined;
  if (q.lessonId) {
    lesson = state.find((l) => l.row.id === q.lessonId);
    if (!lesson) throw notFound();
  } else {
    lesson = state.find((l) => !l.isLocked && !l.isPassed) ?? state.filter((l) => !l.isLocked).at(-1);
  }
  const topics = lesson && !lesson.isLocked ? await Promise.all(lesson.topics.map((t) => topicView(ctx, user.id, t, q.language))) : [];
  return {
    licenseTypeId: q.licenseTypeId,
    language: q.language,
    lessons: state.map((l) => summary(l, q.language)),
    lesson: lesson ? { ...summary(lesson, q.language), topics } : null,
  };
}

/** The licence type's state and one open subtopic of it (404 when not the learner's, 403 when locked). */
async function openSubtopic(ctx: Ctx, user: UserRow, subtopicId: string) {
  await requireAccess(ctx, user.id);
  const licence = user.studentDetails?.requiredLicenseId;
  if (!licence) throw notFound();
  const found = findSubtopic(await curriculumState(ctx.db, user.id, licence), subtopicId);
  if (!found || found.lesson.isLocked) throw notFound();
  if (found.sub.isLocked) throw locked();
  return found.sub;
}

export async function videoOf(ctx: Ctx, user: UserRow, subtopicId: string, language: LectureLanguage) {
  await openSubtopic(ctx, user, subtopicId);
  const [video] = await ctx.db
    .select()
    .from(lectureVideos)
    .where(and(eq(lectureVideos.subtopicId, subtopicId), eq(lectureVideos.language, language)));
  if (!video) throw notFound();
  return video;
}

// ---- video progress (D§3: id, completePercentage, completedTime) ----

/**
 * One progress report. The browser says where playback stands; the server credits as watched only the
 * forward move that wall-clock time since the previous report allows (plus a small tolerance, capped per
 * report), so seeking to the end credits nothing. Complete at COMPLETION_PERCENT of the duration, once.
 */
export async function reportProgress(ctx: Ctx, user: UserRow, body: { id: string; completedTime: number }) {
  const sub = await openSubtopic(ctx, user, body.id);
  const durationMs = sub.row.durationSeconds * 1000;
  const positionMs = Math.min(Math.round(body.completedTime * 1000), durationMs);
  const at = new Date(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    await tx.insert(lectureProgress).values({ userId: user.id, subtopicId: body.id, positionMs, lastReportAt: at }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, user.id), eq(lectureProgress.subtopicId, body.id)))
      .for('update');
    const p = current!;
    const wallMs = Math.max(0, at.getTime() - p.lastReportAt.getTime());
    const advance = positionMs - p.positionMs;
    const credit = advance > 0 ? Math.min(advance, wallMs + REPORT_TOLERANCE_MS, MAX_CREDIT_PER_REPORT_MS) : 0;
    const watchedMs = Math.min(durationMs, p.watchedMs + credit);
    const done = p.completedAt ?? (watchedMs * 100 >= durationMs * COMPLETION_PERCENT ? at : null);
    const [updated] = await tx
      .update(lectureProgress)
      .set({ watchedMs, positionMs, lastReportAt: at, completedAt: done })
      .where(and(eq(lectureProgress.userId, user.id), eq(lectureProgress.subtopicId, body.id)))
      .returning();
    return updated!;
  });
  return {
    id: body.id,
    completePercentage: percentOf(row.watchedMs, sub.row.durationSeconds),
    completedTime: row.positionMs / 1000,
    isCompleted: !!row.completedAt,
  };
}

// ---- quiz (PUT student/lecture/question) ----

type AttemptRow = typeof lectureQuizAttempts.$inferSelect;
const resultOf = (a: AttemptRow) => ({
  attempt: a.attempt,
  correct: a.correct,
  total: a.total,
  percentage: Math.floor((a.correct * 100) / a.total),
  passed: a.passed,
});

interface QuizSubmission {
  lessonId: string;
  topicId: string;
  attempt: number;
  questionAnswers: { _id: string; answers: { _id: string; isSelected: boolean }[] }[];
}

export async function submitQuiz(ctx: Ctx, user: UserRow, body: QuizSubmission) {
  await requireAccess(ctx, user.id);
  const licence = user.studentDetails?.requiredLicenseId;
  const state = licence ? await curriculumState(ctx.db, user.id, licence) : [];
  const lessonIndex = state.findIndex((l) => l.row.id === body.lessonId);
  const lesson = state[lessonIndex];
  const topic = lesson?.topics.find((t) => t.row.id === body.topicId && t.row.kind === 'quiz');
  if (!lesson || !topic || lesson.isLocked) throw notFound();
  if (topic.isLocked) throw locked();

  // exactly one chosen answer, of that question, for every question of the quiz
  const questions = await quizOf(ctx.db, topic.row.id);
  const chosen: Record<string, string> = {};
  for (const q of body.questionAnswers) {
    const picked = q.answers.filter((a) => a.isSelected);
    const question = questions.find((x) => x.id === q._id);
    if (!question || picked.length !== 1 || chosen[q._id] || !question.answers.some((a) => a.id === picked[0]!._id)) {
      throw new ApiError(LECTURE_ERRORS.quiz_incomplete);
    }
    chosen[q._id] = picked[0]!._id;
  }
  if (Object.keys(chosen).length !== questions.length) throw new ApiError(LECTURE_ERRORS.quiz_incomplete);
  const correct = questions.filter((q) => q.answers.find((a) => a.isCorrect)?.id === chosen[q.id]).length;
  const passed = correct * 100 >= questions.length * QUIZ_PASS_PERCENT;

  const where = and(
    eq(lectureQuizAttempts.userId, user.id),
    eq(lectureQuizAttempts.topicId, topic.row.id),
    eq(lectureQuizAttempts.attempt, body.attempt),
  );
  const stored = await ctx.db.transaction(async (tx) => {
    const last = await lastAttempt(tx, user.id, topic.row.id);
    if (body.attempt === (last?.attempt ?? 0) + 1) {
      // the primary key (learner, topic, attempt) keeps one row when the same submit arrives twice
      const [row] = await tx
        .insert(lectureQuizAttempts)
        .values({ userId: user.id, topicId: topic.row.id, attempt: body.attempt, answers: chosen, correct, total: questions.length, passed })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
    }
    const [existing] = await tx.select().from(lectureQuizAttempts).where(where);
    return existing ?? null;
  });
  if (!stored || JSON.stringify(sortKeys(stored.answers)) !== JSON.stringify(sortKeys(chosen))) {
    throw new ApiError(LECTURE_ERRORS.quiz_attempt_used);
  }
  const next = state[lessonIndex + 1];
  return {
    ...resultOf(stored),
    passMark: QUIZ_PASS_PERCENT,
    questionAnswers: questions.map((q) => ({
      _id: q.id,
      answers: q.answers.map((a) => ({ _id: a.id, isSelected: stored.answers[q.id] === a.id, isCorrect: a.isCorrect })),
    })),
    nextLessonId: next?.row.id ?? null,
    nextLessonUnlocked: !!next && (stored.passed || lesson.isPassed),
  };
}

const sortKeys = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

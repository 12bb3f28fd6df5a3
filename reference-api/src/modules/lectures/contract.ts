import { z } from 'zod';
import { defineErrors } from '../../platform/errors';

// Online lectures (D§3 "Lecture", D§4, D§7 "Lectures", D§9): the curriculum with the learner's progress,
// video progress, quiz answers, the lecture OTP and the lecture language. Rules in docs/learning.md.
export const LECTURE_ERRORS = defineErrors({
  lesson_not_found: [404, 'Lesson Not Found!'],
  lecture_otp_required: [403, 'Time is up! Your session has expired.'],
  lecture_locked: [403, 'This lecture is locked. Finish the one before it first.'],
  quiz_incomplete: [400, 'Please choose one answer for every question.'],
  quiz_attempt_used: [409, 'These answers were already submitted. Reload the quiz to try again.'],
});

/** A quiz is passed with at least this share of right answers (percent). */
export const QUIZ_PASS_PERCENT = 75;
/** A subtopic is complete once the server has credited this share of its duration as watched (percent). */
export const COMPLETION_PERCENT = 90;
/** Watched time credited per report is at most the wall-clock time since the last one plus this. */
export const REPORT_TOLERANCE_MS = 1500;
/** …and never more than this: the player reports every 10 s of playback (docs/learning.md). */
export const MAX_CREDIT_PER_REPORT_MS = 15_000;
/** The lecture OTP (D§9) and how long a verified one opens the lectures. */
export const LECTURE_OTP_SECONDS = 5 * 60;
export const LECTURE_ACCESS_SECONDS = 4 * 60 * 60;

export const lectureLanguage = z.enum(['en', 'ar']);
const id = z.string().trim().min(1).max(100);

export const lectureQuery = z.object({
  licenseTypeId: id,
  language: lectureLanguage,
  lessonId: id.optional(),
});

export const subTopicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  durationSeconds: z.number(),
  isLocked: z.boolean(),
  isCompleted: z.boolean(),
  completePercentage: z.number().int().min(0).max(100),
  /** where the learner stopped, seconds (resume point) */
  completedTime: z.number().min(0),
  /** the API path of the video in the lecture language (streamed with HTTP ranges) */
  videoPath: z.string(),
});

const answerOut = z.object({ _id: z.string(), answer: z.string(), isSelected: z.boolean() });
const questionOut = z.object({ _id: z.string(), question: z.string(), answers: z.array(answerOut) });
export const quizResultSchema = z.object({
  attempt: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  percentage: z.number().int(),
  passed: z.boolean(),
});

export const topicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(['video', 'quiz']),
  isLocked: z.boolean(),
  subTopics: z.array(subTopicSchema),
  /** quiz topics only, and only once unlocked: every answer unselected, no right answer */
  questionAnswers: z.array(questionOut),
  /** the number to submit the quiz with (quiz topics) */
  nextAttempt: z.number().int().nullable(),
  lastResult: quizResultSchema.nullable(),
  passMark: z.number().int().nullable(),
});

export const lessonSummary = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.number().int(),
  isLocked: z.boolean(),
  isPassed: z.boolean(),
});

export const lectureResult = z.object({
  licenseTypeId: z.string(),
  language: lectureLanguage,
  lessons: z.array(lessonSummary),
  /** the asked lesson, else the learner's current one (the first unlocked lesson not passed, else the last) */
  lesson: lessonSummary.extend({ topics: z.array(topicSchema) }).nullable(),
});

export const progressBody = z.object({
  id,
  completePercentage: z.number().min(0).max(100),
  completedTime: z
    .number()
    .min(0)
    .max(24 * 3600),
});
export const progressResult = z.object({
  id: z.string(),
  completePercentage: z.number().int(),
  completedTime: z.number(),
  isCompleted: z.boolean(),
});

export const quizBody = z.object({
  lessonId: id,
  topicId: id,
  attempt: z.number().int().min(1).max(10_000),
  questionAnswers: z.array(z.object({ _id: id, answers: z.array(z.object({ _id: id, isSelected: z.boolean() })).max(20) })).max(100),
});
export const quizSubmitResult = quizResultSchema.extend({
  passMark: z.number().int(),
  questionAnswers: z.array(
    z.object({ _id: z.string(), answers: z.array(z.object({ _id: z.string(), isSelected: z.boolean(), isCorrect: z.boolean() })) }),
  ),
  nextLessonId: z.string().nullable(),
  nextLessonUnlocked: z.boolean(),
});

export const sendOtpBody = z.object({ source: z.literal('web').optional() });
export const otpExpiryResult = z.object({ otpExpiry: z.string() });
export const verifyOtpBody = z.object({ otp: z.string().length(6).regex(/^\d+$/) });
export const accessResult = z.object({ accessUntil: z.string() });
export const languageBody = z.object({ language: lectureLanguage });
export const languageResult = z.object({ language: lectureLanguage });
export const videoParams = z.object({ subTopicId: id });
export const videoQuery = z.object({ language: lectureLanguage });

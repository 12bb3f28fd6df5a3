import { z } from 'zod';

// Online lectures (D§3 "Lecture", D§7 "Lectures"; docs/learning.md). Pure zod, shared by the adapter
// and the browser's reads through the BFF. The quiz as the centre sends it before a submit carries
// no right answer; the video path is rewritten to the portal's own stream route.

export const lectureLanguageSchema = z.enum(['en', 'ar']);
export type LectureLanguage = z.infer<typeof lectureLanguageSchema>;

export const subTopicSchema = z.object({
  _id: z.string(),
  title: z.string(),
  durationSeconds: z.number().positive(),
  isLocked: z.boolean(),
  isCompleted: z.boolean(),
  completePercentage: z.number().min(0).max(100),
  completedTime: z.number().min(0),
});
export type SubTopic = z.infer<typeof subTopicSchema>;

const answerSchema = z.object({ _id: z.string(), answer: z.string(), isSelected: z.boolean() });
export const questionSchema = z.object({ _id: z.string(), question: z.string(), answers: z.array(answerSchema) });
export type QuizQuestion = z.infer<typeof questionSchema>;

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
  questionAnswers: z.array(questionSchema),
  nextAttempt: z.number().int().nullable(),
  lastResult: quizResultSchema.nullable(),
  passMark: z.number().int().nullable(),
});
export type Topic = z.infer<typeof topicSchema>;

export const lessonSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  position: z.number().int(),
  isLocked: z.boolean(),
  isPassed: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const lectureSchema = z.object({
  licenseTypeId: z.string(),
  language: lectureLanguageSchema,
  lessons: z.array(lessonSummarySchema),
  lesson: lessonSummarySchema.extend({ topics: z.array(topicSchema) }).nullable(),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const progressAnswerSchema = z.object({
  id: z.string(),
  completePercentage: z.number(),
  completedTime: z.number(),
  isCompleted: z.boolean(),
});

export const quizSubmitAnswerSchema = quizResultSchema.extend({
  passMark: z.number().int(),
  questionAnswers: z.array(
    z.object({ _id: z.string(), answers: z.array(z.object({ _id: z.string(), isSelected: z.boolean(), isCorrect: z.boolean() })) }),
  ),
  nextLessonId: z.string().nullable(),
  nextLessonUnlocked: z.boolean(),
});
export type QuizOutcome = z.infer<typeof quizSubmitAnswerSchema>;

export const lectureAccessSchema = z.object({
  language: lectureLanguageSchema,
  accessUntil: z.string().nullable(),
  /** a lecture code sent and still waiting (the reference API's; absent elsewhere) */
  otpExpiry: z.string().nullable().optional(),
});
export type LectureAccess = z.infer<typeof lectureAccessSchema>;

import * as z from 'zod';
import { msg } from './messages';

// The mock-test forms (D§2 /mock-test/…, docs/mock-test.md): shared by each form's resolver and its
// server action. The code itself is the one six-digit code of lib/schemas/auth (otpSchema).

const id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: msg.invalid('mockTest') });

export const MOCK_TEST_LANGUAGES = ['en', 'ar'] as const;

/** /choose-language: the language the questions are shown in (the mock-test setting of D§7). */
export const chooseLanguageSchema = z.object({
  language: z.enum(MOCK_TEST_LANGUAGES, { error: msg.required('testLanguage') }),
});

/** One question's answer; `next` says which screen follows (the next question, the summary…). */
export const mockAnswerSchema = z.object({
  attemptId: id,
  questionId: id,
  optionId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: msg.required('answer') }),
  next: z.string().regex(/^(\d{1,3}|summary|finish)$/, { error: msg.invalid('mockTest') }),
});

/** The last step (after the video question): the result, saved once. */
export const mockSubmitSchema = z.object({ attemptId: id });

export type ChooseLanguageValues = z.output<typeof chooseLanguageSchema>;
export type MockAnswerValues = z.output<typeof mockAnswerSchema>;

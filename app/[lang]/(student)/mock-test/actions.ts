'use server';

import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { localePath } from '@/lib/i18n/paths';
import { answerMockTestQuestion } from '@/lib/mock-test/answer';
import { resendMockTestCode, sendMockTestCode, verifyMockTestCode } from '@/lib/mock-test/code';
import { finishMockTest } from '@/lib/mock-test/finish';
import { startMockTestAttempt } from '@/lib/mock-test/start';
import { submitMockTest } from '@/lib/mock-test/submit';
import { otpSchema } from '@/lib/schemas/auth';
import { chooseLanguageSchema, mockAnswerSchema, mockSubmitSchema } from '@/lib/schemas/mock-test';
import * as z from 'zod';

// The mock-test flow's forms (D§2 /mock-test/…; docs/mock-test.md). Each runs one use case of
// lib/mock-test and says where the learner goes next; refusals read by code (errors.mockTest, errors.auth).

type Payload = FormData | Record<string, string>;
const nothing = z.object({});

/** /mock-test: text the code; the page then asks for it (the countdown runs from the API's resendAfter). */
export async function sendMockTestCodeAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: nothing,
    run: () => sendMockTestCode(),
    done: (sent, { lang }) => ({ redirectTo: localePath(lang, '/mock-test', { resendAfter: String(Date.parse(sent.resendAfter)) }) }),
  });
}

/** 'Resend' behind the countdown. */
export async function resendMockTestCodeAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: nothing,
    run: () => resendMockTestCode(),
    done: (_sent, { t }) => ({ notice: t('mockTest.code.resent') }),
  });
}

export async function verifyMockTestCodeAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: otpSchema,
    secrets: ['otp'],
    errorField: 'otp',
    run: verifyMockTestCode,
    done: (_verified, { lang }) => ({ redirectTo: localePath(lang, '/mock-test/instructions') }),
  });
}

/** /choose-language: the attempt starts (or resumes) in the chosen language. */
export async function chooseMockTestLanguageAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: chooseLanguageSchema,
    run: startMockTestAttempt,
    done: (_attempt, { lang }) => ({ redirectTo: localePath(lang, '/mock-test/question', { n: '1' }) }),
  });
}

/** A question's answer, saved at once; then the next question or the summary. */
export async function answerMockTestAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: mockAnswerSchema,
    run: answerMockTestQuestion,
    done: (_saved, { lang, values }) => ({
      redirectTo: /^\d+$/.test(values.next ?? '')
        ? localePath(lang, '/mock-test/question', { n: values.next! })
        : localePath(lang, '/mock-test/summary'),
    }),
  });
}

/** /video-question: the last answer and the result (saved once), then the thank-you page. */
export async function finishMockTestAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: mockAnswerSchema,
    run: finishMockTest,
    done: (result, { lang }) => ({ redirectTo: localePath(lang, '/mock-test/thank-you', { attempt: result.attemptId }) }),
  });
}

/** When the time is up: the result of what was saved in time. */
export async function submitMockTestAction(previous: FormState, payload: Payload): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: mockSubmitSchema,
    run: (values) => submitMockTest(values.attemptId),
    done: (result, { lang }) => ({ redirectTo: localePath(lang, '/mock-test/thank-you', { attempt: result.attemptId }) }),
  });
}

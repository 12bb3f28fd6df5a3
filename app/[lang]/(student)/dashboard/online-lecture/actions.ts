'use server';

import type { FormState } from '@/lib/forms/form-state';
import { runFormAction } from '@/lib/forms/run-form-action';
import { changeLectureLanguage } from '@/lib/lectures/set-language';
import { sendLectureCode } from '@/lib/lectures/send-otp';
import { verifyLectureCode } from '@/lib/lectures/verify-otp';
import { lectureLanguageFormSchema, lectureOtpSchema, sendLectureCodeSchema } from '@/lib/schemas/lectures';

const LECTURE_PAGE = (lang: string) => `/${lang}/dashboard/online-lecture`;

/** A lecture code by SMS; its expiry goes back to the gate, which counts down to it. */
export async function sendLectureCodeAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: sendLectureCodeSchema,
    run: sendLectureCode,
    done: (sent, { t }) => ({ notice: t('lecture.codeSent'), data: { otpExpiry: sent.otpExpiry } }),
  });
}

/** The lecture code: right, and the lecture page opens (a fresh render of it). */
export async function verifyLectureCodeAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: lectureOtpSchema,
    secrets: ['otp'],
    errorField: 'otp',
    run: verifyLectureCode,
    done: (_opened, { lang }) => ({ redirectTo: LECTURE_PAGE(lang) }),
  });
}

/** The lecture language (D§7 "Update lecture language"), apart from the page's. */
export async function changeLectureLanguageAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: lectureLanguageFormSchema,
    run: changeLectureLanguage,
    done: (_saved, { values, lang }) => ({ redirectTo: values.returnTo?.startsWith(`/${lang}/`) ? values.returnTo : LECTURE_PAGE(lang) }),
  });
}

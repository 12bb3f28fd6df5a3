import 'server-only';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import type { MockTestLanguage } from '@/lib/upstream/mock-test';

// D§7 "A language header is sent on GETs when a mock-test setting exists": the setting is the learner's
// choice on /choose-language (with the exam type it was made for), kept in a small cookie of its own
// (no secret: the attempt itself lives in the API). While it exists the mock test's GETs carry its
// language as accept-language, whatever the page's language.
const NAME = 'mock_test_setting';

export interface MockTestSetting {
  examType: string;
  language: MockTestLanguage;
}

export function parseSetting(value: string | undefined): MockTestSetting | null {
  const match = /^([A-Z]{1,20})\.(en|ar)$/.exec(value ?? '');
  return match ? { examType: match[1]!, language: match[2] as MockTestLanguage } : null;
}

export async function readMockTestSetting(): Promise<MockTestSetting | null> {
  return parseSetting((await cookies()).get(NAME)?.value);
}

export async function writeMockTestSetting(setting: MockTestSetting): Promise<void> {
  (await cookies()).set(NAME, `${setting.examType}.${setting.language}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SECURE_COOKIES,
    path: '/',
    maxAge: 6 * 3600,
  });
}

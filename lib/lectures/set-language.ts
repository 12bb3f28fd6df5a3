import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { LectureLanguageValues } from '@/lib/schemas/lectures';
import { setLectureLanguage } from '@/lib/upstream/lectures';
import { attempt } from '@/lib/upstream/result';

/** "Update lecture language" (D§7): the videos' and quizzes' language, apart from the page's. */
export async function changeLectureLanguage(values: LectureLanguageValues): Promise<Result<{ language: 'en' | 'ar' }>> {
  return attempt(() => setLectureLanguage(values.language));
}

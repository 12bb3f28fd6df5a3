import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { LectureLanguageForm } from '@/components/lectures/lecture-language-form';
import { LectureOtpGate } from '@/components/lectures/lecture-otp-gate';
import { LessonList } from '@/components/lectures/lesson-list';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { loadLecture } from '@/lib/lectures/load';
import { changeLectureLanguageAction, sendLectureCodeAction, verifyLectureCodeAction } from './actions';
import styles from '../dashboard.module.css';

// /{lang}/dashboard/online-lecture – the Online Lecture tab (D§2, D§4): the lecture OTP first, then the
// lessons in the lecture language with what is open, watched and passed (docs/learning.md).

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = unindexedPageMetadata('lecture');

const LESSON_ID = /^[A-Za-z0-9_-]{1,100}$/;

export default async function OnlineLecturePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, query] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'lecture' }), searchParams]);
  const lessonId = typeof query.lesson === 'string' && LESSON_ID.test(query.lesson) ? query.lesson : undefined;
  // sent here by a video or quiz whose lecture window closed: the gate says so (D§8)
  const expired = query.expired === '1';
  const view = await loadLecture(lessonId);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {!view.ok ? (
        <p role="alert">{view.error.code === 'lesson_not_found' ? t('lessonNotFound') : t('loadFailed')}</p>
      ) : !view.value.lecture ? (
        <LectureOtpGate
          send={sendLectureCodeAction}
          verify={verifyLectureCodeAction}
          expired={expired}
          pending={view.value.access.otpExpiry ?? null}
        />
      ) : (
        <>
          <LectureLanguageForm
            action={changeLectureLanguageAction}
            current={view.value.access.language}
            returnTo={`/${lang}/dashboard/online-lecture${lessonId ? `?lesson=${lessonId}` : ''}`}
          />
          <LessonList lang={lang} lecture={view.value.lecture} />
        </>
      )}
    </DashboardFrame>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { QuizForm } from '@/components/lectures/quiz-form';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link, redirect } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { loadLecture } from '@/lib/lectures/load';
import styles from '../../../../dashboard/dashboard.module.css';

// /{lang}/question-answer/{lessonId}/{topicId}/quiz (D§2) – a lesson's quiz in the lecture language;
// the centre scores it (pass mark in docs/learning.md) and a pass opens the next lesson. When the lecture
// window closes the form says so and keeps the choices for after a new code.

type Props = { params: Promise<{ lang: string; lessonId: string; topicId: string }> };

export const generateMetadata = unindexedPageMetadata('lecture.quiz');

export default async function QuizPage({ params }: Props) {
  const { lang, lessonId, topicId } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'lecture' })]);
  const view = await loadLecture(lessonId);
  if (view.ok && !view.value.lecture) redirect({ href: '/dashboard/online-lecture', locale: lang });
  const lecture = view.ok ? view.value.lecture : null;
  // a lecture is only ever loaded inside an open window (lib/lectures/load.ts)
  const until = view.ok ? view.value.access.accessUntil : null;
  const lectureWindow = view.ok && until ? { accessUntil: until, serverNow: view.value.serverNow } : null;
  const lesson = lecture?.lesson;
  const topic = lesson?.topics.find((x) => x._id === topicId && x.type === 'quiz');
  return (
    <DashboardFrame lang={lang}>
      {!view.ok && view.error.code !== 'lesson_not_found' ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : !lecture || !lesson || !topic || !lectureWindow ? (
        <h1 className={styles.title}>{t('lessonNotFound')}</h1>
      ) : (
        <>
          <h1 className={styles.title} lang={lecture.language}>
            {t('quizTitle', { lesson: lesson.title })}
          </h1>
          {topic.isLocked || topic.nextAttempt === null ? (
            <p role="alert">{t('quizLocked')}</p>
          ) : (
            <>
              <p className={styles.lead}>{t('quizLead', { mark: topic.passMark ?? 0 })}</p>
              <QuizForm
                lessonId={lesson._id}
                topicId={topic._id}
                attempt={topic.nextAttempt}
                questions={topic.questionAnswers}
                language={lecture.language}
                lectureWindow={lectureWindow}
              />
            </>
          )}
        </>
      )}
      <Link href={{ pathname: '/dashboard/online-lecture', query: { lesson: lessonId } }} className={styles.cardLink}>
        {t('backToLesson')}
      </Link>
    </DashboardFrame>
  );
}

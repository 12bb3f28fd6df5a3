import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { LecturePlayer } from '@/components/lectures/lecture-player';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link, redirect } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { loadLecture } from '@/lib/lectures/load';
import styles from '../../../../dashboard/dashboard.module.css';

// /{lang}/lecture-video/{lessonId}/{topicId}/{subTopicId} (D§2) – one lecture video in the lecture
// language, resumed where the learner stopped; progress writes in components/lectures/lecture-player,
// which also tells the learner when the lecture window closes (docs/learning.md).

type Props = { params: Promise<{ lang: string; lessonId: string; topicId: string; subTopicId: string }> };

export const generateMetadata = unindexedPageMetadata('lecture.video');

export default async function LectureVideoPage({ params }: Props) {
  const { lang, lessonId, topicId, subTopicId } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'lecture' })]);
  const view = await loadLecture(lessonId);
  if (view.ok && !view.value.lecture) redirect({ href: '/dashboard/online-lecture', locale: lang });
  const lecture = view.ok ? view.value.lecture : null;
  // a lecture is only ever loaded inside an open window (lib/lectures/load.ts)
  const until = view.ok ? view.value.access.accessUntil : null;
  const lectureWindow = view.ok && until ? { accessUntil: until, serverNow: view.value.serverNow } : null;
  const topic = lecture?.lesson?.topics.find((x) => x._id === topicId && x.type === 'video');
  const sub = topic?.subTopics.find((x) => x._id === subTopicId);
  const back = { pathname: '/dashboard/online-lecture', query: { lesson: lessonId } };
  return (
    <DashboardFrame lang={lang}>
      {!view.ok && view.error.code !== 'lesson_not_found' ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : !lecture || !sub || !lectureWindow ? (
        <h1 className={styles.title}>{t('lessonNotFound')}</h1>
      ) : sub.isLocked ? (
        <>
          <h1 className={styles.title}>{sub.title}</h1>
          <p role="alert">{t('videoLocked')}</p>
        </>
      ) : (
        <>
          <h1 className={styles.title} lang={lecture.language}>
            {sub.title}
          </h1>
          <LecturePlayer
            lessonId={lessonId}
            subTopicId={sub._id}
            lectureWindow={lectureWindow}
            src={`/api/lecture/video/${encodeURIComponent(sub._id)}?language=${lecture.language}`}
            title={sub.title}
            language={lecture.language}
            durationSeconds={sub.durationSeconds}
            startAt={sub.completedTime}
            completePercentage={sub.completePercentage}
            isCompleted={sub.isCompleted}
          />
        </>
      )}
      <Link href={back} className={styles.cardLink}>
        {t('backToLesson')}
      </Link>
    </DashboardFrame>
  );
}

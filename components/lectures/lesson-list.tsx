import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { Lecture, Topic } from '@/lib/upstream/schemas/lectures';
import styles from './lectures.module.css';

type Lesson = NonNullable<Lecture['lesson']>;

/** The lessons with their state, and the open lesson's videos and quiz (each a link once unlocked). */
export async function LessonList({ lang, lecture }: { lang: Locale; lecture: Lecture }) {
  const t = await getTranslations({ locale: lang, namespace: 'lecture' });
  const open = lecture.lesson;
  return (
    <>
      <section className={styles.card} aria-labelledby="lessons-title">
        <h2 id="lessons-title">{t('lessonsTitle')}</h2>
        <ol className={styles.list}>
          {lecture.lessons.map((lesson) => (
            <li key={lesson._id} className={`${styles.item} ${open?._id === lesson._id ? styles.current : ''}`} lang={lecture.language}>
              <span>
                {t('lessonN', { n: lesson.position })}: {lesson.title}
              </span>
              <span className={styles.badge}>{lesson.isLocked ? t('locked') : lesson.isPassed ? t('passed') : t('open')}</span>
              {!lesson.isLocked && open?._id !== lesson._id ? (
                <Link href={{ pathname: '/dashboard/online-lecture', query: { lesson: lesson._id } }}>{t('openLesson', { n: lesson.position })}</Link>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {open && !open.isLocked ? <LessonTopics lang={lang} lesson={open} language={lecture.language} /> : null}
    </>
  );
}

async function LessonTopics({ lang, lesson, language }: { lang: Locale; lesson: Lesson; language: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'lecture' });
  return (
    <section className={styles.card} aria-labelledby="lesson-topics-title">
      <h2 id="lesson-topics-title" lang={language}>
        {t('lessonN', { n: lesson.position })}: {lesson.title}
      </h2>
      {lesson.topics.map((topic) => (
        <TopicBlock key={topic._id} topic={topic} lessonId={lesson._id} language={language} t={t} />
      ))}
    </section>
  );
}

function TopicBlock({
  topic,
  lessonId,
  language,
  t,
}: {
  topic: Topic;
  lessonId: string;
  language: string;
  t: Awaited<ReturnType<typeof getTranslations<'lecture'>>>;
}) {
  if (topic.type === 'quiz') {
    return (
      <div>
        <h3 lang={language}>{topic.title}</h3>
        {topic.lastResult ? (
          <p>{t('lastResult', { correct: topic.lastResult.correct, total: topic.lastResult.total, percent: topic.lastResult.percentage })}</p>
        ) : null}
        {topic.isLocked ? (
          <p className={styles.badge}>{t('quizLocked')}</p>
        ) : (
          <Link href={`/question-answer/${lessonId}/${topic._id}/quiz`}>{t('takeQuiz')}</Link>
        )}
      </div>
    );
  }
  return (
    <div>
      <h3 lang={language}>{topic.title}</h3>
      <ol className={styles.list}>
        {topic.subTopics.map((sub) => (
          <li key={sub._id} className={styles.item}>
            <span lang={language}>{sub.title}</span>
            <span className={styles.badge}>
              {sub.isLocked ? t('locked') : sub.isCompleted ? t('completed') : t('watched', { percent: sub.completePercentage })}
            </span>
            {sub.isLocked ? null : <Link href={`/lecture-video/${lessonId}/${topic._id}/${sub._id}`}>{t('watch', { title: sub.title })}</Link>}
          </li>
        ))}
      </ol>
    </div>
  );
}

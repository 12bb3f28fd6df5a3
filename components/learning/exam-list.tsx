import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/domain/dates';
import type { CourseExam } from '@/lib/upstream/schemas/exams';
import { toneOf } from './tone';
import styles from './learning.module.css';

/** The exams of the learner's course (student/course/exams/): where the learner stands on each. */
export function ExamList({ exams, lang }: { exams: readonly CourseExam[]; lang: 'en' | 'ar' }) {
  const t = useTranslations('testDetails');
  if (exams.length === 0) return <p role="status">{t('noExams')}</p>;
  return (
    <ul className={styles.cards}>
      {exams.map((exam) => (
        <li key={`${exam.instanceCode}:${exam.examType._id}`} className={styles.card}>
          <div className={styles.head}>
            <h3>{exam.examType.name[lang]}</h3>
            <span className={`${styles.badge} ${styles[toneOf(exam.status)]}`}>{t(`status.${exam.status}`)}</span>
          </div>
          <p className={styles.meta}>
            {t(`authority.${exam.examType.authority}`)} · {exam.stage.name[lang]} · {t('attempts', { count: exam.attempts })}
          </p>
          {exam.latest ? (
            <p className={styles.meta}>
              {t('attemptNo', { n: exam.latest.attempt })}: <span className={styles.ltr}>{formatDateTime(exam.latest.scheduledAt, lang)}</span> ·{' '}
              {exam.latest.location[lang]}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

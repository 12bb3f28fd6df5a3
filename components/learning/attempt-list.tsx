import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/domain/dates';
import type { ExamAttempt } from '@/lib/upstream/schemas/exams';
import { toneOf } from './tone';
import styles from './learning.module.css';

/** Every test taken or booked (integrator/v1/getStudentExamList/{id}), newest first. */
export function AttemptList({ attempts, lang }: { attempts: readonly ExamAttempt[]; lang: 'en' | 'ar' }) {
  const t = useTranslations('testDetails');
  if (attempts.length === 0) return <p role="status">{t('noAttempts')}</p>;
  return (
    <ul className={styles.cards}>
      {[...attempts].reverse().map((a) => (
        <li key={a._id} className={styles.card}>
          <div className={styles.head}>
            <h3>
              {a.examType.name[lang]} · {t('attemptNo', { n: a.attempt })}
            </h3>
            <span className={`${styles.badge} ${styles[toneOf(a.status)]}`}>{t(`attemptStatus.${a.status}`)}</span>
          </div>
          <dl className={styles.facts}>
            <dt>{t('date')}</dt>
            <dd className={styles.ltr}>{formatDateTime(a.scheduledAt, lang)}</dd>
            <dt>{t('location')}</dt>
            <dd>{a.location[lang]}</dd>
            <dt>{t('reference')}</dt>
            <dd className={styles.ltr}>{a.reference}</dd>
            {a.score !== null && a.examType.maxScore !== null ? (
              <>
                <dt>{t('score')}</dt>
                <dd>{t('scoreValue', { score: a.score, max: a.examType.maxScore })}</dd>
                <dt>{t('passMark')}</dt>
                <dd>{t('passMarkValue', { pass: a.examType.passScore ?? a.examType.maxScore, max: a.examType.maxScore })}</dd>
              </>
            ) : null}
            {a.remarks ? (
              <>
                <dt>{t('remarks')}</dt>
                <dd>{a.remarks[lang]}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

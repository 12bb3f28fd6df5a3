import { useTranslations } from 'next-intl';
import type { CourseProgress } from '@/lib/domain/course-progress';
import styles from './learning.module.css';

/** The learner's progress in figures, each with a bar a screen reader reads as "n of m". */
export function CourseProgressCard({ progress }: { progress: CourseProgress }) {
  const t = useTranslations('courses');
  const rows: { id: string; label: string; value: string; done: number; of: number }[] = [
    {
      id: 'stages',
      label: t('stagesPaid'),
      value: t('stagesPaidValue', { paid: progress.stagesPaid, total: progress.stagesTotal }),
      done: progress.stagesPaid,
      of: progress.stagesTotal,
    },
  ];
  if (progress.examsPassed !== null && progress.examsTotal)
    rows.push({
      id: 'exams',
      label: t('examsPassed'),
      value: t('examsPassedValue', { passed: progress.examsPassed, total: progress.examsTotal }),
      done: progress.examsPassed,
      of: progress.examsTotal,
    });
  const practical = progress.practicalHours;
  return (
    <section aria-labelledby="progress-title" className={`${styles.card} ${styles.section}`}>
      <h2 id="progress-title">{t('progressTitle')}</h2>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <Figure key={row.id} {...row} />
        ))}
        {practical ? (
          <Figure
            id="practical"
            label={t('practical')}
            value={t('practicalValue', { completed: practical.completed, paid: practical.paid })}
            done={practical.completed}
            of={practical.paid}
          />
        ) : (
          <>
            <dt>{t('practical')}</dt>
            <dd>{t('practicalNone')}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Figure({ id, label, value, done, of }: { id: string; label: string; value: string; done: number; of: number }) {
  return (
    <>
      <dt id={`figure-${id}`}>{label}</dt>
      <dd>
        {value}
        <progress className={styles.progress} value={done} max={of || 1} aria-labelledby={`figure-${id}`} aria-valuetext={value} />
      </dd>
    </>
  );
}

import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/domain/dates';
import type { AssessmentResult } from '@/lib/upstream/schemas/exams';
import styles from './learning.module.css';

/** The centre's assessments (curriculum/v1/assessment-results/{id}), newest first, each with its marks. */
export function AssessmentList({ results, lang }: { results: readonly AssessmentResult[]; lang: 'en' | 'ar' }) {
  const t = useTranslations('testDetails');
  if (results.length === 0) return <p role="status">{t('noAssessments')}</p>;
  return (
    <ul className={styles.cards}>
      {[...results].reverse().map((r) => (
        <li key={r._id} className={styles.card}>
          <div className={styles.head}>
            <h3>{r.title[lang]}</h3>
            <span className={`${styles.badge} ${r.passed ? styles.good : styles.bad}`}>{r.passed ? t('passed') : t('failed')}</span>
          </div>
          <dl className={styles.facts}>
            {r.stage ? (
              <>
                <dt>{t('stage')}</dt>
                <dd>{r.stage.name[lang]}</dd>
              </>
            ) : null}
            <dt>{t('date')}</dt>
            <dd className={styles.ltr}>{formatDateTime(r.assessedAt, lang)}</dd>
            <dt>{t('assessor')}</dt>
            <dd>{r.assessor}</dd>
            <dt>{t('score')}</dt>
            <dd>{t('scoreValue', { score: r.score, max: r.maxScore })}</dd>
            <dt>{t('passMark')}</dt>
            <dd>{t('passMarkValue', { pass: r.passScore, max: r.maxScore })}</dd>
            <dt>{t('criteria')}</dt>
            <dd>
              <ul className={styles.criteria}>
                {r.criteria.map((c) => (
                  <li key={c.name.en}>
                    {c.name[lang]}: {t('scoreValue', { score: c.score, max: c.maxScore })}
                  </li>
                ))}
              </ul>
            </dd>
            {r.remarks ? (
              <>
                <dt>{t('remarks')}</dt>
                <dd>{r.remarks[lang]}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

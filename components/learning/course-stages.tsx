import { useTranslations } from 'next-intl';
import { examsOfStage } from '@/lib/domain/course-progress';
import { Link } from '@/lib/i18n/navigation';
import type { FormState } from '@/lib/forms/form-state';
import { SkipStageForm } from '@/components/stages/skip-stage-form';
import type { CourseExam } from '@/lib/upstream/schemas/exams';
import type { PlanMilestone } from '@/lib/upstream/schemas/onboarding';
import { toneOf } from './tone';
import styles from './learning.module.css';

/** The course's parts and stages: paid or not, each stage's exams and where the learner stands, its results. */
export function CourseStages({
  milestones,
  exams,
  lang,
  skipAction,
}: {
  milestones: readonly PlanMilestone[];
  exams: readonly CourseExam[] | null;
  lang: 'en' | 'ar';
  /** the page's server action for 'Skip this stage' (stages the course lets go, not yet paid) */
  skipAction?: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
}) {
  const t = useTranslations('courses');
  const td = useTranslations('testDetails');
  return (
    <section aria-labelledby="stages-title" className={styles.section}>
      <h2 id="stages-title">{t('stagesTitle')}</h2>
      <ol className={styles.cards}>
        {milestones.map((m) => (
          <li key={m._id} className={styles.card}>
            <h3 className={styles.head}>{t('milestone', { level: m.level, name: m.name[lang] })}</h3>
            <ul className={styles.stages}>
              {m.stages.map((stage) => (
                <li key={stage._id} className={styles.stage}>
                  <div className={styles.stageHead}>
                    <span>{stage.name[lang]}</span>
                    <span className={`${styles.badge} ${stage.paid ? styles.good : styles.muted}`}>{stage.paid ? t('paid') : t('unpaid')}</span>
                  </div>
                  {examsOfStage(exams, stage._id).map((exam) => (
                    <p key={exam.examType._id} className={styles.meta}>
                      {exam.examType.name[lang]}{' '}
                      <span className={`${styles.badge} ${styles[toneOf(exam.status)]}`}>{td(`status.${exam.status}`)}</span>
                    </p>
                  ))}
                  {stage.paid ? (
                    <Link href={`/dashboard/test-details?stage=${encodeURIComponent(stage._id)}`}>
                      {t('resultsLinkFor', { stage: stage.name[lang] })}
                    </Link>
                  ) : null}
                  {skipAction && !stage.paid && stage.skippable ? (
                    <SkipStageForm stageId={stage._id} stageName={stage.name[lang]} action={skipAction} />
                  ) : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

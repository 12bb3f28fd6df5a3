import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { AssessmentList } from '@/components/learning/assessment-list';
import { AttemptList } from '@/components/learning/attempt-list';
import { ExamList } from '@/components/learning/exam-list';
import { requireStudent } from '@/lib/auth/viewer';
import { testDetails } from '@/lib/exams/test-details';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import styles from '../dashboard.module.css';
import learning from '@/components/learning/learning.module.css';

// /{lang}/dashboard/test-details – the Test Details tab (D§2, D§7): the exams of the learner's course,
// every test taken or booked, and the centre's assessment results (?stage={id}: one stage's, sent as
// D§7's instanceCode), dates in Asia/Dubai as DD-MM-YYYY h:mm A (D§9). Server-rendered, no script.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ stage?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('testDetails');

const STAGE_ID = /^[\w-]{1,60}$/;

export default async function TestDetailsPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [user, t, query] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'testDetails' }), searchParams]);
  const stage = typeof query.stage === 'string' && STAGE_ID.test(query.stage) ? query.stage : undefined;
  const { exams, attempts, assessments } = await testDetails(user.id, stage);
  const stageName = stage && exams.ok ? (exams.value.find((e) => e.instanceCode === stage)?.stage.name[lang] ?? null) : null;
  const stageLabel = stageName ?? (stage && assessments.ok ? (assessments.value.find((r) => r.stage)?.stage?.name[lang] ?? stage) : stage);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <section aria-labelledby="exams-title" className={learning.section}>
        <h2 id="exams-title">{t('examsTitle')}</h2>
        {exams.ok ? <ExamList exams={exams.value} lang={lang} /> : <p role="alert">{t('examsFailed')}</p>}
      </section>
      <section aria-labelledby="attempts-title" className={learning.section}>
        <h2 id="attempts-title">{t('attemptsTitle')}</h2>
        {attempts.ok ? <AttemptList attempts={attempts.value} lang={lang} /> : <p role="alert">{t('attemptsFailed')}</p>}
      </section>
      <section aria-labelledby="assessments-title" className={learning.section}>
        <h2 id="assessments-title">{t('assessmentsTitle')}</h2>
        {stage ? (
          <p role="status">
            {t('filtered', { stage: stageLabel ?? stage })} <Link href="/dashboard/test-details">{t('showAll')}</Link>
          </p>
        ) : null}
        {assessments.ok ? <AssessmentList results={assessments.value} lang={lang} /> : <p role="alert">{t('assessmentsFailed')}</p>}
      </section>
      <Link href="/dashboard/rta-test-requests" className={styles.cardLink}>
        {t('rtaRequestsLink')}
      </Link>
      <Link href="/dashboard/courses" className={styles.cardLink}>
        {t('coursesLink')}
      </Link>
    </DashboardFrame>
  );
}

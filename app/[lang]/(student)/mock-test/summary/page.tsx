import { redirect } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { NoAttempt } from '@/components/mock-test/no-attempt';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { TestTimer } from '@/components/mock-test/test-timer';
import { TimeUp } from '../time-up';
import { cx } from '@/components/ui/aria';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { currentMockTest, splitQuestions } from '@/lib/mock-test/current';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/summary – D§2: which questions are answered, a way back to any of them, then the
// video part. Nothing is scored yet (the report comes after submission).

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestSummaryPage({ params }: Props) {
  const { lang, t } = await mockTestPage(params);
  const current = await currentMockTest();
  if (!current.ok || !current.value) {
    return (
      <DashboardFrame lang={lang}>
        <h1 className={styles.title}>{t('summary.title')}</h1>
        <NoAttempt lang={lang} failed={!current.ok} />
      </DashboardFrame>
    );
  }
  const test = current.value;
  if (test.submitted) redirect(localePath(lang, `/mock-test/report/${encodeURIComponent(test._id)}`));
  const { theory } = splitQuestions(test);
  const answered = theory.filter((q) => q.selectedOptionId).length;
  return (
    <DashboardFrame lang={lang}>
      <div className={mt.bar}>
        <h1 className={styles.title}>{t('summary.title')}</h1>
        {test.remainingSeconds > 0 ? <TestTimer remainingSeconds={test.remainingSeconds} label={t('question.timeLeft')} /> : null}
      </div>
      <p className={styles.lead} role="status">
        {t('summary.answered', { answered, total: theory.length })}
      </p>
      <ul className={mt.grid}>
        {theory.map((q, i) => (
          <li key={q._id}>
            <a href={localePath(lang, '/mock-test/question', { n: String(i + 1) })} className={cx(q.selectedOptionId && mt.answered)}>
              {t('summary.goTo', { n: i + 1 })}
              <span className={mt.tag}>{q.selectedOptionId ? t('summary.answeredTag') : t('summary.unansweredTag')}</span>
            </a>
          </li>
        ))}
      </ul>
      {test.remainingSeconds === 0 ? (
        <TimeUp lang={lang} attemptId={test._id} />
      ) : (
        <p>
          <a className={mt.linkButton} href={localePath(lang, '/mock-test/video-message')}>
            {t('summary.continue')}
          </a>
        </p>
      )}
    </DashboardFrame>
  );
}

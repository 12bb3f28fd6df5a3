import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { NoAttempt } from '@/components/mock-test/no-attempt';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { readMockTestSetting } from '@/lib/mock-test/setting';
import { getMockTestReport } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/thank-you?attempt= – D§2: the test is submitted; the score and the way to the report.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ attempt?: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestThankYouPage({ params, searchParams }: Props) {
  const [{ lang, t }, { attempt: attemptId = '' }] = await Promise.all([mockTestPage(params), searchParams]);
  const setting = await readMockTestSetting();
  const result = /^[A-Za-z0-9_-]{1,100}$/.test(attemptId) ? await attempt(() => getMockTestReport(attemptId, setting?.language)) : null;
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('thankYou.title')}</h1>
      {!result?.ok ? (
        <NoAttempt lang={lang} failed={Boolean(result)} />
      ) : (
        <>
          <p className={styles.lead} role="status">
            {t('thankYou.body')}
          </p>
          <p>
            {t('thankYou.score', { score: result.value.score, total: result.value.total })} ·{' '}
            <strong className={result.value.passed ? mt.right : mt.wrong}>{result.value.passed ? t('thankYou.passed') : t('thankYou.failed')}</strong>
          </p>
          <p>
            <a className={mt.linkButton} href={localePath(lang, `/mock-test/report/${encodeURIComponent(result.value.attemptId)}`)}>
              {t('thankYou.report')}
            </a>
          </p>
        </>
      )}
    </DashboardFrame>
  );
}

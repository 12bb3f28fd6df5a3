import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { DateTime } from '@/components/ui/date-time';
import { errorText } from '@/lib/errors/text';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { readMockTestSetting } from '@/lib/mock-test/setting';
import { getMockTestReport } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../../dashboard/dashboard.module.css';

// /{lang}/mock-test/report/{id} – D§7 "GET report": the score, the pass mark and, for every question,
// the learner's answer beside the right one and why. Only the learner's own (another id: not found).

type Props = { params: Promise<{ lang: string; id: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestReportPage({ params }: Props) {
  const [{ lang, t }, { id }] = await Promise.all([mockTestPage(params), params]);
  const setting = await readMockTestSetting();
  const report = await attempt(() => getMockTestReport(id, setting?.language));
  if (!report.ok && report.error.status === 404) notFound();
  const all = await getTranslations({ locale: lang });
  const textLang = setting?.language ?? lang;
  const textDir = textLang === 'ar' ? 'rtl' : 'ltr';
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('report.title')}</h1>
      {!report.ok ? (
        <p role="alert">{report.error.code === 'mock_test_not_submitted' ? errorText(report.error, all) : t('report.loadFailed')}</p>
      ) : (
        <>
          <dl className={styles.list}>
            <dt>{t('report.score')}</dt>
            <dd>
              <bdi dir="ltr">
                {report.value.score} / {report.value.total}
              </bdi>
            </dd>
            <dt>{t('report.result')}</dt>
            <dd className={report.value.passed ? mt.right : mt.wrong}>{report.value.passed ? t('thankYou.passed') : t('thankYou.failed')}</dd>
            <dt>{t('report.passMark')}</dt>
            <dd>
              <bdi dir="ltr">{report.value.passPercent}%</bdi>
            </dd>
            <dt>{t('report.submittedAt')}</dt>
            <dd>
              <DateTime instant={report.value.submittedAt} lang={lang} />
            </dd>
          </dl>
          <ol className={mt.review}>
            {report.value.questions.map((q) => {
              const chosen = q.options.find((o) => o._id === q.selectedOptionId);
              const right = q.options.find((o) => o._id === q.correctOptionId);
              const isRight = q.selectedOptionId === q.correctOptionId;
              return (
                <li key={q._id}>
                  {/* the test's language (the setting), which may differ from the page's */}
                  <p className={mt.question} lang={textLang} dir={textDir}>
                    {q.text}
                  </p>
                  <p>
                    {t('report.yourAnswer')}:{' '}
                    <span className={isRight ? mt.right : mt.wrong}>
                      {chosen ? <bdi lang={textLang}>{chosen.text}</bdi> : t('report.notAnswered')}
                    </span>{' '}
                    ({isRight ? t('report.right') : t('report.wrong')})
                  </p>
                  <p>
                    {t('report.correctAnswer')}: <bdi lang={textLang}>{right?.text}</bdi>
                  </p>
                  <p>
                    {t('report.why')}: <bdi lang={textLang}>{q.explanation}</bdi>
                  </p>
                </li>
              );
            })}
          </ol>
          <p>
            <a href={localePath(lang, '/dashboard')}>{t('report.back')}</a>
          </p>
        </>
      )}
    </DashboardFrame>
  );
}

import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { NoAttempt } from '@/components/mock-test/no-attempt';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { getMockTestInstructions } from '@/lib/upstream/mock-test';
import { attempt } from '@/lib/upstream/result';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/instructions – D§2: what the test is (count, time, pass mark from the API's GET
// instructions) and how it works; the texts are the portal's (docs/mock-test.md).

type Props = { params: Promise<{ lang: string }> };
const KNOWN = ['one_at_a_time', 'timer', 'answers_saved', 'video_question', 'submit_once'] as const;
type Known = (typeof KNOWN)[number];

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestInstructionsPage({ params }: Props) {
  const { lang, t } = await mockTestPage(params);
  const info = await attempt(() => getMockTestInstructions());
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('instructions.title')}</h1>
      {!info.ok ? (
        <NoAttempt lang={lang} failed />
      ) : (
        <>
          <p className={styles.lead}>
            {t('instructions.facts', { count: info.value.questionCount, minutes: info.value.durationMinutes, percent: info.value.passPercent })}
          </p>
          <ol className={mt.list}>
            {info.value.instructions
              .filter((key): key is Known => (KNOWN as readonly string[]).includes(key))
              .map((key) => (
                <li key={key}>{t(`instructions.${key}`)}</li>
              ))}
          </ol>
          <p>
            <a className={mt.linkButton} href={localePath(lang, '/mock-test/choose-language')}>
              {t('instructions.continue')}
            </a>
          </p>
        </>
      )}
    </DashboardFrame>
  );
}

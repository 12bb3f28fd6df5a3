import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/video-confirmation – D§2 (content not shown; docs/mock-test.md): the learner
// confirms they are ready; submitting the video question ends the test.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestVideoConfirmationPage({ params }: Props) {
  const { lang, t } = await mockTestPage(params);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('videoConfirmation.title')}</h1>
      <p className={styles.lead}>{t('videoConfirmation.body')}</p>
      <p className={mt.actions}>
        <a className={mt.linkButton} href={localePath(lang, '/mock-test/video-question')}>
          {t('videoConfirmation.ready')}
        </a>
        <a href={localePath(lang, '/mock-test/summary')}>{t('videoConfirmation.back')}</a>
      </p>
    </DashboardFrame>
  );
}

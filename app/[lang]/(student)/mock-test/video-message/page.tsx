import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import mt from '@/components/mock-test/mock-test.module.css';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/video-message – D§2 (content not shown; docs/mock-test.md): what the video part is.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestVideoMessagePage({ params }: Props) {
  const { lang, t } = await mockTestPage(params);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('videoMessage.title')}</h1>
      <p className={styles.lead}>{t('videoMessage.body')}</p>
      <p>{t('videoMessage.body2')}</p>
      <p>
        <a className={mt.linkButton} href={localePath(lang, '/mock-test/video-confirmation')}>
          {t('videoMessage.continue')}
        </a>
      </p>
    </DashboardFrame>
  );
}

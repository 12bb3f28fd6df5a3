import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { ChoiceForm } from '@/components/mock-test/choice-form';
import { mockTestPage } from '@/components/mock-test/page-setup';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { readMockTestSetting } from '@/lib/mock-test/setting';
import { chooseMockTestLanguageAction } from '../actions';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/mock-test/choose-language – D§2: the questions' language, independent of the page's; the
// choice starts the attempt (after a verified code) and becomes the mock-test setting (D§7).

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('mockTest');

export default async function MockTestLanguagePage({ params }: Props) {
  const { lang, t } = await mockTestPage(params);
  const setting = await readMockTestSetting();
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('language.title')}</h1>
      <ChoiceForm
        action={chooseMockTestLanguageAction}
        name="language"
        legend={t('language.legend')}
        options={[
          { value: 'en', label: t('language.en') },
          { value: 'ar', label: t('language.ar') },
        ]}
        checked={setting?.language ?? lang}
        submitLabel={t('language.start')}
      />
    </DashboardFrame>
  );
}

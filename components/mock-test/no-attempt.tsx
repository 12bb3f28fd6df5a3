import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localePath } from '@/lib/i18n/paths';
import styles from './mock-test.module.css';

/** A step opened without a test in progress (a bookmark, a finished test): the way to the start. */
export async function NoAttempt({ lang, failed = false }: { lang: Locale; failed?: boolean }) {
  const t = await getTranslations({ locale: lang, namespace: 'mockTest' });
  return (
    <>
      <p role={failed ? 'alert' : 'status'}>{failed ? t('loadFailed') : t('noAttempt')}</p>
      <p>
        <a className={styles.linkButton} href={localePath(lang, '/mock-test')}>
          {t('startAgain')}
        </a>
      </p>
    </>
  );
}

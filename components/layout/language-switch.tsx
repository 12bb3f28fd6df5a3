import { getTranslations } from 'next-intl/server';
import { otherLocale, switchLocalePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { GlobeIcon } from './icons';
import styles from './site-header.module.css';

/**
 * A plain link to the same page in the other language (query kept). A full page load, so the
 * document's lang, dir and fonts switch with it; next-intl's middleware then updates NEXT_LOCALE.
 */
export async function LanguageSwitch({ lang, path }: { lang: Locale; path: string }) {
  const target = otherLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'languageSwitch' });
  return (
    <a className={styles.switch} href={switchLocalePath(path, target)} hrefLang={target} lang={target} title={t('switchToLabel')}>
      <GlobeIcon />
      <span>{t('switchTo')}</span>
    </a>
  );
}

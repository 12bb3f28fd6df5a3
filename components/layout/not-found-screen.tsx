import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { ArrowForwardIcon } from './icons';
import styles from './not-found-screen.module.css';
import { PublicHeader } from './public-header';
import { SiteFooter } from './site-footer';

/** The not-found page body (R§2 "/page-not-found"): header, message, a way home, footer. */
export async function NotFoundScreen({ lang, path }: { lang: Locale; path: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'notFound' });
  return (
    <>
      <title>{t('title')}</title>
      <PublicHeader lang={lang} path={path} />
      <main id="main" className={styles.main}>
        <div className={`container ${styles.inner}`}>
          <p className={styles.code} aria-hidden="true">
            {t('code')}
          </p>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.text}>{t('text')}</p>
          <a className={styles.home} href={localePath(lang)}>
            {t('home')}
            <ArrowForwardIcon />
          </a>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

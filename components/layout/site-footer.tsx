import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { LogoMark } from './logo';
import styles from './site-footer.module.css';

/**
 * Site footer: brand, entry links, the licence guarantee note (R§9) and the copyright line.
 * `signedIn` pages (the student area) leave out Register and Login: the learner is already in.
 */
export async function SiteFooter({ lang, signedIn = false }: { lang: Locale; signedIn?: boolean }) {
  const t = await getTranslations({ locale: lang, namespace: 'footer' });
  const tc = await getTranslations({ locale: lang, namespace: 'common' });
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.brand}>
          <LogoMark size={32} />
          <span>
            <strong>{tc('brand')}</strong> · {tc('brandTagline')}
          </span>
        </div>
        <nav aria-label={t('navLabel')}>
          <ul className={styles.links}>
            {signedIn ? null : (
              <>
                <li>
                  <a href={localePath(lang, '/signup')}>{t('signup')}</a>
                </li>
                <li>
                  <a href={localePath(lang, '/auth/login')}>{t('login')}</a>
                </li>
              </>
            )}
            <li>
              {/* A route handler that redirects off-site: a plain link, no client navigation or prefetch. */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
              <a href="/theorytest">{t('theoryTest')}</a>
            </li>
          </ul>
        </nav>
        <p className={styles.note}>{t('licenceNote')}</p>
        <p className={styles.copy}>{t('rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

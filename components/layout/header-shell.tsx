import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { initials } from './initials';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import styles from './site-header.module.css';

export interface HeaderUser {
  name: string;
  studentId: string | null;
  email?: string | undefined;
}

export interface HeaderShellProps {
  lang: Locale;
  /** Current external path + query, for the language switch. */
  path: string;
  user: HeaderUser | null;
  /** Logged-in extras (notification bell, account menu, logout), rendered after the user block. */
  actions?: ReactNode;
}

/** R§2 header: logged out, the logo links home; logged in, it links to the dashboard and shows the user. */
export async function HeaderShell({ lang, path, user, actions }: HeaderShellProps) {
  const t = await getTranslations({ locale: lang, namespace: 'header' });
  const tc = await getTranslations({ locale: lang, namespace: 'common' });
  const home = localePath(lang, user ? '/dashboard' : '/');
  return (
    <header className={styles.header} data-signed-in={user ? '' : undefined}>
      <div className={`container ${styles.bar}`}>
        <a href={home} className={styles.brand} aria-label={user ? t('dashboardLabel') : t('homeLabel')}>
          <LogoMark />
          <span className={styles.brandText} aria-hidden="true">
            <span className={styles.brandName}>{tc('brand')}</span>
            <span className={styles.brandTagline}>{tc('brandTagline')}</span>
          </span>
        </a>
        <div className={styles.end}>
          <LanguageSwitch lang={lang} path={path} />
          {user ? (
            <div className={styles.user} title={user.email}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(user.name)}
              </span>
              <span className={styles.userText}>
                <span className={styles.userName}>{user.name}</span>
                {user.studentId ? <span className={styles.userId}>{t('studentId', { id: user.studentId })}</span> : null}
              </span>
            </div>
          ) : null}
          {user ? actions : null}
        </div>
      </div>
    </header>
  );
}

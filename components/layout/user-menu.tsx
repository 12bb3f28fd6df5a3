import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { viewer } from '@/lib/auth/viewer';
import { initials } from './initials';
import { LogoutButton } from './logout-button';
import styles from './user-menu.module.css';

/**
 * The logged-in part of the header (R§2), for SiteHeader's `actions` slot: a disclosure with the
 * avatar (initials when there is no picture), name, student id, e-mail, the account link and
 * logout. <details> opens and closes without JavaScript and from the keyboard.
 */
export async function UserMenu({
  lang,
  bell,
}: {
  lang: Locale;
  /** The notification bell (components/notifications/bell), where the page has it. */ bell?: ReactNode;
}) {
  const user = await viewer();
  if (!user) return null;
  const t = await getTranslations({ locale: lang, namespace: 'userMenu' });
  return (
    <div className={styles.bar}>
      {bell}
      <details className={styles.menu}>
        <summary className={styles.summary} aria-label={t('open')}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className={styles.panel}>
          <div className={styles.who}>
            {user.avatarUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small remote avatar; no optimiser round trip
              <img src={user.avatarUrl} alt="" width={48} height={48} className={styles.avatar} />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {initials(user.name)}
              </span>
            )}
            <div className={styles.text}>
              <p className={styles.name}>{user.name}</p>
              {user.studentId ? <p className={styles.meta}>{t('studentId', { id: user.studentId })}</p> : null}
              <p className={styles.meta}>
                <bdi dir="ltr">{user.email}</bdi>
              </p>
            </div>
          </div>
          <a className={styles.link} href={localePath(lang, '/dashboard/my-account')}>
            {t('account')}
          </a>
          <LogoutButton lang={lang} label={t('logout')} />
        </div>
      </details>
    </div>
  );
}

import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StudentHeaderActions } from '@/components/layout/student-header-actions';
import type { Locale } from '@/lib/i18n/routing';
import { DashboardTabs } from './dashboard-tabs';
import styles from './dashboard-frame.module.css';

/** Every dashboard page's frame: the logged-in header (R§2), the tabs (D§2), the page, the footer. */
export function DashboardFrame({ lang, children }: { lang: Locale; children: ReactNode }) {
  return (
    <>
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <DashboardTabs lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter lang={lang} signedIn />
    </>
  );
}

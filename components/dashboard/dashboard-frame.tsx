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
      {/* Next's soft navigation keeps the old scroll when the new page's first box is in view, and it
          never counts the sticky header: the tabs were that box. A page left scrolled by less than the
          header's height (a tapped 'Save and review' on a phone) opened with the first row of tabs under
          the header: hidden, untappable, and axe's target-size failed the mock-test summary at 360 px.
          This 1px line at the very top is the first box now: scrolled at all, the new page opens at its top. */}
      <div className={styles.scrollTop} aria-hidden="true" />
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <DashboardTabs lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">{children}</div>
      </main>
      <SiteFooter lang={lang} signedIn />
    </>
  );
}

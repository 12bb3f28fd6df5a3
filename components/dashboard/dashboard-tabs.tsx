import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PATH_HEADER } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import styles from './dashboard-frame.module.css';

/**
 * The dashboard's tabs (D§2), for the sections that exist; the rest join as they land. Plain links on
 * purpose: a tab may open a page with the card frame, whose CSP only a new document brings
 * (components/payment/payment-page-link.tsx).
 */
export const DASHBOARD_TABS = [
  { key: 'home', path: '/dashboard', sections: [] },
  { key: 'payments', path: '/dashboard/payments', sections: ['/dashboard/payments', '/dashboard/payment'] },
  { key: 'lecture', path: '/dashboard/online-lecture', sections: ['/dashboard/online-lecture', '/lecture-video', '/question-answer'] },
  { key: 'documents', path: '/dashboard/documents', sections: ['/dashboard/documents'] },
  { key: 'schedules', path: '/dashboard/schedules', sections: ['/dashboard/schedules', '/schedules'] },
  { key: 'account', path: '/dashboard/my-account', sections: ['/dashboard/my-account', '/dashboard/profile', '/dashboard/my-referral-report'] },
] as const;

export function activeTab(pathname: string, lang: Locale): (typeof DASHBOARD_TABS)[number]['key'] | null {
  const path = pathname.replace(new RegExp(`^/${lang}(?=/|$)`), '').replace(/\/+$/, '') || '/';
  // a tab is current on its own page and anywhere in its sections
  const within = (section: string) => path === section || path.startsWith(`${section}/`);
  return DASHBOARD_TABS.find((tab) => path === tab.path || tab.sections.some(within))?.key ?? null;
}

export async function DashboardTabs({ lang }: { lang: Locale }) {
  const [t, pathname] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'dashboard.tabs' }),
    headers().then((h) => h.get(PATH_HEADER) ?? ''),
  ]);
  const current = activeTab(pathname, lang);
  return (
    <nav aria-label={t('label')} className={styles.tabs}>
      <ul className={styles.tabList}>
        {DASHBOARD_TABS.map((tab) => (
          <li key={tab.key}>
            <a href={`/${lang}${tab.path}`} className={styles.tab} aria-current={current === tab.key ? 'page' : undefined}>
              {t(tab.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

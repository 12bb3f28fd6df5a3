import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { FlashToast } from '@/components/schedules/flash-toast';
import { MonthList } from '@/components/schedules/month-list';
import { ScheduleSummary } from '@/components/schedules/schedule-summary';
import { requireStudent } from '@/lib/auth/viewer';
import { formatMonth, todayIn } from '@/lib/domain/dates';
import { monthParam, parseMonthParam, shiftMonth } from '@/lib/domain/schedules';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { listMonth } from '@/lib/schedules/list';
import { scheduleSummary } from '@/lib/schedules/summary';
import styles from '../dashboard.module.css';
import list from '@/components/schedules/schedules.module.css';

// /{lang}/dashboard/schedules – the Schedules tab (D§2, D§4): one month's sessions (?month=YYYY-MM),
// grouped by status, under the learner's totals (schedule/summary), rendered on the server with its
// data; month navigation is plain links.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ month?: string | string[]; cancelled?: string }> };

export const generateMetadata = unindexedPageMetadata('schedules');

export default async function SchedulesPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const query = await searchParams;
  const month = parseMonthParam(typeof query.month === 'string' ? query.month : undefined, todayIn({ now: new Date() }));
  const [, t, schedules, summary] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'schedules' }),
    listMonth(month),
    scheduleSummary(),
  ]);
  const prev = monthParam(shiftMonth(month, -1));
  const next = monthParam(shiftMonth(month, 1));
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {query.cancelled === '1' ? (
        <p role="status">
          {t('cancelled')}
          <FlashToast kind="success" title={t('cancelled')} />
        </p>
      ) : null}
      <Link href="/dashboard/schedules/book" className={styles.cardLink}>
        {t('book')}
      </Link>
      {summary.ok ? <ScheduleSummary summary={summary.value} /> : <p role="alert">{t('summary.failed')}</p>}
      <nav aria-label={t('monthNav')} className={list.monthNav}>
        <Link href={`/dashboard/schedules?month=${prev}`} className={list.navLink} rel="prev">
          <span aria-hidden="true" className={list.arrow}>
            ←
          </span>{' '}
          {t('prevMonth')}
        </Link>
        <h2 className={list.monthName} aria-live="polite">
          {formatMonth(month, lang)}
        </h2>
        <Link href={`/dashboard/schedules?month=${next}`} className={list.navLink} rel="next">
          {t('nextMonth')}{' '}
          <span aria-hidden="true" className={list.arrow}>
            →
          </span>
        </Link>
      </nav>
      {schedules.ok ? <MonthList schedules={schedules.value} lang={lang} /> : <p role="alert">{t('failures.list')}</p>}
    </DashboardFrame>
  );
}

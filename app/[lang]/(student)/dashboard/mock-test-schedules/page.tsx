import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { ScheduleItem } from '@/components/schedules/schedule-item';
import { requireStudent } from '@/lib/auth/viewer';
import { formatMonth, todayIn } from '@/lib/domain/dates';
import { monthParam, parseMonthParam, shiftMonth } from '@/lib/domain/schedules';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { scheduleConfig } from '@/lib/schedules/config';
import { mockTestSessions } from '@/lib/schedules/mock-tests';
import styles from '../dashboard.module.css';
import list from '@/components/schedules/schedules.module.css';

// /{lang}/dashboard/mock-test-schedules – the Mock Test Schedules tab (D§2): the learner's mock-test
// sessions (upcoming, and a month's with ?month=YYYY-MM), booked through Schedules' own mock-test
// booking (the link opens it at the mock-test kind); until the road-test stage that opens mock tests is
// paid, R§8's message and a way to pay. Server-rendered with its data, month navigation plain links.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ month?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('mockTests');

export default async function MockTestSchedulesPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const query = await searchParams;
  const now = new Date();
  const month = parseMonthParam(typeof query.month === 'string' ? query.month : undefined, todayIn({ now }));
  const [, t, ts, sessions, config] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'mockTests' }),
    getTranslations({ locale: lang, namespace: 'schedules' }),
    mockTestSessions(month, now),
    scheduleConfig(),
  ]);
  const kind = config.ok ? config.value.kinds.find((k) => k.kind === 'mockTest' && k.stageId !== null) : undefined;
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {kind && !kind.paid ? (
        <p role="status">
          {ts('feesUnpaid')}{' '}
          <PaymentPageLink lang={lang} path="/dashboard/payment">
            {t('payLink')}
          </PaymentPageLink>
        </p>
      ) : (
        <Link href="/dashboard/schedules/book?kind=mockTest" className={styles.cardLink}>
          {t('book')}
        </Link>
      )}
      <section aria-labelledby="upcoming-title" className={list.group}>
        <h2 id="upcoming-title">{t('upcomingTitle')}</h2>
        <Sessions result={sessions.upcoming} empty={t('noUpcoming')} failed={ts('failures.list')} lang={lang} />
      </section>
      <section aria-labelledby="month-title" className={list.group}>
        <h2 id="month-title">{t('monthTitle')}</h2>
        <nav aria-label={ts('monthNav')} className={list.monthNav}>
          <Link href={`/dashboard/mock-test-schedules?month=${monthParam(shiftMonth(month, -1))}`} className={list.navLink} rel="prev">
            <span aria-hidden="true" className={list.arrow}>
              ←
            </span>{' '}
            {ts('prevMonth')}
          </Link>
          <p className={list.monthName} aria-live="polite">
            {formatMonth(month, lang)}
          </p>
          <Link href={`/dashboard/mock-test-schedules?month=${monthParam(shiftMonth(month, 1))}`} className={list.navLink} rel="next">
            {ts('nextMonth')}{' '}
            <span aria-hidden="true" className={list.arrow}>
              →
            </span>
          </Link>
        </nav>
        <Sessions result={sessions.month} empty={t('noneThisMonth')} failed={ts('failures.list')} lang={lang} />
      </section>
    </DashboardFrame>
  );
}

function Sessions({
  result,
  empty,
  failed,
  lang,
}: {
  result: Awaited<ReturnType<typeof mockTestSessions>>['upcoming'];
  empty: string;
  failed: string;
  lang: 'en' | 'ar';
}) {
  if (!result.ok) return <p role="alert">{failed}</p>;
  if (result.value.length === 0) return <p className={list.meta}>{empty}</p>;
  return (
    <ul className={list.sessions}>
      {result.value.map((s) => (
        <ScheduleItem key={s._id} schedule={s} lang={lang} />
      ))}
    </ul>
  );
}

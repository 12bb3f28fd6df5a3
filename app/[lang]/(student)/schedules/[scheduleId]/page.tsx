import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { FlashToast } from '@/components/schedules/flash-toast';
import { ScheduleDetails } from '@/components/schedules/schedule-details';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { scheduleConfig } from '@/lib/schedules/config';
import { SCHEDULE_ID, scheduleDetails } from '@/lib/schedules/details';
import styles from '../../dashboard/dashboard.module.css';

// /{lang}/schedules/{scheduleId} – one session (D§2, D§4): every field and its status; Cancel with a
// reason while it is scheduled and before the cut-off; rating and comment once it is completed; the
// session as an .ics file.

type Props = { params: Promise<{ lang: string; scheduleId: string }>; searchParams: Promise<{ booked?: string }> };

export const generateMetadata = unindexedPageMetadata('schedules');

export default async function ScheduleDetailsPage({ params, searchParams }: Props) {
  const { lang, scheduleId } = await params;
  if (!isLocale(lang) || !SCHEDULE_ID.test(scheduleId)) notFound();
  setRequestLocale(lang);
  const [, t, details, config, query] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'schedules' }),
    scheduleDetails(scheduleId),
    scheduleConfig(),
    searchParams,
  ]);
  if (!details.ok && details.error.status === 404) notFound();
  const cutoffHours = config.ok ? config.value.cancellationCutoffHours : 24;
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('detailsTitle')}</h1>
      {query.booked === '1' && details.ok ? (
        <p role="status">
          {t('booked')}
          <FlashToast kind="success" title={t('booked')} />
        </p>
      ) : null}
      {!details.ok ? <p role="alert">{t('failures.details')}</p> : <ScheduleDetails schedule={details.value} lang={lang} cutoffHours={cutoffHours} />}
      <p>
        <Link href="/dashboard/schedules" className={styles.cardLink}>
          {t('back')}
        </Link>
      </p>
    </DashboardFrame>
  );
}

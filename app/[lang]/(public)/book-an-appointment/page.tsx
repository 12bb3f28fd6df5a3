import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { appointmentDaySlots } from '@/lib/appointments/day-slots';
import { DateField } from '@/components/ui/date-field';
import { addDays, clampDate, formatTime, parseDateInput, todayIn } from '@/lib/domain/dates';
import { isLocale } from '@/lib/i18n/routing';
import { AppointmentForm } from './appointment-form';
import auth from '../auth/auth.module.css';
import styles from './appointments.module.css';

// /{lang}/book-an-appointment – D§2: a visit to the centre without an account. The day is a plain GET
// form and its slots come with the page, so the whole flow works without JavaScript (an indexable page).
// The day is the house date field (dd/MM/yyyy, R§9): a native date input showed the browser's own
// format (11/28/2026 on an Arabic page) and the form posts the typed text, which the page reads back.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ day?: string | string[] }> };

/** how far ahead the centre takes bookings (the API says the same; it decides) */
const HORIZON_DAYS = 30;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'appointment' });
  return { title: t('metaTitle'), description: t('lead') };
}

export default async function BookAppointmentPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const asked = (await searchParams).day;
  const today = todayIn({ now: new Date() });
  const last = addDays(today, HORIZON_DAYS);
  const wanted = (typeof asked === 'string' && parseDateInput(asked)) || addDays(today, 1);
  const day = clampDate(wanted, { min: today, max: last });
  const [t, slots] = await Promise.all([getTranslations({ locale: lang, namespace: 'appointment' }), appointmentDaySlots(day)]);
  const options = slots.ok
    ? slots.value.map((s) => ({ value: s.startsAt, label: formatTime(s.startsAt, lang), free: s.status === 'AVAILABLE' }))
    : [];
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={auth.page}>
        <div className="container">
          <div className={auth.card}>
            <h1 className={auth.title}>{t('title')}</h1>
            <p className={auth.lead}>{t('lead')}</p>
            <form method="get" className={styles.dayForm} aria-label={t('dayForm')}>
              <DateField label={t('day')} name="day" defaultValue={day} min={today} max={last} required />
              <button type="submit" className={styles.dayButton}>
                {t('showSlots')}
              </button>
            </form>
            {slots.ok ? <AppointmentForm key={day} day={day} slots={options} /> : <p role="alert">{t('slotsFailed')}</p>}
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

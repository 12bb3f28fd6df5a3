import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { formatDateTime } from '@/lib/domain/dates';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import auth from '../../auth/auth.module.css';
import styles from '../appointments.module.css';

// /{lang}/book-an-appointment/thank-you – D§2: the booking is made; its time (DD-MM-YYYY h:mm A, Dubai).

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ at?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('appointment.thankYou');

export default async function AppointmentThankYouPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const { at } = await searchParams;
  const t = await getTranslations({ locale: lang, namespace: 'appointment.thankYou' });
  const when = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? formatDateTime(at, lang) : null;
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={auth.page}>
        <div className="container">
          <div className={`${auth.card} ${styles.done}`}>
            <h1 className={auth.title}>{t('title')}</h1>
            <p className={auth.lead}>{when ? t.rich('when', { time: () => <bdi dir="ltr">{when}</bdi> }) : t('lead')}</p>
            <p>
              <a href={localePath(lang, '/')}>{t('home')}</a>
            </p>
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import auth from '../auth/auth.module.css';
import styles from '../book-an-appointment/appointments.module.css';

// /{lang}/customer-feedback-thank-you – D§2: the feedback was received.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('feedback.thankYou');

export default async function FeedbackThankYouPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'feedback.thankYou' });
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={auth.page}>
        <div className="container">
          <div className={`${auth.card} ${styles.done}`}>
            <h1 className={auth.title}>{t('title')}</h1>
            <p className={auth.lead}>{t('lead')}</p>
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

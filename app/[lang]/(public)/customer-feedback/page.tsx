import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { isLocale } from '@/lib/i18n/routing';
import { FeedbackForm } from './feedback-form';
import auth from '../auth/auth.module.css';

// /{lang}/customer-feedback – D§2: a rating and a message, no account needed; works without JavaScript.

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'feedback' });
  return { title: t('metaTitle'), description: t('lead') };
}

export default async function CustomerFeedbackPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'feedback' });
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={auth.page}>
        <div className="container">
          <div className={auth.card}>
            <h1 className={auth.title}>{t('title')}</h1>
            <p className={auth.lead}>{t('lead')}</p>
            <FeedbackForm />
          </div>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

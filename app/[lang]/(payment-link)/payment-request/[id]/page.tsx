import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PaymentLinkView } from '@/components/payment-link/payment-link-view';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { isErrorCode } from '@/lib/errors/codes';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { loadPaymentLink } from '@/lib/payments/links';
import styles from '@/components/payment-link/payment-link.module.css';
import { payLinkAction } from './actions';

// /{lang}/payment-request/{id} – D§2: a payment link, paid without logging in. Nothing here reads the
// profile (R§4 'Start-up'); the header only shows who is logged in, if anyone.

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ failed?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('paymentLink');

export default async function PaymentRequestPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, link, query] = await Promise.all([getTranslations({ locale: lang, namespace: 'paymentLink' }), loadPaymentLink(id), searchParams]);
  const failed = typeof query.failed === 'string' && isErrorCode(query.failed) ? query.failed : null;
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <section className={styles.card} aria-labelledby="payment-request-title">
            <h1 id="payment-request-title" className={styles.title}>
              {t('title')}
            </h1>
            <PaymentLinkView lang={lang} link={link} failed={failed} pay={payLinkAction.bind(null, lang, id)} />
          </section>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

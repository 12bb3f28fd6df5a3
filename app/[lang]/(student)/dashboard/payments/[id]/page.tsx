import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { InvoiceTables } from '@/components/payment/invoice-tables';
import { DateTime } from '@/components/ui/date-time';
import { requireStudent } from '@/lib/auth/viewer';
import { cameBackFromFailedPdf } from '@/lib/bff/pdf-download';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { INVOICE_ID, METHOD_KEY, STATUS_KEY } from '@/lib/payments/labels';
import { getPaymentDetails } from '@/lib/upstream/payment-history';
import { attempt } from '@/lib/upstream/result';
import styles from '../../dashboard.module.css';
import table from '@/components/payment/payment-tables.module.css';

// /{lang}/dashboard/payments/{id} – one payment's details (D§7 'GET payment-history/{id}'): the
// invoice's lines and totals, and the invoice PDF (/{lang}/invoice/{id}/pdf) as a plain download link.

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ pdf?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('paymentHistory');

export default async function PaymentDetailsPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLocale(lang) || !INVOICE_ID.test(id)) notFound();
  setRequestLocale(lang);
  const [, t, details, query] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'paymentHistory' }),
    attempt(() => getPaymentDetails(id)),
    searchParams,
  ]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('detailsTitle')}</h1>
      {/* the invoice download came back here: it could not be made (D§8) */}
      {cameBackFromFailedPdf(query) ? <p role="alert">{t('downloadFailed')}</p> : null}
      {!details.ok ? (
        <p role="alert">{t('detailsFailed')}</p>
      ) : (
        <>
          <dl className={styles.list}>
            <dt>{t('invoiceNumber')}</dt>
            <dd>{details.value.invoiceNumber}</dd>
            <dt>{t('description')}</dt>
            <dd>{details.value.description[lang]}</dd>
            <dt>{t('issued')}</dt>
            <dd>
              <DateTime instant={details.value.createdAt} lang={lang} />
            </dd>
            {details.value.settledAt ? (
              <>
                <dt>{t('settled')}</dt>
                <dd>
                  <DateTime instant={details.value.settledAt} lang={lang} />
                </dd>
              </>
            ) : null}
            <dt>{t('method')}</dt>
            <dd>{t(METHOD_KEY[details.value.method])}</dd>
            <dt>{t('status')}</dt>
            <dd>{t(STATUS_KEY[details.value.status])}</dd>
            {details.value.bankRefNo ? (
              <>
                <dt>{t('bankRef')}</dt>
                <dd>{details.value.bankRefNo}</dd>
              </>
            ) : null}
            {details.value.trackingId ? (
              <>
                <dt>{t('trackingId')}</dt>
                <dd>{details.value.trackingId}</dd>
              </>
            ) : null}
          </dl>
          <InvoiceTables invoice={details.value} lang={lang} />
          <div className={table.actions}>
            {/* a plain link: the browser downloads the file, no script needed */}
            <a href={`/${lang}/invoice/${encodeURIComponent(id)}/pdf`} download={`invoice-${id}.pdf`} className={styles.cardLink}>
              {t('download')}
            </a>
          </div>
        </>
      )}
      <Link href="/dashboard/payments" className={styles.cardLink}>
        {t('backToHistory')}
      </Link>
    </DashboardFrame>
  );
}

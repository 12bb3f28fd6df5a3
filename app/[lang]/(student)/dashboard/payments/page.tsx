import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { IssuedDocumentLinks } from '@/components/documents/issued-document-links';
import { Money } from '@/components/ui/money';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { DateTime } from '@/components/ui/date-time';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { STATUS_KEY } from '@/lib/payments/labels';
import { listPaymentHistory } from '@/lib/upstream/payment-history';
import { attempt } from '@/lib/upstream/result';
import styles from '../dashboard.module.css';
import table from '@/components/payment/payment-tables.module.css';

// /{lang}/dashboard/payments – the learner's payment history (D§7 'GET payment-history', oldest
// first), rendered with its data; each row opens its details and invoice.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('paymentHistory');

export default async function PaymentHistoryPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, history] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'paymentHistory' }),
    attempt(() => listPaymentHistory()),
  ]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <PaymentPageLink lang={lang} path="/dashboard/payment" className={styles.cardLink}>
        {t('pay')}
      </PaymentPageLink>
      {!history.ok ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : history.value.length === 0 ? (
        <p role="status">{t('empty')}</p>
      ) : (
        <>
          <p className={styles.lead}>{t('lead')}</p>
          <div className={table.tableWrap}>
            <table className={`${table.table} ${table.stack}`} role="table">
              <caption>{t('caption')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('date')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('description')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('status')}
                  </th>
                  <th scope="col" role="columnheader" className={table.num}>
                    {t('amount')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('details')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {history.value.map((p) => (
                  <tr key={p._id} role="row">
                    <td role="cell" data-label={t('date')}>
                      <DateTime instant={p.createdAt} lang={lang} />
                    </td>
                    <th scope="row" role="rowheader">
                      {p.description[lang]}
                    </th>
                    <td role="cell" data-label={t('status')}>
                      {t(STATUS_KEY[p.status])}
                    </td>
                    <td role="cell" data-label={t('amount')} className={table.num}>
                      <Money fils={p.amountFils} lang={lang} />
                    </td>
                    <td role="cell" data-label={t('details')}>
                      <Link href={`/dashboard/payments/${encodeURIComponent(p._id)}`} aria-label={t('viewDetails', { id: p._id })}>
                        {p._id}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <IssuedDocumentLinks lang={lang} />
      <Link href="/dashboard" className={styles.cardLink}>
        {t('back')}
      </Link>
    </DashboardFrame>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { Money } from '@/components/ui/money';
import { requireStudent } from '@/lib/auth/viewer';
import { DateTime } from '@/components/ui/date-time';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { getReferralReport } from '@/lib/upstream/referrals';
import { attempt } from '@/lib/upstream/result';
import table from '@/components/payment/payment-tables.module.css';
import styles from '../../dashboard.module.css';
import { CancelReferralButton } from './cancel-referral-button';

// /{lang}/dashboard/my-referral-report/{id} – D§2: the learner's referral code, who registered with
// it, and the bonus totals (total, withdrawn, remaining). The API answers only the learner's own.

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<{ cancelled?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('referral');

export default async function ReferralReportPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  const { cancelled } = await searchParams;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, report] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'referral' }),
    attempt(() => getReferralReport(id)),
  ]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      {cancelled === '1' ? (
        <p role="status" className={styles.lead}>
          {t('cancelled')}
        </p>
      ) : null}
      {!report.ok ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <>
          <dl className={styles.list}>
            <dt>{t('code')}</dt>
            <dd>{report.value.referralCode ? <bdi dir="ltr">{report.value.referralCode}</bdi> : t('noCode')}</dd>
            <dt>{t('perReferral')}</dt>
            <dd>
              <Money fils={report.value.referralAmountFils} lang={lang} />
            </dd>
            <dt>{t('total')}</dt>
            <dd>
              <Money fils={report.value.totals.totalFils} lang={lang} />
            </dd>
            <dt>{t('withdrawn')}</dt>
            <dd>
              <Money fils={report.value.totals.withdrawnFils} lang={lang} />
            </dd>
            <dt>{t('remaining')}</dt>
            <dd>
              <Money fils={report.value.totals.remainingFils} lang={lang} />
            </dd>
          </dl>
          {report.value.referralCode ? (
            <CancelReferralButton id={id} referralCode={report.value.referralCode} label={t('cancel')} hint={t('cancelHint')} />
          ) : null}
          {report.value.referralList.length === 0 ? (
            <p role="status" className={styles.lead}>
              {t('empty')}
            </p>
          ) : (
            <table className={`${table.table} ${table.stack}`} role="table">
              <caption>{t('listCaption')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('name')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('date')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('amount')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('status')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {report.value.referralList.map((r) => (
                  <tr key={r._id} role="row">
                    <th scope="row" role="rowheader">
                      {r.name}
                    </th>
                    <td role="cell" data-label={t('date')}>
                      <DateTime instant={r.createdAt} lang={lang} />
                    </td>
                    <td role="cell" data-label={t('amount')}>
                      <Money fils={r.amountFils} lang={lang} />
                    </td>
                    <td role="cell" data-label={t('status')}>
                      {t(`statuses.${r.status}`)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </DashboardFrame>
  );
}

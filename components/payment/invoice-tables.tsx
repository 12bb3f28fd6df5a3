import { getTranslations } from 'next-intl/server';
import { Money } from '@/components/onboarding/money';
import type { Locale } from '@/lib/i18n/routing';
import type { PaymentDetails } from '@/lib/upstream/schemas/payment-history';
import table from './payment-tables.module.css';

// An invoice's lines and totals as two accessible tables (caption, column and row headers), the
// API's figures as they are (the PDF prints the same): each line's unit, discount, net, VAT and total;
// the lines' totals, less the referral and the wallet, come to the total paid. Server component: no script ships for it.

export async function InvoiceTables({ invoice, lang }: { invoice: PaymentDetails; lang: Locale }) {
  const t = await getTranslations({ locale: lang, namespace: 'paymentHistory' });
  const money = (fils: number) => <Money fils={fils} lang={lang} />;
  const x = invoice.totals;
  const totals: [string, number][] = [
    [t('centreFees'), x.centreFils],
    ...(x.discountFils ? ([[t('discount'), -x.discountFils]] as [string, number][]) : []),
    [t('vatTotal'), x.vatFils],
    [t('rtaFees'), x.rtaFils],
    ...(x.referralFils ? ([[t('referral'), -x.referralFils]] as [string, number][]) : []),
    ...(x.walletFils ? ([[t('wallet'), -x.walletFils]] as [string, number][]) : []),
    ...(x.adjustmentFils ? ([[t('adjustment'), x.adjustmentFils]] as [string, number][]) : []),
  ];
  return (
    <>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <caption>{t('linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fee')}</th>
              <th scope="col">{t('payee')}</th>
              <th scope="col" className={table.num}>
                {t('quantity')}
              </th>
              <th scope="col" className={table.num}>
                {t('unitPrice')}
              </th>
              <th scope="col" className={table.num}>
                {t('lineDiscount')}
              </th>
              <th scope="col" className={table.num}>
                {t('net')}
              </th>
              <th scope="col" className={table.num}>
                {t('vat')}
              </th>
              <th scope="col" className={table.num}>
                {t('lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <th scope="row">{line.name[lang]}</th>
                <td>{line.payee === 'rta' ? t('payeeRta') : t('payeeCentre')}</td>
                <td className={table.num}>{line.quantity}</td>
                <td className={table.num}>{money(line.unitFils)}</td>
                <td className={table.num}>{money(-line.discountFils)}</td>
                <td className={table.num}>{money(line.netFils)}</td>
                <td className={table.num}>{money(line.vatFils)}</td>
                <td className={table.num}>{money(line.totalFils)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={table.tableWrap}>
        <table className={table.table}>
          <caption>{t('totalsCaption')}</caption>
          <tbody>
            {totals.map(([label, fils]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td className={table.num}>{money(fils)}</td>
              </tr>
            ))}
            <tr className={table.total}>
              <th scope="row">{t('totalPaid')}</th>
              <td className={table.num}>{money(x.totalFils)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

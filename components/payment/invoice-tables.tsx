import { getTranslations } from 'next-intl/server';
import { Money } from '@/components/ui/money';
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
  const columns = (['fee', 'payee', 'quantity', 'unitPrice', 'lineDiscount', 'net', 'vat', 'lineTotal'] as const).map((key) => ({
    key,
    label: t(key),
  }));
  return (
    <>
      <div className={table.tableWrap}>
        <table className={`${table.table} ${table.stack}`} role="table">
          <caption>{t('linesCaption')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((c, i) => (
                <th key={c.key} scope="col" role="columnheader" className={i > 1 ? table.num : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {invoice.lines.map((line, i) => (
              <tr key={i} role="row">
                <th scope="row" role="rowheader">
                  {line.name[lang]}
                </th>
                <td role="cell" data-label={t('payee')}>
                  {line.payee === 'rta' ? t('payeeRta') : t('payeeCentre')}
                </td>
                <td role="cell" data-label={t('quantity')} className={table.num}>
                  {line.quantity}
                </td>
                <td role="cell" data-label={t('unitPrice')} className={table.num}>
                  {money(line.unitFils)}
                </td>
                <td role="cell" data-label={t('lineDiscount')} className={table.num}>
                  {money(-line.discountFils)}
                </td>
                <td role="cell" data-label={t('net')} className={table.num}>
                  {money(line.netFils)}
                </td>
                <td role="cell" data-label={t('vat')} className={table.num}>
                  {money(line.vatFils)}
                </td>
                <td role="cell" data-label={t('lineTotal')} className={table.num}>
                  {money(line.totalFils)}
                </td>
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

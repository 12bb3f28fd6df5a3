'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import type { AdditionalFee } from '@/lib/upstream/payments';
import { ChosenPayment, useChoice } from './chosen-payment';
import styles from './extras.module.css';

/**
 * Additional fees the centre raised (R§3, R§7): every due fee starts chosen; each shows its details
 * (code, quantity, VAT); the total is the sum of the chosen ones, paid online in the card frame.
 */
export function AdditionalFees({ fees, lang }: { fees: AdditionalFee[]; lang: 'en' | 'ar' }) {
  const t = useTranslations('paymentPage');
  const due = fees.filter((f) => f.status === 'due');
  const paid = fees.filter((f) => f.status === 'paid');
  const [chosen, toggle] = useChoice(() => due.map((f) => f._id));
  const totalFils = due.filter((f) => chosen.includes(f._id)).reduce((sum, f) => sum + f.totalFils, 0);
  return (
    <section aria-labelledby="fees-title" className={styles.section}>
      <h2 id="fees-title" className={styles.heading}>
        {t('feesTitle')}
      </h2>
      {due.length === 0 ? (
        <p role="status" className={styles.lead}>
          {t('noFees')}
        </p>
      ) : (
        <>
          <p className={styles.lead}>{t('feesLead')}</p>
          <fieldset className={styles.items}>
            <legend className="visually-hidden">{t('feesTitle')}</legend>
            {due.map((fee) => (
              <div key={fee._id} className={styles.item}>
                <label className={styles.choice}>
                  <input type="checkbox" checked={chosen.includes(fee._id)} onChange={() => toggle(fee._id)} />
                  <span>{fee.quantity > 1 ? t('feeQuantity', { name: fee.name[lang], quantity: fee.quantity }) : fee.name[lang]}</span>
                  <Money fils={fee.totalFils} lang={lang} className={styles.price} />
                </label>
                <details className={styles.details}>
                  <summary>{t('feeDetails')}</summary>
                  <dl className={styles.lines}>
                    <dt>{t('feeCode')}</dt>
                    <dd>
                      <bdi dir="ltr">{fee.code.toLowerCase()}</bdi>
                    </dd>
                    <dt>{t('quantity')}</dt>
                    <dd>{fee.quantity}</dd>
                    <dt>{fee.payee === 'rta' ? t('rtaPrice') : t('price')}</dt>
                    <dd>
                      <Money fils={fee.priceFils} lang={lang} />
                    </dd>
                    <dt>{t('vat')}</dt>
                    <dd>
                      <Money fils={fee.taxFils} lang={lang} />
                    </dd>
                  </dl>
                </details>
              </div>
            ))}
          </fieldset>
          <ChosenPayment purpose="additional" title={t('payFees')} items={chosen} totalFils={totalFils} lang={lang} />
        </>
      )}
      {paid.length > 0 ? (
        <ul className={styles.done} aria-label={t('paidFees')}>
          {paid.map((fee) => (
            <li key={fee._id} className={styles.note}>
              {t('paidLine', { name: fee.name[lang] })} <Money fils={fee.totalFils} lang={lang} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import type { EliteAddon } from '@/lib/upstream/payments';
import { ChosenPayment, useChoice } from './chosen-payment';
import styles from './extras.module.css';

/**
 * Elite add-ons (R§4): the first is chosen when the page opens; choosing one toggles it in the list;
 * the total is the sum of the chosen ones, paid online in the card frame. Bought ones are listed apart.
 */
export function EliteAddons({ addons, lang }: { addons: EliteAddon[]; lang: 'en' | 'ar' }) {
  const t = useTranslations('paymentPage');
  const offered = addons.filter((a) => !a.purchased);
  const bought = addons.filter((a) => a.purchased);
  const [chosen, toggle] = useChoice(() => (offered[0] ? [offered[0]._id] : []));
  const totalFils = offered.filter((a) => chosen.includes(a._id)).reduce((sum, a) => sum + a.amount.totalFils, 0);
  return (
    <section aria-labelledby="addons-title" className={styles.section}>
      <h2 id="addons-title" className={styles.heading}>
        {t('addonsTitle')}
      </h2>
      {offered.length > 0 ? (
        <>
          <p className={styles.lead}>{t('addonsLead')}</p>
          <fieldset className={styles.items}>
            <legend className="visually-hidden">{t('addonsTitle')}</legend>
            {offered.map((addon) => (
              <div key={addon._id} className={styles.item}>
                <label className={styles.choice}>
                  <input type="checkbox" checked={chosen.includes(addon._id)} onChange={() => toggle(addon._id)} />
                  <span>{addon.name[lang]}</span>
                  <Money fils={addon.amount.totalFils} lang={lang} className={styles.price} />
                </label>
                <p className={styles.note}>
                  {addon.description[lang]} · {t('includesVat')} <Money fils={addon.amount.vatFils} lang={lang} />
                </p>
              </div>
            ))}
          </fieldset>
          <ChosenPayment purpose="elite" title={t('payAddons')} items={chosen} totalFils={totalFils} lang={lang} />
        </>
      ) : (
        <p role="status" className={styles.lead}>
          {t('noAddons')}
        </p>
      )}
      {bought.length > 0 ? (
        <ul className={styles.done} aria-label={t('boughtAddons')}>
          {bought.map((addon) => (
            <li key={addon._id} className={styles.note}>
              {t('boughtLine', { name: addon.name[lang] })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Money } from '@/components/ui/money';
import { PaymentPanel } from './payment-panel';
import styles from './extras.module.css';

/** A list of ids a person ticks and unticks (fees, add-ons). */
export function useChoice(initial: () => string[]) {
  const [chosen, setChosen] = useState<string[]>(initial);
  const toggle = (id: string) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return [chosen, toggle] as const;
}

/** The total of what is ticked, read out as it changes, and the card frame that pays exactly that (online only). */
export function ChosenPayment({
  purpose,
  title,
  items,
  totalFils,
  lang,
}: {
  purpose: 'additional' | 'elite';
  title: string;
  items: string[];
  totalFils: number;
  lang: 'en' | 'ar';
}) {
  const t = useTranslations('paymentPage');
  return (
    <>
      <p className={styles.total} aria-live="polite">
        <span>{t('selectedTotal')}</span>
        <Money fils={totalFils} lang={lang} />
      </p>
      <PaymentPanel title={title} purpose={purpose} items={items} payableFils={totalFils} initialMethod="online" methods={['online']} retry={false} />
    </>
  );
}

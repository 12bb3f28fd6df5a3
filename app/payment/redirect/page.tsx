import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { isLocale } from '@/lib/i18n/routing';
import { PaymentReturn } from './payment-return';
import styles from './redirect.module.css';

// /payment/redirect?ref=<order> – where the gateway's answer lands (through the API's web-hook),
// usually inside the payment frame. It tells the window that opened the frame which order came back;
// opened on its own, it verifies the order itself. It needs no session to show: inside a frame on
// another site the learner's cookie may not come along.

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function PaymentRedirectPage({ searchParams }: { searchParams: Promise<{ ref?: string | string[] }> }) {
  const chosen = (await cookies()).get('NEXT_LOCALE')?.value;
  const lang = chosen && isLocale(chosen) ? chosen : 'en';
  const t = await getTranslations({ locale: lang, namespace: 'payment' });
  const raw = (await searchParams).ref;
  const ref = typeof raw === 'string' && /^[A-Za-z0-9_-]{1,40}$/.test(raw) ? raw : null;
  return (
    <main className={styles.page}>
      <span className={styles.spinner} aria-hidden="true" />
      <p role="status">{ref ? t('inProgress') : t('noOrder')}</p>
      {ref ? <PaymentReturn orderId={ref} /> : null}
    </main>
  );
}

import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import styles from '../../dashboard.module.css';

// /{lang}/dashboard/payment/thank-you – R§2: 'Thank you' and a Back to Dashboard button.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('paymentPage');

export default async function PaymentThankYouPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t] = await Promise.all([requireStudent(lang), getTranslations({ locale: lang, namespace: 'paymentPage' })]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('thankYou')}</h1>
      <p role="status" className={styles.lead}>
        {t('received')}
      </p>
      <Link href="/dashboard" className={styles.cardLink}>
        {t('backToDashboard')}
      </Link>
    </DashboardFrame>
  );
}

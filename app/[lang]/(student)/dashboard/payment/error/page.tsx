import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { verifyOrder } from '@/lib/payments/checkout';
import { failureWords } from '@/lib/payments/failure-words';
import styles from '../../dashboard.module.css';

// /{lang}/dashboard/payment/error?order=… – R§2's payment error page: the learner's own order, asked
// about afresh (a toast does not outlive the page load), with R§8's words and a way to try again.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ order?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('paymentPage');

export default async function PaymentErrorPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, tp, { order }] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'paymentPage' }),
    getTranslations({ locale: lang, namespace: 'payment' }),
    searchParams,
  ]);
  const answer = typeof order === 'string' ? await verifyOrder(order) : null;
  if (answer?.ok && answer.value.isSuccess) redirect(localePath(lang, '/dashboard/payment/thank-you'));
  const words = failureWords(answer?.ok ? answer.value : null, tp);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{words.title}</h1>
      <div role="alert" className={styles.welcome}>
        {words.reason ? <p>{words.reason}</p> : null}
        <p>{words.text}</p>
      </div>
      <p className={styles.lead}>{t('errorLead')}</p>
      <PaymentPageLink lang={lang} path="/dashboard/payment" className={styles.cardLink}>
        {t('tryAgain')}
      </PaymentPageLink>{' '}
      <Link href="/dashboard" className={styles.cardLink}>
        {t('backToDashboard')}
      </Link>
    </DashboardFrame>
  );
}

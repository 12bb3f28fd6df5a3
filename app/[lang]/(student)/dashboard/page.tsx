import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { PaymentPageLink } from '@/components/payment/payment-page-link';
import { SiteHeader } from '@/components/layout/site-header';
import { StudentHeaderActions } from '@/components/layout/student-header-actions';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { requireStudent } from '@/lib/auth/viewer';
import styles from './dashboard.module.css';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';

// /{lang}/dashboard – a placeholder until the dashboard issue: the heading and who is logged in.

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = unindexedPageMetadata('dashboard');

export default async function DashboardPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [user, t, tp] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'dashboard' }),
    getTranslations({ locale: lang, namespace: 'paymentPage' }),
  ]);
  return (
    <>
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className="container">
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.welcome}>{t('welcome', { name: user.name })}</p>
          <p className={styles.lead}>{t('placeholder')}</p>
          <Link href="/dashboard/my-account" className={styles.cardLink}>
            {t('account')}
          </Link>
          <PaymentPageLink lang={lang} path="/dashboard/payment" className={styles.cardLink}>
            {tp('payNext')}
          </PaymentPageLink>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

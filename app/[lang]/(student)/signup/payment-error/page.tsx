import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { StudentHeaderActions } from '@/components/layout/student-header-actions';
import { requireStudent } from '@/lib/auth/viewer';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { localePath } from '@/lib/i18n/paths';
import { isLocale } from '@/lib/i18n/routing';
import { verifyOrder } from '@/lib/payments/checkout';
import { failureWords } from '@/lib/payments/failure-words';
import styles from '../onboard/onboard.module.css';

// /{lang}/signup/payment-error?order=… – R§2's registration payment error page, where the callback
// page sends a learner whose registration payment failed outside the wizard's frame (the frame itself
// shows the failure in place). The learner's own order is asked about afresh; R§8's words with the
// reason; 'Try again' goes back to the plan, where every choice was kept (R§4: Course Selected).

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ order?: string | string[] }> };

export const generateMetadata = unindexedPageMetadata('signupPaymentError');

export default async function SignupPaymentErrorPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, tp, { order }] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'signupPaymentError' }),
    getTranslations({ locale: lang, namespace: 'payment' }),
    searchParams,
  ]);
  const answer = typeof order === 'string' ? await verifyOrder(order) : null;
  if (answer?.ok && answer.value.isSuccess) redirect(localePath(lang, '/signup/thank-you'));
  const words = failureWords(answer?.ok ? answer.value : null, tp);
  return (
    <>
      <SiteHeader lang={lang} actions={<StudentHeaderActions lang={lang} />} />
      <main id="main" className={styles.page}>
        <div className={`container ${styles.inner}`}>
          <h1 className={styles.title}>{words.title}</h1>
          <div role="alert" className={styles.lead}>
            {words.reason ? <p>{words.reason}</p> : null}
            <p>{words.text}</p>
          </div>
          <p className={styles.lead}>{t('lead')}</p>
          <p>
            <a className={styles.home} href={localePath(lang, '/signup/onboard')}>
              {t('tryAgain')}
            </a>
          </p>
        </div>
      </main>
      <SiteFooter lang={lang} signedIn />
    </>
  );
}

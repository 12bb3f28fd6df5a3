import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { viewer } from '@/lib/auth/viewer';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { loadPaymentLink, type LinkErrorReason } from '@/lib/payments/links';
import styles from './payment-link.module.css';

export type LinkResultKind = 'success' | 'cancelled' | LinkErrorReason;

const TEXTS = {
  success: { title: 'successTitle', text: 'successText', tone: 'status' },
  cancelled: { title: 'cancelledTitle', text: 'cancelledText', tone: 'status' },
  failed: { title: 'failedTitle', text: 'failedText', tone: 'alert' },
  // R§8: the second check said no: 'Error' / 'Error in payment link'
  check: { title: 'errorTitle', text: 'errorInLink', tone: 'alert' },
  // R§8: verifying failed: 'Error verifying payment:'
  verify: { title: 'verifyError', text: 'verifyErrorText', tone: 'alert' },
} as const satisfies Record<LinkResultKind, { title: string; text: string; tone: 'status' | 'alert' }>;

/** Results after which nothing was charged, so the same request may be paid again. */
const RETRYABLE: readonly LinkResultKind[] = ['failed', 'cancelled'];

/** The request to go back to: named by the return (?link=), and still open to pay, or none. */
async function openRequest(kind: LinkResultKind, link: string | undefined): Promise<string | null> {
  if (!link || !RETRYABLE.includes(kind)) return null;
  const found = await loadPaymentLink(link);
  return found.ok && found.value.status === 'open' ? found.value.id : null;
}

/**
 * A payment-link result page (D§2 /dashboard/paymentlink/…): open without a session, since whoever
 * paid may not be logged in. After a declined or cancelled payment the first way on is back to the
 * request, to try again; then the dashboard for a student who is logged in, home for anyone else.
 */
export async function LinkResult({ lang, kind, link }: { lang: Locale; kind: LinkResultKind; link?: string }) {
  const [t, who, request] = await Promise.all([getTranslations({ locale: lang, namespace: 'paymentLink' }), viewer(), openRequest(kind, link)]);
  const { title, text, tone } = TEXTS[kind];
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <section className={styles.card} aria-labelledby="link-result-title">
            <h1 id="link-result-title" className={styles.title}>
              {t(title)}
            </h1>
            <p role={tone} className={tone === 'alert' ? styles.alert : styles.status}>
              {t(text)}
            </p>
            <p className={styles.actions}>
              {request ? (
                <a className={`${styles.action} ${styles.primary}`} href={localePath(lang, `/payment-request/${request}`)}>
                  {t('backToRequest')}
                </a>
              ) : null}
              <a className={styles.action} href={localePath(lang, who ? '/dashboard' : '/')}>
                {who ? t('toDashboard') : t('toHome')}
              </a>
            </p>
          </section>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

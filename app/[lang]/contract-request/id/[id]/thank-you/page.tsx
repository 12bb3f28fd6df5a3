import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import styles from '@/components/contracts/contract-request.module.css';
import { loadContractRequest } from '@/lib/contracts/read';
import { formatDateTime } from '@/lib/domain/dates';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';

// /{lang}/contract-request/id/{id}/thank-you – D§2 "and its thank-you": the contract is signed; the
// signed PDF is a download away. A link that is not signed (or not valid) goes back to the contract.

type Props = { params: Promise<{ lang: string; id: string }> };

export const dynamic = 'force-dynamic';
export const generateMetadata = unindexedPageMetadata('contractRequest');

export default async function ContractThankYouPage({ params }: Props) {
  const { lang, id: raw } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const id = decodeURIComponent(raw);
  const base = `/${lang}/contract-request/id/${encodeURIComponent(id)}`;
  const [t, status] = await Promise.all([getTranslations({ locale: lang, namespace: 'contractRequest' }), loadContractRequest(id)]);
  if (!status.ok || !status.value.signature) redirect(base);
  const { signature, documentId } = status.value;
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <section className={styles.card} aria-labelledby="contract-thanks-title">
            <h1 id="contract-thanks-title" className={styles.title}>
              {t('thanksTitle')}
            </h1>
            <p className={styles.signed}>
              {t('thanks', { number: documentId, name: signature.signerName, time: formatDateTime(signature.signedAt, lang) })}
            </p>
            <p className={styles.links}>
              <a href={`${base}/pdf`} download>
                {t('downloadSigned')}
              </a>
              <a href={base}>{t('viewContract')}</a>
            </p>
          </section>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

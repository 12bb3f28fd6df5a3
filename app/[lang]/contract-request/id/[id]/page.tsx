import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ContractSummary } from '@/components/contracts/contract-summary';
import { SendCodeForm } from '@/components/contracts/send-code-form';
import { SignForm } from '@/components/contracts/sign-form';
import styles from '@/components/contracts/contract-request.module.css';
import { cameBackFromFailedPdf } from '@/lib/bff/pdf-download';
import { loadContractRequest } from '@/lib/contracts/read';
import { formatDateTime } from '@/lib/domain/dates';
import { errorText } from '@/lib/errors/text';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';
import { sendContractCodeAction, signContractAction } from './actions';

// /{lang}/contract-request/id/{id} – D§2: the contract the centre sent a link to, signed with a code sent
// to the learner's phone (no login, D§6). The id is the link's token; an altered or expired link gets a
// page that says so. Steps: the contract and 'Send code', then (?step=code) the code; then thank-you.

type Props = { params: Promise<{ lang: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';
export const generateMetadata = unindexedPageMetadata('contractRequest');

export default async function ContractRequestPage({ params, searchParams }: Props) {
  const { lang, id: raw } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const id = decodeURIComponent(raw);
  const [t, tAll, status, query] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'contractRequest' }),
    getTranslations({ locale: lang }),
    loadContractRequest(id),
    searchParams,
  ]);
  const base = `/${lang}/contract-request/id/${encodeURIComponent(id)}`;
  return (
    <>
      <SiteHeader lang={lang} />
      <main id="main" className={styles.page}>
        <div className="container">
          <section className={styles.card} aria-labelledby="contract-title">
            <h1 id="contract-title" className={styles.title}>
              {t('title')}
            </h1>
            {!status.ok ? (
              <>
                <p role="alert" className={styles.alert}>
                  {errorText(status.error, tAll)}
                </p>
                <p className={styles.lead}>{t('linkHelp')}</p>
              </>
            ) : (
              <>
                {cameBackFromFailedPdf(query) ? (
                  <p role="alert" className={styles.alert}>
                    {t('downloadFailed')}
                  </p>
                ) : null}
                {status.value.signature ? (
                  <p className={styles.signed}>
                    {t('signedOn', { name: status.value.signature.signerName, time: formatDateTime(status.value.signature.signedAt, lang) })}
                  </p>
                ) : (
                  <p className={styles.lead}>{t('lead')}</p>
                )}
                <ContractSummary status={status.value} lang={lang} />
                <p className={styles.links}>
                  {status.value.signature ? (
                    <a href={`${base}/pdf`} download>
                      {t('downloadSigned')}
                    </a>
                  ) : null}
                  <a href={`${base}/pdf-notsigned`} download>
                    {t('downloadUnsigned')}
                  </a>
                </p>
                {status.value.signature ? null : query.step === 'code' ? (
                  <>
                    <p className={styles.lead}>
                      {t.rich('codeSentTo', { phone: status.value.phone, num: (c) => <bdi className={styles.number}>{c}</bdi> })}
                    </p>
                    <SignForm id={id} action={signContractAction} label={t('codeLabel')} submitLabel={t('sign')} />
                    <SendCodeForm id={id} action={sendContractCodeAction} label={t('resend')} variant="secondary" />
                  </>
                ) : (
                  <>
                    <p className={styles.lead}>
                      {t.rich('sendHint', { phone: status.value.phone, num: (c) => <bdi className={styles.number}>{c}</bdi> })}
                    </p>
                    <SendCodeForm id={id} action={sendContractCodeAction} label={t('sendCode')} />
                  </>
                )}
              </>
            )}
          </section>
        </div>
      </main>
      <SiteFooter lang={lang} />
    </>
  );
}

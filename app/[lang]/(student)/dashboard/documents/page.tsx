import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DashboardFrame } from '@/components/dashboard/dashboard-frame';
import { IssuedDocumentLinks } from '@/components/documents/issued-document-links';
import { DocumentList } from '@/components/documents/document-list';
import { requireStudent } from '@/lib/auth/viewer';
import { cameBackFromFailedPdf } from '@/lib/bff/pdf-download';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { getDocuments } from '@/lib/upstream/documents';
import { attempt } from '@/lib/upstream/result';
import { saveDocumentNumberAction } from './actions';
import styles from '../dashboard.module.css';

// /{lang}/dashboard/documents – the UploadDocument tab (D§2, D§4): every required document with its
// sides, rendered here on the server (only the pickers and number forms hydrate), uploads with progress.

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = unindexedPageMetadata('documents');

export default async function DocumentsPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [, t, docs, query] = await Promise.all([
    requireStudent(lang),
    getTranslations({ locale: lang, namespace: 'documents' }),
    attempt(() => getDocuments()),
    searchParams,
  ]);
  return (
    <DashboardFrame lang={lang}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {/* a download from the centre's documents below came back here: it could not be made (D§8) */}
      {cameBackFromFailedPdf(query) ? <p role="alert">{t('downloadFailed')}</p> : null}
      {docs.ok ? <DocumentList docs={docs.value} lang={lang} numberAction={saveDocumentNumberAction} /> : <p role="alert">{t('loadFailed')}</p>}
      <IssuedDocumentLinks lang={lang} />
      <Link href="/dashboard" className={styles.cardLink}>
        {t('backLink')}
      </Link>
    </DashboardFrame>
  );
}

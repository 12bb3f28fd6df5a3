'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { FormState } from '@/lib/forms/form-state';
import { allDocumentsComplete, documentState, isDocumentComplete } from '@/lib/domain/documents';
import type { Locale } from '@/lib/i18n/routing';
import { documentsQuery } from '@/lib/queries/documents';
import { toast } from '@/lib/toast';
import { DocumentCard } from './document-card';
import styles from './documents.module.css';

/** The documents from the hydrated cache; when the last one becomes complete, the thank-you toast (D§4). */
export function DocumentList({
  lang,
  numberAction,
}: {
  lang: Locale;
  numberAction: (s: FormState, p: FormData | Record<string, string>) => Promise<FormState>;
}) {
  const t = useTranslations('documents');
  const query = useQuery(documentsQuery());
  const docs = query.data ?? [];
  const allDone = allDocumentsComplete(docs.map(documentState));
  const wasDone = useRef<boolean | null>(null);
  useEffect(() => {
    if (!query.data) return;
    // only a change seen on this page: a learner who comes back to a finished list is not thanked again
    if (wasDone.current === false && allDone) toast.success(t('allSubmitted'));
    wasDone.current = allDone;
  }, [allDone, query.data, t]);

  if (!query.data) return <p role="alert">{t('loadFailed')}</p>;
  return (
    <div className={styles.list}>
      {docs.map((doc) => (
        <DocumentCard
          key={doc._id}
          doc={doc}
          lang={lang}
          complete={isDocumentComplete(documentState(doc))}
          numberAction={numberAction}
          refresh={() => query.refetch()}
        />
      ))}
    </div>
  );
}

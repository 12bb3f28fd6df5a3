import type { FormState } from '@/lib/forms/form-state';
import { allDocumentsComplete, documentState, isDocumentComplete } from '@/lib/domain/documents';
import type { Locale } from '@/lib/i18n/routing';
import type { StudentDocument } from '@/lib/upstream/schemas/documents';
import { DocumentCard } from './document-card';
import { DocumentsDoneToast } from './documents-done-toast';
import styles from './documents.module.css';

// A server component (issue 22, TBT): the cards' names, instructions and statuses are HTML that never
// hydrates; only each side's picker, the number form and the thank-you toast are client islands. An
// upload or a saved number re-renders the page on the server (router.refresh), which brings the list back.

export function DocumentList({
  docs,
  lang,
  numberAction,
}: {
  docs: readonly StudentDocument[];
  lang: Locale;
  numberAction: (s: FormState, p: FormData | Record<string, string>) => Promise<FormState>;
}) {
  return (
    <div className={styles.list}>
      {docs.map((doc) => (
        <DocumentCard key={doc._id} doc={doc} lang={lang} complete={isDocumentComplete(documentState(doc))} numberAction={numberAction} />
      ))}
      <DocumentsDoneToast allDone={allDocumentsComplete(docs.map(documentState))} />
    </div>
  );
}

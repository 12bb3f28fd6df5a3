import type { FormState } from '@/lib/forms/form-state';
import { documentState } from '@/lib/domain/documents';
import type { Locale } from '@/lib/i18n/routing';
import type { StudentDocument } from '@/lib/upstream/schemas/documents';
import { DocumentAnswersProvider } from './document-answers';
import { DocumentCard } from './document-card';
import { DocumentsDoneToast } from './documents-done-toast';
import styles from './documents.module.css';

// A server component (issue 22, TBT): the cards' names and instructions are HTML that never hydrates;
// each side's picker, the number form, the status tags and the thank-you toast are client islands. An
// upload or a saved number shows the API's answer through DocumentAnswersProvider (document-answers.tsx)
// rather than re-rendering the page (router.refresh, which Next 15.5 sometimes dropped).

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
    <DocumentAnswersProvider initial={Object.fromEntries(docs.map((doc) => [doc._id, documentState(doc)]))}>
      <div className={styles.list}>
        {docs.map((doc) => (
          <DocumentCard key={doc._id} doc={doc} lang={lang} numberAction={numberAction} />
        ))}
        <DocumentsDoneToast />
      </div>
    </DocumentAnswersProvider>
  );
}

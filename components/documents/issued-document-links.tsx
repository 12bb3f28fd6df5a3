import { getTranslations } from 'next-intl/server';
import { DateTime } from '@/components/ui/date-time';
import { Money } from '@/components/ui/money';
import { issuedPdfHref } from '@/lib/documents/issued-pages';
import type { Locale } from '@/lib/i18n/routing';
import { listIssuedDocuments } from '@/lib/upstream/issued-documents';
import { attempt } from '@/lib/upstream/result';

// The documents the centre issued to the learner (contract, refund notes, certificates, invoices
// raised at the counter, corporate invoices…), each a plain download link to its PDF page (D§2).
// A server component: it reads the list itself, where a learner looks (payments, documents).

export async function IssuedDocumentLinks({ lang, className }: { lang: Locale; className?: string }) {
  const [t, list] = await Promise.all([getTranslations({ locale: lang, namespace: 'issuedDocument' }), attempt(() => listIssuedDocuments())]);
  if (!list.ok) return null;
  return (
    <section aria-labelledby="issued-documents" className={className}>
      <h2 id="issued-documents">{t('links.heading')}</h2>
      {list.value.length === 0 ? (
        <p role="status">{t('links.none')}</p>
      ) : (
        <ul>
          {list.value.map((doc) => (
            <li key={doc._id}>
              <a href={issuedPdfHref(lang, doc)} download>
                {`${t(`titles.${doc.kind}`)} ${doc.documentNumber}`}
              </a>{' '}
              <DateTime instant={doc.issuedAt} lang={lang} />
              {doc.kind === 'clearance' || doc.kind === 'contract' ? null : (
                <>
                  {' '}
                  <Money fils={doc.totalFils} lang={lang} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

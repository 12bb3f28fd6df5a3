import { IssuedPages, learnerFacts, methodWord, prepare, type IssuedProps } from './issued-pages';

// D§2 /crm-invoice/{id}/pdf/: a tax invoice the centre's staff issued at the counter (CRM), paid there.
export function CrmInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const method = methodWord(labels, doc.details.method);
  const facts = [
    [labels.documentNumber, dir.ltr(doc.documentNumber)] as const,
    [labels.issued, dir.date(doc.issuedAt)] as const,
    ...learnerFacts(doc, dir, labels),
    method ? ([labels.method, method] as const) : null,
    doc.details.receivedBy ? ([labels.receivedBy, doc.details.receivedBy] as const) : null,
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: labels.totalPaid }} />;
}

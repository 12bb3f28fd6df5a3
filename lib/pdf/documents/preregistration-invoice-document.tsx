import { IssuedPages, learnerFacts, methodWord, prepare, type IssuedProps } from './issued-pages';

// D§2 /preregistration-invoice/{id}/pdf/: the tax invoice of a pre-registration payment (the RTA file
// and eye test paid before the course is chosen).
export function PreregistrationInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const method = methodWord(labels, doc.details.method);
  const facts = [
    [labels.documentNumber, dir.ltr(doc.documentNumber)] as const,
    [labels.issued, dir.date(doc.issuedAt)] as const,
    ...learnerFacts(doc, dir, labels),
    method ? ([labels.method, method] as const) : null,
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: labels.totalPaid }} />;
}

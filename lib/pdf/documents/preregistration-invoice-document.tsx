import { IssuedPages, learnerFacts, methodFact, numberFacts, prepare, type IssuedProps } from './issued-pages';

// D§2 /preregistration-invoice/{id}/pdf/: the tax invoice of a pre-registration payment (the RTA file
// and eye test paid before the course is chosen).
export function PreregistrationInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const facts = [...numberFacts(doc, dir, labels), ...learnerFacts(doc, dir, labels), methodFact(labels, doc.details.method)];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: labels.totalPaid }} />;
}

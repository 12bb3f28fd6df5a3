import { IssuedPages, learnerFacts, methodWord, prepare, type IssuedProps } from './issued-pages';

// D§2 /lumpsum-invoice/pdf/: the tax invoice of a whole course paid in one sum.
export function LumpsumInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const method = methodWord(labels, doc.details.method);
  const facts = [
    [labels.documentNumber, dir.ltr(doc.documentNumber)] as const,
    [labels.issued, dir.date(doc.issuedAt)] as const,
    ...learnerFacts(doc, dir, labels),
    doc.details.courseName ? ([labels.course, doc.details.courseName[props.lang]] as const) : null,
    method ? ([labels.method, method] as const) : null,
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: labels.totalPaid }} />;
}

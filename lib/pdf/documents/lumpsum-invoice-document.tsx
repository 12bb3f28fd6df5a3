import { IssuedPages, learnerFacts, methodFact, numberFacts, prepare, type IssuedProps } from './issued-pages';

// D§2 /lumpsum-invoice/pdf/: the tax invoice of a whole course paid in one sum.
export function LumpsumInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const facts = [
    ...numberFacts(doc, dir, labels),
    ...learnerFacts(doc, dir, labels),
    doc.details.courseName ? ([labels.course, doc.details.courseName[props.lang]] as const) : null,
    methodFact(labels, doc.details.method),
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: labels.totalPaid }} />;
}

import { IssuedPages, learnerFacts, methodFact, numberFacts, prepare, type IssuedProps } from './issued-pages';

// D§2 /refund-document/{id}/pdf/: a refund note: what is refunded to the learner, of which invoice, why.
export function RefundDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const facts = [
    ...numberFacts(doc, dir, labels),
    ...learnerFacts(doc, dir, labels),
    doc.details.refundOf ? ([labels.refundOf, dir.ltr(doc.details.refundOf)] as const) : null,
    doc.details.reason ? ([labels.reason, doc.details.reason[props.lang]] as const) : null,
    methodFact(labels, doc.details.method),
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, caption: labels.refundCaption, grand: labels.totalRefunded }} />;
}

import { IssuedPages, learnerFacts, methodWord, prepare, type IssuedProps } from './issued-pages';

// D§2 /refund-document/{id}/pdf/: a refund note: what is refunded to the learner, of which invoice, why.
export function RefundDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const method = methodWord(labels, doc.details.method);
  const facts = [
    [labels.documentNumber, dir.ltr(doc.documentNumber)] as const,
    [labels.issued, dir.date(doc.issuedAt)] as const,
    ...learnerFacts(doc, dir, labels),
    doc.details.refundOf ? ([labels.refundOf, dir.ltr(doc.details.refundOf)] as const) : null,
    doc.details.reason ? ([labels.reason, doc.details.reason[props.lang]] as const) : null,
    method ? ([labels.method, method] as const) : null,
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, caption: labels.refundCaption, grand: labels.totalRefunded }} />;
}

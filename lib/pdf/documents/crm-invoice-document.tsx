import { IssuedPages, learnerFacts, methodFact, numberFacts, prepare, type IssuedProps } from './issued-pages';

// D§2 /crm-invoice/{id}/pdf/: a tax invoice the centre's staff issued at the counter (CRM), paid there.
export function CrmInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const facts = [
    ...numberFacts(doc, dir, labels),
    ...learnerFacts(doc, dir, labels),
    methodFact(labels, doc.details.method),
    doc.details.receivedBy ? ([labels.receivedBy, doc.details.receivedBy] as const) : null,
  ];
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: labels.totalPaid }} />;
}

import { corporateFacts, corporateParty } from './corporate-parts';
import { IssuedPages, prepare, type IssuedProps } from './issued-pages';

// D§2 /corporate-refund-document/{id}/pdf/: a refund note to a corporate client.
export function CorporateRefundDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc, lang } = props;
  const d = doc.details;
  const facts = [
    ...corporateFacts(doc, dir, labels),
    d.refundOf ? ([labels.refundOf, dir.ltr(d.refundOf)] as const) : null,
    d.reason ? ([labels.reason, d.reason[lang]] as const) : null,
  ];
  const layout = { facts, parties: corporateParty(doc, dir, labels), caption: labels.refundCaption, grand: labels.totalRefunded };
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={layout} />;
}

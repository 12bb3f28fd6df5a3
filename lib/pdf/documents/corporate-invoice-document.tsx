import { corporateFacts, corporateParty } from './corporate-parts';
import { IssuedPages, prepare, type IssuedProps } from './issued-pages';

// D§2 /corporate-invoice/pdf/: a tax invoice to a corporate client for its employees' training.
export function CorporateInvoiceDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc } = props;
  const layout = { facts: corporateFacts(doc, dir, labels), parties: corporateParty(doc, dir, labels), grand: labels.totalDue };
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={layout} />;
}

import type { PaymentDetails } from '@/lib/upstream/schemas/payment-history';
import { DocumentFrame } from './layout/document-frame';
import { directionOf, localiseLabels, type PdfLang } from './layout/direction';
import { LineTable, type LineTableLabels } from './layout/line-table';
import { FactList } from './layout/party-block';
import { TotalsBlock, type TotalRow } from './layout/totals-block';
import { paginate } from './paginate';

// The invoice of one order (D§2 /invoice/{id}/pdf/, R§9 invoice-{id}.pdf), a component tree rendered
// in a worker thread (render-worker.ts) on the shared layout (layout/: frame, facts, line table,
// totals). No server-only import: this file is bundled into the worker. Long tables are paginated
// here, a fixed number of rows a page, because react-pdf's own page breaks are superlinear.

export type InvoiceLang = PdfLang;

/** The printed words, from messages/<lang>.json (invoice namespace), passed in by the route. */
export interface InvoiceLabels extends LineTableLabels {
  title: string;
  invoiceNumber: string;
  issued: string;
  settled: string;
  learner: string;
  studentId: string;
  trn: string;
  method: string;
  methodOnline: string;
  methodCentre: string;
  status: string;
  statusSuccess: string;
  statusDue: string;
  statusRefund: string;
  statusSkipped: string;
  bankRef: string;
  trackingId: string;
  vatTotal: string;
  centreFees: string;
  rtaFees: string;
  discount: string;
  referral: string;
  wallet: string;
  adjustment: string;
  totalPaid: string;
  page: string;
  footer: string;
}

export function InvoiceDocument({ invoice, lang, labels: words }: { invoice: PaymentDetails; lang: InvoiceLang; labels: InvoiceLabels }) {
  const dir = directionOf(lang);
  const labels = localiseLabels(words, dir);
  const method = invoice.method === 'online' ? labels.methodOnline : labels.methodCentre;
  const status = { success: labels.statusSuccess, due_at_centre: labels.statusDue, refund_due: labels.statusRefund, skipped: labels.statusSkipped }[
    invoice.status
  ];
  const t = invoice.totals;
  const optional = (label: string, fils: number): TotalRow[] => (fils ? [[label, fils]] : []);
  const totals: TotalRow[] = [
    [labels.centreFees, t.centreFils],
    ...optional(labels.discount, -t.discountFils),
    [labels.vatTotal, t.vatFils],
    [labels.rtaFees, t.rtaFils],
    ...optional(labels.referral, -t.referralFils),
    ...optional(labels.wallet, -t.walletFils),
    ...optional(labels.adjustment, t.adjustmentFils),
  ];
  const pages = paginate(invoice.lines, totals.length);
  const facts = (
    <FactList
      dir={dir}
      facts={[
        [labels.invoiceNumber, dir.ltr(invoice.invoiceNumber)],
        [labels.issued, dir.date(invoice.createdAt)],
        invoice.settledAt ? [labels.settled, dir.date(invoice.settledAt)] : null,
        [labels.learner, invoice.learner.name],
        invoice.learner.studentId ? [labels.studentId, dir.ltr(invoice.learner.studentId)] : null,
        [labels.method, method],
        [labels.status, status],
        invoice.bankRefNo ? [labels.bankRef, dir.ltr(invoice.bankRefNo)] : null,
        invoice.trackingId ? [labels.trackingId, dir.ltr(invoice.trackingId)] : null,
      ]}
    />
  );
  return (
    <DocumentFrame
      dir={dir}
      centre={invoice.centre}
      title={labels.title}
      number={invoice.invoiceNumber}
      labels={labels}
      pages={pages.map((lines, p) => (
        <>
          {p === 0 ? facts : null}
          <LineTable dir={dir} lines={lines} labels={labels} />
          {p === pages.length - 1 ? <TotalsBlock dir={dir} rows={totals} grand={[labels.totalPaid, t.totalFils]} /> : null}
        </>
      ))}
    />
  );
}

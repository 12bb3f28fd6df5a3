import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatAed } from '@/lib/domain/money';
import type { InvoiceLine, PaymentDetails } from '@/lib/upstream/schemas/payment-history';
import { ARABIC_FAMILY, ARABIC_FEATURES } from './fonts';
import { paginate } from './paginate';
import { formatDay } from '@/lib/domain/dates';

// The invoice of one order (D§2 /invoice/{id}/pdf/, R§9 invoice-{id}.pdf), a component tree rendered
// in a worker thread (render-worker.ts). No server-only import: this file is bundled into the worker.
// Arabic is right to left in Amiri (fonts.ts says why that font); numbers inside
// Arabic text are wrapped in U+200E so their groups keep their order. Long tables are paginated here,
// a fixed number of rows a page, because react-pdf's own page breaks are superlinear.

export type InvoiceLang = 'en' | 'ar';

/** The printed words, from messages/<lang>.json (invoice namespace), passed in by the route. */
export interface InvoiceLabels {
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
  bankRef: string;
  trackingId: string;
  linesCaption: string;
  fee: string;
  payee: string;
  payeeCentre: string;
  payeeRta: string;
  quantity: string;
  unitPrice: string;
  lineDiscount: string;
  net: string;
  vat: string;
  vatTotal: string;
  lineTotal: string;
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

const LRM = '\u200E';
// a number in a label, with its decimals and percent sign ("5%")
const NUMBER = /[0-9]+(?:[.,][0-9]+)?%?/g;

const styles = StyleSheet.create({
  page: { paddingVertical: 36, paddingHorizontal: 40, fontSize: 10, color: '#1b2533' },
  centre: { fontSize: 14, fontWeight: 'bold', marginBottom: 2 },
  muted: { color: '#52627a' },
  title: { fontSize: 18, marginTop: 16, marginBottom: 10 },
  facts: { marginBottom: 14 },
  fact: { marginBottom: 3 },
  row: { borderBottomWidth: 1, borderBottomColor: '#d8e1ec', paddingVertical: 5, fontSize: 8 },
  head: { backgroundColor: '#eef3f9', fontWeight: 'bold' },
  cellName: { flexGrow: 1, flexBasis: 0 },
  cellPayee: { width: 40 },
  cellQty: { width: 24 },
  cellMoney: { width: 62 },
  cellTotal: { width: 120 },
  totals: { marginTop: 14 },
  totalRow: { paddingVertical: 2 },
  grand: { fontSize: 12, fontWeight: 'bold', borderTopWidth: 1, borderTopColor: '#1b2533', marginTop: 4, paddingTop: 4 },
  footer: { position: 'absolute', bottom: 24, left: 40, right: 40, fontSize: 8, color: '#52627a' },
});

export function InvoiceDocument({ invoice, lang, labels: words }: { invoice: PaymentDetails; lang: InvoiceLang; labels: InvoiceLabels }) {
  const rtl = lang === 'ar';
  // Numbers, ids and dates keep left-to-right order inside Arabic text, in the labels too ("5%")
  const ltr = (s: string) => (rtl ? `${LRM}${s}${LRM}` : s);
  const labels = rtl ? (Object.fromEntries(Object.entries(words).map(([k, v]) => [k, v.replace(NUMBER, ltr)])) as InvoiceLabels) : words;
  const money = (fils: number) => ltr(formatAed(fils, lang));
  const date = (iso: string | null) => (iso ? ltr(formatDay(iso)) : '–');
  const dir = rtl ? ({ flexDirection: 'row-reverse' } as const) : ({ flexDirection: 'row' } as const);
  const text = rtl ? ({ direction: 'rtl', textAlign: 'right' } as const) : ({ textAlign: 'left' } as const);
  const end = rtl ? ({ textAlign: 'left' } as const) : ({ textAlign: 'right' } as const);
  const pageStyle = [styles.page, rtl ? { fontFamily: ARABIC_FAMILY, fontFeatureSettings: ARABIC_FEATURES } : { fontFamily: 'Helvetica' }];
  const fact = (label: string, value: string) => <Text style={[styles.fact, text]}>{`${label}: ${value}`}</Text>;
  const method = invoice.method === 'online' ? labels.methodOnline : labels.methodCentre;
  const status = { success: labels.statusSuccess, due_at_centre: labels.statusDue, refund_due: labels.statusRefund }[invoice.status];
  const t = invoice.totals;
  const totals: [string, number][] = [
    [labels.centreFees, t.centreFils],
    ...(t.discountFils ? ([[labels.discount, -t.discountFils]] as [string, number][]) : []),
    [labels.vatTotal, t.vatFils],
    [labels.rtaFees, t.rtaFils],
    ...(t.referralFils ? ([[labels.referral, -t.referralFils]] as [string, number][]) : []),
    ...(t.walletFils ? ([[labels.wallet, -t.walletFils]] as [string, number][]) : []),
    ...(t.adjustmentFils ? ([[labels.adjustment, t.adjustmentFils]] as [string, number][]) : []),
  ];
  const pages = paginate(invoice.lines, totals.length);

  const row = (line: InvoiceLine, i: number) => (
    <View key={i} style={[styles.row, dir]} wrap={false}>
      <Text style={[styles.cellName, text]}>{line.name[lang]}</Text>
      <Text style={[styles.cellPayee, text]}>{line.payee === 'rta' ? labels.payeeRta : labels.payeeCentre}</Text>
      <Text style={[styles.cellQty, end]}>{ltr(String(line.quantity))}</Text>
      <Text style={[styles.cellMoney, end]}>{money(line.unitFils)}</Text>
      <Text style={[styles.cellMoney, end]}>{money(-line.discountFils)}</Text>
      <Text style={[styles.cellMoney, end]}>{money(line.netFils)}</Text>
      <Text style={[styles.cellMoney, end]}>{money(line.vatFils)}</Text>
      <Text style={[styles.cellMoney, end]}>{money(line.totalFils)}</Text>
    </View>
  );

  return (
    <Document title={`${labels.title} ${invoice.invoiceNumber}`} author={invoice.centre.name.en} language={lang}>
      {pages.map((lines, p) => (
        <Page key={p} size="A4" style={pageStyle}>
          {p === 0 ? (
            <View>
              <Text style={[styles.centre, text]}>{invoice.centre.name[lang]}</Text>
              <Text style={[styles.muted, text]}>{invoice.centre.address[lang]}</Text>
              <Text style={[styles.muted, text]}>{`${labels.trn}: ${ltr(invoice.centre.trn)}`}</Text>
              <Text style={[styles.muted, text]}>{ltr(`${invoice.centre.phone} · ${invoice.centre.email}`)}</Text>
              <Text style={[styles.title, text]}>{labels.title}</Text>
              <View style={styles.facts}>
                {fact(labels.invoiceNumber, ltr(invoice.invoiceNumber))}
                {fact(labels.issued, date(invoice.createdAt))}
                {invoice.settledAt ? fact(labels.settled, date(invoice.settledAt)) : null}
                {fact(labels.learner, invoice.learner.name)}
                {invoice.learner.studentId ? fact(labels.studentId, ltr(invoice.learner.studentId)) : null}
                {fact(labels.method, method)}
                {fact(labels.status, status)}
                {invoice.bankRefNo ? fact(labels.bankRef, ltr(invoice.bankRefNo)) : null}
                {invoice.trackingId ? fact(labels.trackingId, ltr(invoice.trackingId)) : null}
              </View>
            </View>
          ) : null}
          <Text style={[styles.muted, text]}>{labels.linesCaption}</Text>
          <View style={[styles.row, styles.head, dir]}>
            <Text style={[styles.cellName, text]}>{labels.fee}</Text>
            <Text style={[styles.cellPayee, text]}>{labels.payee}</Text>
            <Text style={[styles.cellQty, end]}>{labels.quantity}</Text>
            <Text style={[styles.cellMoney, end]}>{labels.unitPrice}</Text>
            <Text style={[styles.cellMoney, end]}>{labels.lineDiscount}</Text>
            <Text style={[styles.cellMoney, end]}>{labels.net}</Text>
            <Text style={[styles.cellMoney, end]}>{labels.vat}</Text>
            <Text style={[styles.cellMoney, end]}>{labels.lineTotal}</Text>
          </View>
          {lines.map(row)}
          {p === pages.length - 1 ? (
            <View style={styles.totals} wrap={false}>
              {totals.map(([label, fils]) => (
                <View key={label} style={[styles.totalRow, dir]}>
                  <Text style={[styles.cellName, text]}>{label}</Text>
                  <Text style={[styles.cellTotal, end]}>{money(fils)}</Text>
                </View>
              ))}
              <View style={[styles.totalRow, styles.grand, dir]}>
                <Text style={[styles.cellName, text]}>{labels.totalPaid}</Text>
                <Text style={[styles.cellTotal, end]}>{money(t.totalFils)}</Text>
              </View>
            </View>
          ) : null}
          <Text style={[styles.footer, text]} fixed>
            {`${labels.footer} · ${labels.page} ${ltr(`${p + 1} / ${pages.length}`)}`}
          </Text>
        </Page>
      ))}
    </Document>
  );
}

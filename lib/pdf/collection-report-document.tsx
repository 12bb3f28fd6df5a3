import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDateTime, formatDay } from '@/lib/domain/dates';
import { formatAed } from '@/lib/domain/money';
import type { CollectionReport, ReportRow } from '@/lib/upstream/schemas/reports';
import { directionOf } from './layout/direction';
import { DocumentFrame } from './layout/document-frame';
import { ROWS_PER_PAGE, reportPages } from './report-pages';

export { ROWS_PER_PAGE, reportPages };

// A staff collection report (D§2 /collection-report/pdf/, issue 25), rendered in a worker thread, on
// the documents' shared layout (layout/: the page frame, direction, money and numbers in Arabic wrapped
// in U+200E as every document prints them; `dense` margins for its wide table). Speed: a busy month is ~2,000 rows and react-pdf's cost is per node (its own page breaks are
// superlinear, TOOLCHAIN.md), so rows are split into pages here and a page's table is a few Texts of
// lines, not a node per cell: the Latin columns are ONE monospaced Text padded into columns (Courier:
// every character 0.6 em); Arabic adds its two Arabic columns (method, amount) as one Amiri Text each,
// on the same fixed line height. Measured: a View of six Texts per row → one Text per row was 4.7×
// faster (500 rows), and one Text per page faster again (figures in the issue 25 note).
// Every figure is the API's (fils); this file adds nothing up.

export type ReportLang = 'en' | 'ar';

/** messages/<lang>.json staffReports, passed in by the route. */
export interface ReportLabels {
  title: Record<string, string>;
  period: string;
  branch: string;
  allBranches: string;
  staffMember: string;
  generated: string;
  date: string;
  order: string;
  student: string;
  collector: string;
  method: string;
  amount: string;
  total: string;
  payments: string;
  byBranch: string;
  byMethod: string;
  byCollector: string;
  nobody: string;
  noRows: string;
  page: string;
  methods: Record<string, string>;
}

const MONO_PT = 7.5;
/** Courier's advance: 0.6 em */
const CH = MONO_PT * 0.6;
/** every table line, Latin or Arabic, is this tall (points) */
const LINE_PT = 15;
/** column widths in characters */
const COLS = { date: 20, order: 11, student: 36, collector: 22, method: 14, amount: 15 } as const;
/** the dirham sign as formatAed prints it in Arabic, after the figure */
const CURRENCY_AR = formatAed(0, 'ar').replace(/^[0-9.,-]+ /, '');
/** an amount's figure without its currency ("1,234.50"), for the monospaced column */
const figure = (fils: number) => formatAed(fils, 'en').replace(/^AED /, '');
const cell = (s: string, n: number) => (s.length >= n ? `${s.slice(0, n - 2)}… ` : s.padEnd(n));

const report_ = StyleSheet.create({
  facts: { color: '#52627a', marginBottom: 2 },
  row: { paddingVertical: 2 },
  head: { backgroundColor: '#dfe7f1', fontWeight: 'bold' },
  mono: { fontFamily: 'Courier', fontSize: MONO_PT },
  // react-pdf's lineHeight is a multiple of the font size: both fonts get LINE_PT points a line
  monoLines: { lineHeight: LINE_PT / MONO_PT, paddingTop: 2 },
  arLines: { fontSize: 8, lineHeight: LINE_PT / 8, paddingTop: 2 },
  student: { flexGrow: 1, flexBasis: 0 },
  method: { width: COLS.method * CH },
  amount: { width: COLS.amount * CH },
  // the Arabic rows' dirham sign, beside the figure printed in the monospaced font
  currency: { width: 4 * CH, paddingLeft: 3 },
  figures: { width: (COLS.amount - 4) * CH, textAlign: 'right' },
  left: { textAlign: 'left' },
  sum: { width: 130 },
  section: { marginTop: 10, fontSize: 10, fontWeight: 'bold', marginBottom: 2 },
  grand: { fontSize: 11, fontWeight: 'bold', marginTop: 8 },
});

export function CollectionReportDocument({
  report,
  lang,
  labels,
  generatedAt,
  slice,
}: {
  report: CollectionReport;
  lang: ReportLang;
  labels: ReportLabels;
  generatedAt: string;
  /** only pages [from, to) of the planned ones (0-based), for a streamed render (stream-render.ts); default all */
  slice?: readonly [number, number];
}) {
  const dir = directionOf(lang);
  const { rtl, ltr, money, text, end } = dir;
  const method = (m: string) => labels.methods[m] ?? m;
  const pages = reportPages(report.rows, ROWS_PER_PAGE[lang]);
  const title = labels.title[report.report] ?? report.report;
  const period = ltr(`${formatDay(`${report.startDate}T12:00:00Z`)} – ${formatDay(`${report.endDate}T12:00:00Z`)}`);
  const branchName = report.branchId
    ? (report.byBranch.find((b) => b.branchId === report.branchId)?.name?.[lang] ?? report.branchId)
    : labels.allBranches;
  const latin = (r: ReportRow) => [
    cell(formatDateTime(r.date, 'en'), COLS.date),
    cell(r.orderId, COLS.order),
    cell(`${r.studentName}${r.studentId ? ` ${r.studentId}` : ''}`, COLS.student),
    cell(r.collectorName ?? '-', COLS.collector),
  ];
  // A page's rows as columns of lines, not a node per row: the Latin columns one monospaced Text, and
  // in Arabic the two Arabic columns (method; amount with its currency, as the documents print it)
  // one Text each beside it, all on the same fixed line height.
  const table = (rows: readonly ReportRow[]) =>
    rtl ? (
      <View style={dir.row}>
        <Text style={[report_.mono, report_.monoLines]}>{rows.map((r) => `  ${latin(r).reverse().join('')}`).join('\n')}</Text>
        <Text style={[report_.method, report_.arLines, text, { paddingRight: 8 }]}>{rows.map((r) => method(r.method)).join('\n')}</Text>
        <Text style={[report_.currency, report_.arLines, text, report_.left]}>{rows.map(() => CURRENCY_AR).join('\n')}</Text>
        <Text style={[report_.mono, report_.monoLines, report_.figures]}>{rows.map((r) => figure(r.amountFils)).join('\n')}</Text>
      </View>
    ) : (
      <Text style={[report_.mono, report_.monoLines]}>
        {rows
          .map((r) => `${latin(r).join('')}${cell(method(r.method), COLS.method)}${formatAed(r.amountFils, 'en').padStart(COLS.amount)}`)
          .join('\n')}
      </Text>
    );
  const subtotal = (name: string, count: number, fils: number, key: string) => (
    <View key={key} style={[report_.row, dir.row]}>
      <Text style={[report_.student, text]}>{name}</Text>
      <Text style={[report_.method, end]}>{ltr(String(count))}</Text>
      <Text style={[report_.sum, end]}>{money(fils)}</Text>
    </View>
  );
  const head = (
    <View style={[report_.row, report_.head, dir.row]}>
      <Text style={[{ width: COLS.date * CH }, text]}>{labels.date}</Text>
      <Text style={[{ width: COLS.order * CH }, text]}>{labels.order}</Text>
      <Text style={[{ width: COLS.student * CH }, text]}>{labels.student}</Text>
      <Text style={[{ width: (COLS.collector + (rtl ? 2 : 0)) * CH }, text]}>{labels.collector}</Text>
      <Text style={[report_.method, text]}>{labels.method}</Text>
      <Text style={[report_.amount, end]}>{labels.amount}</Text>
    </View>
  );
  const facts = (
    <View>
      <Text style={[report_.facts, text]}>{`${labels.period}: ${period}`}</Text>
      <Text style={[report_.facts, text]}>{`${labels.branch}: ${branchName}`}</Text>
      <Text style={[report_.facts, text]}>{`${labels.staffMember}: ${report.staffName}`}</Text>
      <Text style={[report_.facts, text]}>{`${labels.generated}: ${ltr(formatDateTime(generatedAt, lang))}`}</Text>
      <View style={[report_.grand, dir.row]}>
        <Text style={text}>{`${labels.total}: `}</Text>
        <Text>{money(report.totals.amountFils)}</Text>
        <Text style={text}>{` · ${labels.payments}: ${ltr(String(report.totals.count))}`}</Text>
      </View>
    </View>
  );
  const pageCount = pages.length + 1;
  const [from, to] = slice ?? [0, pageCount];
  // only the slice's pages are built: a streamed year's report is some 600 pages, laid out 20 at a time
  const rowPages = pages.slice(from, Math.min(to, pages.length)).map((rows, i) => (
    <View key={from + i}>
      {from + i === 0 ? facts : null}
      {head}
      {rows.length ? table(rows) : <Text style={[report_.facts, text]}>{labels.noRows}</Text>}
    </View>
  ));
  const totalsPage = () => (
    <View key="totals">
      <Text style={[report_.section, text]}>{labels.byBranch}</Text>
      {report.byBranch.map((b) => subtotal(b.name?.[lang] ?? '–', b.count, b.amountFils, `b-${b.branchId}`))}
      <Text style={[report_.section, text]}>{labels.byMethod}</Text>
      {report.byMethod.map((m) => subtotal(method(m.method), m.count, m.amountFils, `m-${m.method}`))}
      <Text style={[report_.section, text]}>{labels.byCollector}</Text>
      {report.byCollector.map((c) => subtotal(c.name ?? labels.nobody, c.count, c.amountFils, `c-${c.collectorId}`))}
      <View style={[report_.row, report_.grand, dir.row]}>
        <Text style={[report_.student, text]}>{labels.total}</Text>
        <Text style={[report_.method, end]}>{ltr(String(report.totals.count))}</Text>
        <Text style={[report_.sum, end]}>{money(report.totals.amountFils)}</Text>
      </View>
    </View>
  );

  return (
    <DocumentFrame
      dir={dir}
      title={title}
      number={`${report.startDate} – ${report.endDate}`}
      labels={{ trn: '', page: labels.page, footer: title }}
      pages={to >= pageCount ? [...rowPages, totalsPage()] : rowPages}
      from={from}
      pageCount={pageCount}
      dense
      footer={(n, total) => `${title} · ${period} · ${labels.page.replace('{n}', ltr(String(n))).replace('{total}', ltr(String(total)))}`}
    />
  );
}

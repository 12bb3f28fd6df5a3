import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { formatDateTime, formatDay } from '@/lib/domain/dates';
import { formatAed } from '@/lib/domain/money';
import type { CollectionReport, ReportRow } from '@/lib/upstream/schemas/reports';
import { ARABIC_FAMILY, ARABIC_FEATURES } from './fonts';

// A staff collection report (D§2 /collection-report/pdf/, issue 25), rendered in a worker thread. Its
// own layout is kept small (a header, a table, the totals) so it can move onto the shared document
// layout. Speed: a busy month is ~2,000 rows and react-pdf's cost is per node (its own page breaks are
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

/** Rows a page holds under the first page's header: Amiri's lines are taller than Helvetica's. */
export const ROWS_PER_PAGE = { en: 44, ar: 40 } as const;
const MONO_PT = 7.5;
/** Courier's advance: 0.6 em */
const CH = MONO_PT * 0.6;
/** every table line, Latin or Arabic, is this tall (points) */
const LINE_PT = 15;
/** column widths in characters */
const COLS = { date: 20, order: 11, student: 36, collector: 22, method: 14, amount: 15 } as const;
const cell = (s: string, n: number) => (s.length >= n ? `${s.slice(0, n - 2)}… ` : s.padEnd(n));
const LRM = '\u200E';

const styles = StyleSheet.create({
  page: { paddingVertical: 28, paddingHorizontal: 28, fontSize: 8, color: '#1b2533' },
  title: { fontSize: 15, fontWeight: 'bold', marginBottom: 4 },
  muted: { color: '#52627a', marginBottom: 2 },
  row: { paddingVertical: 2 },
  alt: { backgroundColor: '#f3f6fa' },
  head: { backgroundColor: '#dfe7f1', fontWeight: 'bold' },
  mono: { fontFamily: 'Courier', fontSize: MONO_PT },
  // react-pdf's lineHeight is a multiple of the font size: both fonts get LINE_PT points a line
  monoLines: { lineHeight: LINE_PT / MONO_PT, paddingTop: 2 },
  arLines: { fontSize: 8, lineHeight: LINE_PT / 8, paddingTop: 2 },
  student: { flexGrow: 1, flexBasis: 0 },
  method: { width: COLS.method * CH },
  amount: { width: COLS.amount * CH },
  sum: { width: 130 },
  section: { marginTop: 10, fontSize: 10, fontWeight: 'bold', marginBottom: 2 },
  grand: { fontSize: 11, fontWeight: 'bold', marginTop: 8 },
  footer: { position: 'absolute', bottom: 14, left: 28, right: 28, fontSize: 7, color: '#52627a' },
});

/** Rows in pages of `perPage`; the totals follow on a page of their own after the last rows. */
export function reportPages<T>(rows: readonly T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}

export function CollectionReportDocument({
  report,
  lang,
  labels,
  generatedAt,
}: {
  report: CollectionReport;
  lang: ReportLang;
  labels: ReportLabels;
  generatedAt: string;
}) {
  const rtl = lang === 'ar';
  const ltr = (s: string) => (rtl ? `${LRM}${s}${LRM}` : s);
  const money = (fils: number) => ltr(formatAed(fils, lang));
  const dir = { flexDirection: rtl ? 'row-reverse' : 'row' } as const;
  const text = rtl ? ({ direction: 'rtl', textAlign: 'right' } as const) : ({ textAlign: 'left' } as const);
  const end = rtl ? ({ textAlign: 'left' } as const) : ({ textAlign: 'right' } as const);
  const pageStyle = [styles.page, rtl ? { fontFamily: ARABIC_FAMILY, fontFeatureSettings: ARABIC_FEATURES } : { fontFamily: 'Helvetica' }];
  const method = (m: string) => labels.methods[m] ?? m;
  const pages = reportPages(report.rows, ROWS_PER_PAGE[lang]);
  const total = pages.length + 1;
  const branchName = report.branchId
    ? (report.byBranch.find((b) => b.branchId === report.branchId)?.name?.[lang] ?? report.branchId)
    : labels.allBranches;
  const footer = (n: number) => (
    <Text style={[styles.footer, text]} fixed>
      {`${labels.title[report.report]} · ${ltr(`${formatDay(`${report.startDate}T12:00:00Z`)} – ${formatDay(`${report.endDate}T12:00:00Z`)}`)} · ${labels.page.replace('{n}', ltr(String(n))).replace('{total}', ltr(String(total)))}`}
    </Text>
  );
  const latin = (r: ReportRow) => [
    cell(formatDateTime(r.date, 'en'), COLS.date),
    cell(r.orderId, COLS.order),
    cell(`${r.studentName}${r.studentId ? ` ${r.studentId}` : ''}`, COLS.student),
    cell(r.collectorName ?? '-', COLS.collector),
  ];
  // A page's rows as columns of lines, not a node per row: the Latin columns one monospaced Text, and
  // in Arabic the two Arabic columns one Text each beside it, all on the same fixed line height.
  const table = (rows: readonly ReportRow[]) =>
    rtl ? (
      <View style={dir}>
        <Text style={[styles.mono, styles.monoLines]}>{rows.map((r) => `  ${latin(r).reverse().join('')}`).join('\n')}</Text>
        <Text style={[styles.method, styles.arLines, text, { paddingRight: 8 }]}>{rows.map((r) => method(r.method)).join('\n')}</Text>
        <Text style={[styles.amount, styles.mono, styles.monoLines, end]}>{rows.map((r) => formatAed(r.amountFils, 'en').slice(4)).join('\n')}</Text>
      </View>
    ) : (
      <Text style={[styles.mono, styles.monoLines]}>
        {rows
          .map((r) => `${latin(r).join('')}${cell(method(r.method), COLS.method)}${formatAed(r.amountFils, 'en').padStart(COLS.amount)}`)
          .join('\n')}
      </Text>
    );
  const subtotal = (name: string, count: number, fils: number, key: string) => (
    <View key={key} style={[styles.row, dir]}>
      <Text style={[styles.student, text]}>{name}</Text>
      <Text style={[styles.method, end]}>{ltr(String(count))}</Text>
      <Text style={[styles.sum, end]}>{money(fils)}</Text>
    </View>
  );

  return (
    <Document title={labels.title[report.report]} language={lang}>
      {pages.map((rows, p) => (
        <Page key={p} size="A4" style={pageStyle}>
          {p === 0 ? (
            <View>
              <Text style={[styles.title, text]}>{labels.title[report.report]}</Text>
              <Text
                style={[styles.muted, text]}
              >{`${labels.period}: ${ltr(`${formatDay(`${report.startDate}T12:00:00Z`)} – ${formatDay(`${report.endDate}T12:00:00Z`)}`)}`}</Text>
              <Text style={[styles.muted, text]}>{`${labels.branch}: ${branchName}`}</Text>
              <Text style={[styles.muted, text]}>{`${labels.staffMember}: ${report.staffName}`}</Text>
              <Text style={[styles.muted, text]}>{`${labels.generated}: ${ltr(formatDateTime(generatedAt, lang))}`}</Text>
              <View style={[styles.grand, dir]}>
                <Text style={text}>{`${labels.total}: `}</Text>
                <Text>{money(report.totals.amountFils)}</Text>
                <Text style={text}>{` · ${labels.payments}: ${ltr(String(report.totals.count))}`}</Text>
              </View>
            </View>
          ) : null}
          <View style={[styles.row, styles.head, dir]}>
            <Text style={[{ width: COLS.date * CH }, text]}>{labels.date}</Text>
            <Text style={[{ width: COLS.order * CH }, text]}>{labels.order}</Text>
            <Text style={[{ width: COLS.student * CH }, text]}>{labels.student}</Text>
            <Text style={[{ width: (COLS.collector + (rtl ? 2 : 0)) * CH }, text]}>{labels.collector}</Text>
            <Text style={[styles.method, text]}>{labels.method}</Text>
            <Text style={[styles.amount, end]}>{rtl ? `${labels.amount} (د.إ)` : labels.amount}</Text>
          </View>
          {rows.length ? table(rows) : <Text style={[styles.muted, text]}>{labels.noRows}</Text>}
          {footer(p + 1)}
        </Page>
      ))}
      <Page size="A4" style={pageStyle}>
        <Text style={[styles.section, text]}>{labels.byBranch}</Text>
        {report.byBranch.map((b) => subtotal(b.name?.[lang] ?? '–', b.count, b.amountFils, `b-${b.branchId}`))}
        <Text style={[styles.section, text]}>{labels.byMethod}</Text>
        {report.byMethod.map((m) => subtotal(method(m.method), m.count, m.amountFils, `m-${m.method}`))}
        <Text style={[styles.section, text]}>{labels.byCollector}</Text>
        {report.byCollector.map((c) => subtotal(c.name ?? labels.nobody, c.count, c.amountFils, `c-${c.collectorId}`))}
        <View style={[styles.row, styles.grand, dir]}>
          <Text style={[styles.student, text]}>{labels.total}</Text>
          <Text style={[styles.method, end]}>{ltr(String(report.totals.count))}</Text>
          <Text style={[styles.sum, end]}>{money(report.totals.amountFils)}</Text>
        </View>
        {footer(total)}
      </Page>
    </Document>
  );
}

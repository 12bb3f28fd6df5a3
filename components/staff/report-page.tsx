import { notFound, redirect } from 'next/navigation';
import { formatDateTime } from '@/lib/domain/dates';
import { formatAed } from '@/lib/domain/money';
import { emailReportLinkAction } from '@/lib/staff/actions';
import { filterFrom, filterQuery, langOf, reportForPage } from '@/lib/staff/reports';
import { readReport, staffMessages, staffViewer } from '@/lib/staff/use-cases';
import { StaffBar, switchHref } from './staff-bar';
import styles from './staff.module.css';

// A staff collection report page (D§2: /salesman/{collection,collecting,all-collection},
// /cashier/{all-collection,collecting}, no language prefix): filters, totals and subtotals, the rows
// (stacked on a phone), the PDF and an e-mailed link to it. Anyone whose roles do not open it, a
// learner included, gets the not-found page.

/** Rows shown on the page; the PDF holds all of them. */
const SHOWN = 200;

type Query = Record<string, string | string[] | undefined>;

export async function ReportPage({ role, page, query }: { role: string; page: string; query: Query }) {
  const lang = langOf(query.lang);
  const path = `/${role}/${page}`;
  const { staff, learner } = await staffViewer();
  if (!staff) {
    if (learner) notFound();
    redirect(`/staff/login?${new URLSearchParams({ lang, next: `${path}?lang=${lang}` })}`);
  }
  const report = reportForPage(role, page, staff.user.roles);
  if (!report) notFound();
  const filter = filterFrom(query, new Date());
  const result = await readReport(staff, report, filter, SHOWN);
  if (!result.ok && result.status === 404) notFound();
  const t = staffMessages(lang);
  const money = (fils: number) => formatAed(fils, lang);
  const pdfHref = `/collection-report/pdf/?${filterQuery(filter, { report, lang })}`;
  const data = result.ok ? result.report : null;
  const method = (m: string) => (t.methods as Record<string, string>)[m] ?? m;
  const status = (s: string) => (t.statuses as Record<string, string>)[s] ?? s;
  const hidden = (
    <>
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="role" value={role} />
      <input type="hidden" name="page" value={page} />
    </>
  );

  return (
    <main className={styles.main}>
      <StaffBar lang={lang} name={staff.user.name} switchHref={switchHref(path, query, lang)} words={t} />
      <h1>{t.title[report]}</h1>
      <form method="get" action={path} className={styles.filters}>
        <input type="hidden" name="lang" value={lang} />
        <label className={styles.field}>
          {t.from}
          <input type="date" name="startDate" defaultValue={filter.startDate} required />
        </label>
        <label className={styles.field}>
          {t.to}
          <input type="date" name="endDate" defaultValue={filter.endDate} required />
        </label>
        <label className={styles.field}>
          {t.branch}
          <select name="branchId" defaultValue={filter.branchId ?? ''}>
            <option value="">{t.allBranches}</option>
            {(data?.byBranch ?? []).map((b) =>
              b.branchId ? (
                <option key={b.branchId} value={b.branchId}>
                  {b.name?.[lang] ?? b.branchId}
                </option>
              ) : null,
            )}
          </select>
        </label>
        <div className={styles.field}>
          <button type="submit" className={styles.primary}>
            {t.apply}
          </button>
        </div>
      </form>
      {query.sent === '1' ? (
        <p role="status" className={styles.notice}>
          {t.emailSent}
        </p>
      ) : query.sent === '0' ? (
        <p role="alert" className={styles.error}>
          {t.emailFailed}
        </p>
      ) : null}
      {!data ? (
        <p role="alert" className={styles.error}>
          {t.unavailable}
        </p>
      ) : (
        <>
          <p className={styles.total}>
            {t.total}: <span dir="ltr">{money(data.totals.amountFils)}</span> · {t.payments}: {data.totals.count}
          </p>
          <div className={styles.actions}>
            <a className={styles.primary} href={pdfHref}>
              {t.downloadPdf}
            </a>
            <form action={emailReportLinkAction}>
              {hidden}
              <input type="hidden" name="startDate" value={filter.startDate} />
              <input type="hidden" name="endDate" value={filter.endDate} />
              <input type="hidden" name="branchId" value={filter.branchId ?? ''} />
              <button type="submit" className={styles.button}>
                {t.emailLink}
              </button>
            </form>
          </div>
          <div className={styles.subtotals}>
            <Subtotals caption={t.byBranch} rows={data.byBranch.map((b) => [b.name?.[lang] ?? '–', b.count, money(b.amountFils)])} words={t} />
            <Subtotals caption={t.byMethod} rows={data.byMethod.map((m) => [method(m.method), m.count, money(m.amountFils)])} words={t} />
            <Subtotals caption={t.byCollector} rows={data.byCollector.map((c) => [c.name ?? t.nobody, c.count, money(c.amountFils)])} words={t} />
          </div>
          <h2>{t.payments}</h2>
          {data.rows.length > SHOWN ? <p>{t.rowsShown.replace('{shown}', String(SHOWN)).replace('{count}', String(data.totals.count))}</p> : null}
          {data.rows.length === 0 ? (
            <p>{t.noRows}</p>
          ) : (
            <table className={`${styles.table} ${styles.stacked}`}>
              <thead>
                <tr>
                  <th scope="col">{t.date}</th>
                  <th scope="col">{t.order}</th>
                  <th scope="col">{t.student}</th>
                  <th scope="col">{t.collector}</th>
                  <th scope="col">{t.method}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col" className={styles.num}>
                    {t.amount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.slice(0, SHOWN).map((r) => (
                  <tr key={r.orderId}>
                    <td data-label={t.date} dir="ltr">
                      {formatDateTime(r.date, lang)}
                    </td>
                    <td data-label={t.order} dir="ltr">
                      {r.orderId}
                    </td>
                    <td data-label={t.student}>{r.studentName}</td>
                    <td data-label={t.collector}>{r.collectorName ?? t.nobody}</td>
                    <td data-label={t.method}>{method(r.method)}</td>
                    <td data-label={t.status}>{status(r.status)}</td>
                    <td data-label={t.amount} className={styles.num} dir="ltr">
                      {money(r.amountFils)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </main>
  );
}

function Subtotals({ caption, rows, words }: { caption: string; rows: [string, number, string][]; words: { payments: string; amount: string } }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{caption}</th>
          <th scope="col" className={styles.num}>
            {words.payments}
          </th>
          <th scope="col" className={styles.num}>
            {words.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, count, amount]) => (
          <tr key={name}>
            <td>{name}</td>
            <td className={styles.num}>{count}</td>
            <td className={styles.num} dir="ltr">
              {amount}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

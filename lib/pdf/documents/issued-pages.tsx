import type { ReactNode } from 'react';
import type { ContractSignature } from '@/lib/upstream/schemas/contracts';
import type { IssuedDocument } from '@/lib/upstream/schemas/issued-documents';
import { DocumentFrame } from '../layout/document-frame';
import { directionOf, localiseLabels, type Direction, type PdfLang } from '../layout/direction';
import { LineTable } from '../layout/line-table';
import { FactList, PartyBlock, type Fact, type Party } from '../layout/party-block';
import { TotalsBlock, type TotalRow } from '../layout/totals-block';
import { paginate } from '../paginate';
import type { IssuedLabels } from './labels';

// What the issued documents share on the layout: their facts, parties, lines paginated by hand, the
// totals as the API summed them (centre, discount, VAT, RTA, then the grand total) and whatever comes
// after (a contract's clauses, a certificate's statement). Each kind's document fills it in.

export interface IssuedProps {
  doc: IssuedDocument;
  lang: PdfLang;
  labels: IssuedLabels;
  /** a contract signed by OTP (issue 27): who signed, when, with which code */
  signature?: ContractSignature | null;
}

export interface IssuedLayout {
  facts: (Fact | null)[];
  parties?: Party[];
  caption?: string;
  /** the grand total's label; null: a document without amounts (a clearance certificate) */
  grand: string | null;
  /** printed after the totals on the last page (a few paragraphs: they may flow onto a page of their own) */
  after?: ReactNode;
}

export function prepare({ lang, labels }: Pick<IssuedProps, 'lang' | 'labels'>): { dir: Direction; labels: IssuedLabels } {
  const dir = directionOf(lang);
  return { dir, labels: localiseLabels(labels, dir) };
}

/** The facts every issued document opens with: its number and the day it was issued. */
export function numberFacts(doc: IssuedDocument, dir: Direction, labels: IssuedLabels): Fact[] {
  return [
    [labels.documentNumber, dir.ltr(doc.documentNumber)],
    [labels.issued, dir.date(doc.issuedAt)],
  ];
}

/** The method of payment or refund, in the document's words (none when the API names none). */
export function methodFact(labels: IssuedLabels, method: string | undefined): Fact | null {
  if (!method) return null;
  return [labels.method, labels.methods[method as keyof IssuedLabels['methods']] ?? method];
}

/** The learner's own facts: name, student id, Emirates ID. */
export function learnerFacts(doc: IssuedDocument, dir: Direction, labels: IssuedLabels): (Fact | null)[] {
  return [
    [labels.learner, doc.learner.name],
    doc.learner.studentId ? [labels.studentId, dir.ltr(doc.learner.studentId)] : null,
    doc.learner.emiratesId ? [labels.emiratesId, dir.ltr(doc.learner.emiratesId)] : null,
  ];
}

export function IssuedPages({ doc, dir, labels, layout }: { doc: IssuedDocument; dir: Direction; labels: IssuedLabels; layout: IssuedLayout }) {
  const t = doc.totals;
  const totals: TotalRow[] = [
    [labels.centreFees, t.centreFils],
    ...(t.discountFils ? ([[labels.discount, -t.discountFils]] as TotalRow[]) : []),
    [labels.vatTotal, t.vatFils],
    [labels.rtaFees, t.rtaFils],
  ];
  const hasLines = layout.grand !== null;
  // the lines planned page by page; a document without lines is one page. The first page holds 13
  // Arabic rows (with totals) under the header, seven facts and a party box (measured at 110 dpi); each
  // fact fewer makes room for about 0.65 row more, no party box for four.
  const facts = layout.facts.filter(Boolean).length;
  const firstPage = Math.floor(13 + (7 - facts) * 0.65 + (layout.parties?.length ? 0 : 4));
  const pages = hasLines ? paginate(doc.lines, totals.length, firstPage) : [[]];
  return (
    <DocumentFrame
      dir={dir}
      centre={doc.centre}
      title={labels.titles[doc.kind]}
      number={doc.documentNumber}
      labels={labels}
      pages={pages.map((lines, p) => (
        <>
          {p === 0 ? <FactList dir={dir} facts={layout.facts} /> : null}
          {p === 0 && layout.parties ? <PartyBlock dir={dir} parties={layout.parties} /> : null}
          {hasLines ? <LineTable dir={dir} lines={lines} labels={labels} {...(layout.caption ? { caption: layout.caption } : {})} /> : null}
          {p === pages.length - 1 && layout.grand !== null ? <TotalsBlock dir={dir} rows={totals} grand={[layout.grand, t.totalFils]} /> : null}
          {p === pages.length - 1 ? layout.after : null}
        </>
      ))}
    />
  );
}

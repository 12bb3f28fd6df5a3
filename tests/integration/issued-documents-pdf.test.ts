import { execFileSync } from 'node:child_process';
import { mkdtempSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { formatDay } from '@/lib/domain/dates';
import { formatAed } from '@/lib/domain/money';
import type { IssuedLabels } from '@/lib/pdf/documents/labels';
import { createPdfPool, type PdfPool } from '@/lib/pdf/pool';
import { issuedDocumentSchema, type IssuedDocument, type IssuedKind } from '@/lib/upstream/schemas/issued-documents';
import { startReferenceApi, type RunningApi } from './support/reference-api';

// The issued documents' PDFs (issue 25, D§2): each document read from the live reference API by its
// own learner, rendered in English and Arabic on the worker pool (one document component per kind on
// the shared layout), and read back with pdftotext: the labels, the centre, the parties, the lines
// and the totals printed are the source strings, and the totals are the API's figures. The API side
// (totals = the money module's, 404 for anyone else): tests/reference-api/issued-documents.test.ts.

let api: RunningApi;
let pool: PdfPool;
let dir: string;
const tokens: Record<'aisha' | 'yousef', string> = { aisha: '', yousef: '' };

async function login(username: string): Promise<string> {
  const res = await fetch(`${api.url}/user/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Student@12345' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-pdf-worker.mjs']);
  api = await startReferenceApi();
  pool = createPdfPool({ size: 2, maxQueue: 32 });
  dir = mkdtempSync(path.join(tmpdir(), 'issued-pdf-'));
  tokens.aisha = await login('971501234567');
  tokens.yousef = await login('971562223334');
}, 120_000);
afterAll(async () => {
  await pool?.close();
  await api?.stop();
  // KEEP_PDF_DIR=/some/folder keeps the PDFs to look at (pdftoppm -r 110 -png …)
  if (process.env.KEEP_PDF_DIR) cpSync(dir, process.env.KEEP_PDF_DIR, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
});

const labels = (lang: 'en' | 'ar') => {
  const m = lang === 'en' ? en : ar;
  return { ...m.invoice, ...m.issuedDocument } as unknown as IssuedLabels;
};

interface Case {
  kind: IssuedKind;
  owner: 'aisha' | 'yousef';
  id: string;
  url: string;
  grand: 'totalPaid' | 'totalDue' | 'totalRefunded' | 'courseTotal' | null;
}

const CASES: Case[] = [
  { kind: 'crm_invoice', owner: 'aisha', id: 'CRM-2026-000118', url: '/user/dms/payment-history/CRM-2026-000118', grand: 'totalPaid' },
  {
    kind: 'lumpsum_invoice',
    owner: 'aisha',
    id: 'LS-2026-000031',
    url: '/lumpsum-payment-history?courseId=crs-lmv-standard&invoiceNumber=LS-2026-000031',
    grand: 'totalPaid',
  },
  { kind: 'contract', owner: 'aisha', id: 'CT-2026-000087', url: '/student/contract/CT-2026-000087', grand: 'courseTotal' },
  { kind: 'refund', owner: 'aisha', id: 'RF-2026-000041', url: '/student/refund-details/RF-2026-000041', grand: 'totalRefunded' },
  { kind: 'clearance', owner: 'aisha', id: 'CC-2026-000012', url: '/student/clearance-certificate/CC-2026-000012', grand: null },
  {
    kind: 'preregistration_invoice',
    owner: 'aisha',
    id: 'PR-2026-000205',
    url: '/payment-history/pre-registration/PR-2026-000205',
    grand: 'totalPaid',
  },
  { kind: 'corporate_invoice', owner: 'yousef', id: 'CI-2026-000019', url: '/corporate/CI-2026-000019/get-invoice-detail', grand: 'totalDue' },
  {
    kind: 'corporate_lumpsum_invoice',
    owner: 'yousef',
    id: 'CL-2026-000007',
    url: '/corporate/CL-2026-000007/get-invoice-detail',
    grand: 'totalDue',
  },
  {
    kind: 'corporate_refund',
    owner: 'yousef',
    id: 'CR-2026-000004',
    url: '/student/corporate-refund-details/CR-2026-000004',
    grand: 'totalRefunded',
  },
];

function text(pdf: Uint8Array, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  // bidi marks are not text a reader sees (tests/unit/invoice-pdf.test.ts explains the U+202A dance)
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .replace(/\u202a(\s+)([^\u202c]*)\u202c/g, '$2$1')
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}
const unmirror = (line: string) => (/[\u0600-\u06ff]/.test(line) ? line.replace(/[()]/g, (c) => (c === '(' ? ')' : '(')) : line);
/** the text with every run of spaces made one (pdftotext lays columns out with many) */
const flat = (s: string) =>
  s
    .split('\n')
    .map(unmirror)
    .join('\n')
    .replace(/[ \t]+/g, ' ');

async function read(c: Case): Promise<IssuedDocument> {
  const res = await fetch(`${api.url}${c.url}`, { headers: { authorization: `Bearer ${tokens[c.owner]}` } });
  expect(res.status).toBe(200);
  return issuedDocumentSchema.parse(((await res.json()) as { data: unknown }).data);
}

describe('issued documents: the PDFs', () => {
  it.each(CASES.flatMap((c) => (['en', 'ar'] as const).map((lang) => ({ ...c, lang }))))(
    '$kind in $lang prints its labels, parties, lines and totals as the source strings',
    async (c) => {
      const doc = await read(c);
      const words = labels(c.lang);
      const pdf = await pool.render({ doc: 'issued', document: doc, lang: c.lang, labels: words }, c.owner);
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
      const out = flat(text(pdf, `${c.kind}-${c.lang}.pdf`));
      const has = (s: string) => expect({ s, found: out.includes(s.replace(/[ \t]+/g, ' ')) }).toEqual({ s, found: true });
      // an Arabic amount reads back in either order around the dirham sign (the invoice's test says why)
      const amount = (fils: number) => {
        const figure = formatAed(fils, 'en').replace('AED ', '');
        return c.lang === 'en' ? `AED ${figure}` : new RegExp(`(د\\.إ ${figure.replace('.', '\\.')}|${figure.replace('.', '\\.')} د\\.إ)`);
      };
      const hasAmount = (fils: number, within = out) => {
        const a = amount(fils);
        expect({ fils, found: typeof a === 'string' ? within.includes(a) : a.test(within) }).toEqual({ fils, found: true });
      };
      has(words.titles[c.kind]);
      has(doc.centre.name[c.lang]);
      has(doc.centre.trn);
      has(doc.documentNumber);
      has(formatDay(doc.issuedAt));
      has(doc.learner.name);
      if (doc.corporate) {
        has(doc.corporate.name[c.lang]);
        has(doc.corporate.trn);
      }
      // running text wraps: its sentences read back across the line breaks
      const joined = out.replace(/\s+/g, ' ');
      for (const p of doc.details.paragraphs?.[c.lang] ?? [])
        for (const sentence of p.split(/[.؛;:]\s*/))
          if (sentence.length > 3) expect({ sentence, found: joined.includes(sentence) }).toEqual({ sentence, found: true });
      if (doc.details.reason) has(doc.details.reason[c.lang]);
      for (const line of doc.lines) has(line.name[c.lang]);
      // the totals printed are the API's, and they add up: lines to the grand total
      expect(doc.lines.reduce((s, l) => s + l.totalFils, 0)).toBe(doc.totals.totalFils);
      if (c.grand) {
        // each line's total and the grand total, as the API figured them
        for (const line of doc.lines) hasAmount(line.totalFils);
        has(words[c.grand]);
        hasAmount(doc.totals.vatFils);
        const grandLine = out.split('\n').find((l) => l.includes(words[c.grand!]));
        hasAmount(doc.totals.totalFils, grandLine ?? '');
      }
      if (c.lang === 'ar') expect(out).not.toContain(en.issuedDocument.titles[c.kind]);
    },
    60_000,
  );
});

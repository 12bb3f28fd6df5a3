import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { formatDateTime } from '@/lib/domain/dates';
import type { IssuedLabels } from '@/lib/pdf/documents/labels';
import { createPdfPool, type PdfPool } from '@/lib/pdf/pool';
import { contractStatusSchema, type ContractStatus } from '@/lib/upstream/schemas/contracts';
import { startReferenceApi, type RunningApi } from './support/reference-api';

// A contract signed by OTP against the live reference API (issue 27): the cashier sends Aisha a link,
// the code from the sandbox outbox signs it, generate-pdf's answer parses with the portal's schema, and
// the contract rendered with its signature on the worker pool says, in English and Arabic, who signed,
// when (Dubai), to which masked phone and with which code; unsigned, it says how it will be signed.

let api: RunningApi;
let pool: PdfPool;
let dir: string;
let signed: ContractStatus;
let unsigned: ContractStatus;

const json = async (url: string, body: unknown, token?: string) => {
  const res = await fetch(`${api.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};

beforeAll(async () => {
  execFileSync(process.execPath, ['scripts/build-pdf-worker.mjs']);
  api = await startReferenceApi();
  pool = createPdfPool({ size: 2, maxQueue: 8 });
  dir = mkdtempSync(path.join(tmpdir(), 'contract-pdf-'));
  const cashier = (await json('/user/v1/auth/login', { username: '971589990001', password: 'Student@12345' })).body.data.token as string;
  const link = async () => {
    const sent = await json('/student/contract/staff/send-link', { userId: 'usr-aisha' }, cashier);
    return String(sent.body.data.url).split('/contract-request/id/')[1]!;
  };
  const [a, b] = [await link(), await link()];
  expect((await json('/student/contract/send-otp', { id: a })).status).toBe(200);
  const outbox = (await (await fetch(`${api.url}/sandbox/outbox?to=971501234567&limit=1`)).json()) as { code: string }[];
  expect((await json('/student/contract/verify-otp', { id: a, otp: outbox[0]!.code })).status).toBe(200);
  signed = contractStatusSchema.parse((await json('/student/contract/generate-pdf', { id: a })).body.data);
  unsigned = contractStatusSchema.parse((await json('/student/contract/verify-status', { id: b })).body.data);
}, 120_000);
afterAll(async () => {
  await pool?.close();
  await api?.stop();
  // KEEP_PDF_DIR=/some/folder keeps the PDFs to look at (pdftoppm -r 110 -png …)
  if (process.env.KEEP_PDF_DIR) cpSync(dir, process.env.KEEP_PDF_DIR, { recursive: true });
  rmSync(dir, { recursive: true, force: true });
});

const labels = (lang: 'en' | 'ar') =>
  ({ ...(lang === 'en' ? en : ar).invoice, ...(lang === 'en' ? en : ar).issuedDocument }) as unknown as IssuedLabels;

function text(pdf: Uint8Array, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ');
}

it.each(['en', 'ar'] as const)('signed, in %s: the signer, the time in Dubai, the masked phone and the code id', async (lang) => {
  const s = signed.signature!;
  expect(s.signerName).toBe('Aisha Rahman');
  const pdf = await pool.render({ doc: 'issued', document: signed.contract, lang, labels: labels(lang), signature: s }, 'test');
  const out = text(pdf, `signed-${lang}.pdf`);
  expect(out).toContain(signed.documentId);
  expect(out).toContain('Aisha Rahman');
  expect(out).toContain(formatDateTime(s.signedAt, 'en').replace(/ (AM|PM)$/, ''));
  expect(out).toContain(s.signerPhone.replace(/\s+/g, ' '));
  expect(out).toContain(s.otpId);
  if (lang === 'en') expect(out).toContain(`Signed electronically by Aisha Rahman on ${formatDateTime(s.signedAt, 'en')} (Dubai time)`);
  expect(out).not.toContain(labels(lang).unsigned);
});

it.each(['en', 'ar'] as const)('unsigned, in %s: says how it is signed and names no signer', async (lang) => {
  expect(unsigned.signature).toBeNull();
  const pdf = await pool.render({ doc: 'issued', document: unsigned.contract, lang, labels: labels(lang) }, 'test');
  const out = text(pdf, `unsigned-${lang}.pdf`);
  if (lang === 'en') expect(out).toContain(labels('en').unsigned);
  expect(out).not.toContain('Signed electronically');
});

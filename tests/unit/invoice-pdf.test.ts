import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import type { InvoiceLabels } from '@/lib/pdf/invoice-document';
import { paginate } from '@/lib/pdf/paginate';
import { createPdfPool, PdfBusyError, type PdfPool } from '@/lib/pdf/pool';
import { invoiceFixture } from '../fixtures/invoice';
import { decodeGrayPng, differingInk } from '../support/png-gray';

// The invoice PDF (issue 10): rendered on worker threads, in English and Arabic, saying what the
// invoice says (read back with pdftotext), while the request thread stays free.

let pool: PdfPool;
let dir: string;
beforeAll(() => {
  execFileSync(process.execPath, ['scripts/build-pdf-worker.mjs']);
  pool = createPdfPool({ size: 2, maxQueue: 8 });
  dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
}, 60_000);
afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

const labels = { en: en.invoice as InvoiceLabels, ar: ar.invoice as InvoiceLabels };
const render = (lang: 'en' | 'ar', invoice = invoiceFixture()) => pool.render({ doc: 'invoice', invoice, lang, labels: labels[lang] });

function text(pdf: Uint8Array, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  // bidi marks are not text a reader sees. pdftotext wraps a left-to-right run inside Arabic in
  // U+202A…U+202C and keeps the space that follows the run in front of it: put it back after.
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .replace(/\u202a(\s+)([^\u202c]*)\u202c/g, '$2$1')
    .replace(/[\u200e\u200f\u202a-\u202e]/g, '');
}

// pdftotext puts right-to-left runs back in reading order but leaves brackets as drawn (mirrored),
// so "(5%…)" reads ")5%…(" in its output: mirror them back in Arabic lines.
const unmirror = (line: string) => (/[\u0600-\u06ff]/.test(line) ? line.replace(/[()]/g, (c) => (c === '(' ? ')' : '(')) : line);
const arabicText = (t: string) => t.split('\n').map(unmirror).join('\n');

// Page 1 at 100 dpi in grey, to compare with the reference picture (checked by eye when made:
// dots on their letters, words joined). REFRESH_PDF_REFERENCE=1 writes it anew.
const REFERENCE = path.join(__dirname, '../fixtures/pdf/invoice-ar-page1.png');
function picture(pdf: Uint8Array, name: string): Buffer {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '100', '-gray', '-png', '-f', '1', '-l', '1', '-singlefile', file, file]);
  return readFileSync(`${file}.png`);
}

describe('invoice PDF', () => {
  it('renders an English invoice with its lines and the total paid', async () => {
    const pdf = await render('en');
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const t = text(pdf, 'en.pdf');
    expect(t).toContain('Tax invoice');
    expect(t).toContain('REG-MFX1A2B-9C8D7E6F');
    expect(t).toContain('Omar Haddad');
    expect(t).toContain('Parking practice');
    expect(t).toMatch(/Total paid\s+AED 1,234\.50/);
    expect(t).toContain('AED -78.50');
    // the discounted line: unit, discount, net, VAT on the net, total
    expect(t).toMatch(/Theory lectures\s+Centre\s+8\s+AED 100\.00\s+AED -80\.00\s+AED 720\.00\s+AED 36\.00\s+AED 756\.00/);
    expect(t).toContain('BRN-482913');
  }, 30_000);

  it('renders an Arabic invoice whose text copies back exactly: every label, name and number', async () => {
    const t = arabicText(text(await render('ar'), 'ar.pdf'));
    const lines = t.split('\n').map((l) => l.trim());
    const printed = Object.entries(labels.ar)
      // the fixture is paid online, in full, with no wallet or adjustment (and not a skipped stage)
      .filter(([key]) => !['methodCentre', 'statusDue', 'statusRefund', 'statusSkipped', 'wallet', 'adjustment', 'footer'].includes(key))
      .map(([, words]) => words);
    const fixture = invoiceFixture();
    for (const words of [...printed, fixture.centre.name.ar, ...fixture.lines.map((l) => l.name.ar)])
      expect({ words, found: t.includes(words) }).toEqual({ words, found: true });
    // whole lines, not only somewhere in the text
    for (const line of [fixture.centre.name.ar, labels.ar.title, labels.ar.linesCaption]) expect(lines).toContain(line);
    // a totals row: its amount, then its label to the end of the line
    for (const label of [labels.ar.vatTotal, labels.ar.rtaFees]) expect(lines.filter((l) => l.endsWith(` ${label}`))).toHaveLength(1);
    // the footer's sentences (pdftotext moves a sentence's closing full stop to the far side)
    for (const sentence of labels.ar.footer.split('. ')) expect(t).toContain(sentence.replace(/\.$/, ''));
    // the total's line: the label, the amount with its two decimals and the dirham sign (right to left)
    const total = lines.find((l) => l.includes(labels.ar.totalPaid));
    expect(total).toMatch(/د\.إ 1,234\.50|1,234\.50 د\.إ/);
    for (const id of [
      'REG-MFX1A2B-9C8D7E6F',
      '20-11-2026',
      '100234567800003',
      'STU-2026-0042',
      'BRN-482913',
      '+971 4 000 0000',
      'info@firstdrive.ae',
    ])
      expect(t).toContain(id);
    expect(t).not.toContain('Tax invoice');
  }, 30_000);

  it('draws the Arabic invoice as the reference picture (page 1)', async () => {
    const page = picture(await render('ar'), 'ar-picture.pdf');
    if (process.env.REFRESH_PDF_REFERENCE === '1') writeFileSync(REFERENCE, page);
    const drawn = decodeGrayPng(page);
    const reference = decodeGrayPng(readFileSync(REFERENCE));
    expect({ width: drawn.width, height: drawn.height }).toEqual({ width: reference.width, height: reference.height });
    // anti-aliasing may move a little; a wrong glyph, dot or line moves far more ink than this
    expect(differingInk(drawn, reference)).toBeLessThan(0.01);
  }, 60_000);

  it('paginates by hand: as many pages as planned (none spilled), the totals on the last with some rows', async () => {
    const base = invoiceFixture();
    const line = base.lines[0]!;
    // the longest totals: every optional row present (7 rows and the grand total)
    const totals = { ...base.totals, discountFils: 100, walletFils: 100, adjustmentFils: 1 };
    for (const count of [3, 9, 12, 40]) {
      const lines = Array.from({ length: count }, () => line);
      const planned = paginate(lines, 7).length;
      for (const lang of ['en', 'ar'] as const) {
        const t = text(await render(lang, { ...base, lines, totals }), `long-${count}-${lang}.pdf`);
        const pages = t.split('\f').slice(0, -1);
        expect({ count, lang, pages: pages.length }).toEqual({ count, lang, pages: planned });
        expect(pages.at(-1)).toContain(`${planned} / ${planned}`);
        expect(pages.at(-1)).toContain(labels[lang].totalPaid);
      }
    }
    expect(
      paginate(
        Array.from({ length: 40 }, () => 0),
        3,
      ).map((p) => p.length),
    ).toEqual([9, 20, 11]);
  }, 60_000);

  it('keeps the request thread free while four PDFs render', async () => {
    // four 60-line invoices: on this thread each would hold the loop for its whole render
    const base = invoiceFixture();
    const long = { ...base, lines: Array.from({ length: 60 }, () => base.lines[0]!) };
    const ticks: number[] = [];
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      ticks.push(now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const pdfs = await Promise.all([render('en', long), render('ar', long), render('en', long), render('ar', long)]);
    const elapsed = performance.now() - started;
    clearInterval(timer);
    expect(pdfs).toHaveLength(4);
    // a 10 ms timer kept firing throughout: its longest gap is a small part of one render's time
    // (four renders on two threads: each took about elapsed / 2; on this thread a gap would be that long)
    expect(ticks.length).toBeGreaterThan(elapsed / 10 / 3);
    expect(Math.max(...ticks)).toBeLessThan(Math.max(100, elapsed / 2 / 4));
  }, 60_000);

  it('refuses at once when the queue is full, and renders again after', async () => {
    const small = createPdfPool({ size: 1, maxQueue: 1 });
    try {
      const first = small.render({ doc: 'invoice', invoice: invoiceFixture(), lang: 'en', labels: labels.en });
      const second = small.render({ doc: 'invoice', invoice: invoiceFixture(), lang: 'en', labels: labels.en });
      await expect(small.render({ doc: 'invoice', invoice: invoiceFixture(), lang: 'en', labels: labels.en })).rejects.toBeInstanceOf(PdfBusyError);
      await Promise.all([first, second]);
      await expect(small.render({ doc: 'invoice', invoice: invoiceFixture(), lang: 'en', labels: labels.en })).resolves.toBeInstanceOf(Uint8Array);
    } finally {
      await small.close();
    }
  }, 60_000);
});

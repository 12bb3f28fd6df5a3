jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));
jest.mock('@/lib/pdf/shared-pool', () => ({ pdfPool: () => pool }));
jest.mock('@/lib/upstream/payment-history', () => ({ getPaymentDetailsForStaff: jest.fn() }));
jest.mock('@/lib/upstream/issued-documents', () => ({ getIssuedDocumentForStaff: jest.fn() }));

import { GET as documentPdf } from '@/app/(staff)/staff/documents/[id]/pdf/route';
import { GET as invoicePdf } from '@/app/(staff)/staff/invoices/[id]/pdf/route';
import { GET as reportPdf } from '@/app/collection-report/pdf/route';
import { appError } from '@/lib/errors/app-error';
import { PdfBusyError } from '@/lib/pdf/pool';
import type { PdfJob } from '@/lib/pdf/render-worker';
import { getSession, getStaffSession, startSession, startStaffSession } from '@/lib/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { getIssuedDocumentForStaff } from '@/lib/upstream/issued-documents';
import { getPaymentDetailsForStaff } from '@/lib/upstream/payment-history';
import { invoiceFixture } from '../fixtures/invoice';
import { browser } from './support/next-headers';

// The staff area's PDF routes share one body (lib/staff/pdf-response.ts): each answers a learner 404,
// nobody its log-in page (back to the same URL), any role but cashier or admin 404, and a cashier the
// PDF as a download, never cached, rendered as the staff member's share of the pool.

const rendered: { job: PdfJob; owner: string }[] = [];
let busy = false;
const pool = {
  render: async (job: PdfJob, owner: string) => {
    if (busy) throw new PdfBusyError('full');
    rendered.push({ job, owner });
    return new TextEncoder().encode('%PDF-fake');
  },
};

const readInvoice = getPaymentDetailsForStaff as jest.Mock;
const readDocument = getIssuedDocumentForStaff as jest.Mock;
const upstreamFails = (status: 404 | 500) =>
  new UpstreamError(appError(status === 404 ? 'not_found' : 'service_unavailable'), status === 404 ? 'http' : 'unreachable');

beforeEach(() => {
  browser.reset();
  rendered.length = 0;
  busy = false;
  readInvoice.mockReset();
  readDocument.mockReset();
});

const ROUTES = [
  ['invoice', (url: string, id: string) => invoicePdf(new Request(url), { params: Promise.resolve({ id }) }), '/staff/invoices'],
  ['document', (url: string, id: string) => documentPdf(new Request(url), { params: Promise.resolve({ id }) }), '/staff/documents'],
] as const;

async function staffWith(roles: string[]) {
  await startStaffSession(await getStaffSession(), { token: 'tok-staff', user: { id: 'usr-cashier', name: 'Sara', email: 's@x.ae', roles } });
}

describe.each(ROUTES)('the staff %s PDF', (_name, get, base) => {
  const url = (id: string, q = '?lang=ar') => `http://localhost:3000${base}/${id}/pdf${q}`;

  it('nobody logged in: the staff log-in page, back to this URL afterwards, in its language', async () => {
    const res = await get(url('ORD-1'), 'ORD-1');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/staff/login');
    expect(location.searchParams.get('lang')).toBe('ar');
    expect(location.searchParams.get('next')).toBe(`${base}/ORD-1/pdf?lang=ar`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a learner: 404, the API never asked', async () => {
    await startSession(await getSession(), {
      token: 'tok-learner',
      user: {
        id: 'usr-1',
        name: 'Aisha',
        email: 'a@x.ae',
        studentId: 'S',
        avatarUrl: null,
        roles: ['student'],
        isPreRegisteredUser: false,
        hasNationality: true,
      },
    });
    const res = await get(url('ORD-1'), 'ORD-1');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Not Found');
    expect(readInvoice).not.toHaveBeenCalled();
    expect(readDocument).not.toHaveBeenCalled();
  });

  it('a salesman, or an id the API would never make: 404', async () => {
    await staffWith(['salesman']);
    expect((await get(url('ORD-1'), 'ORD-1')).status).toBe(404);
    await staffWith(['cashier']);
    expect((await get(url('..%2Fx'), '../x')).status).toBe(404);
    expect(readInvoice).not.toHaveBeenCalled();
    expect(readDocument).not.toHaveBeenCalled();
  });

  it("the API's 404 is 404; the API failing or the pool full is 503 with Retry-After", async () => {
    await staffWith(['cashier']);
    readInvoice.mockRejectedValue(upstreamFails(404));
    readDocument.mockRejectedValue(upstreamFails(404));
    expect((await get(url('ORD-1'), 'ORD-1')).status).toBe(404);
    readInvoice.mockRejectedValue(upstreamFails(500));
    readDocument.mockRejectedValue(upstreamFails(500));
    const down = await get(url('ORD-1'), 'ORD-1');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
  });
});

describe('a cashier downloads', () => {
  beforeEach(() => staffWith(['cashier']));

  it("a learner's order invoice, in the language asked, as their share of the pool", async () => {
    readInvoice.mockResolvedValue(invoiceFixture());
    const res = await invoicePdf(new Request('http://localhost:3000/staff/invoices/ORD-7/pdf?lang=ar'), { params: Promise.resolve({ id: 'ORD-7' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice-ORD-7.pdf"');
    expect(res.headers.get('content-length')).toBe('9');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(readInvoice).toHaveBeenCalledWith('ORD-7', expect.objectContaining({ token: 'tok-staff' }));
    expect(rendered).toEqual([{ job: expect.objectContaining({ doc: 'invoice', lang: 'ar' }), owner: 'staff:usr-cashier' }]);
  });

  it("a learner's issued document, named by its kind and number; the pool full is 503", async () => {
    readDocument.mockResolvedValue({ kind: 'refund_document', documentNumber: 'RF-2026-000041' });
    const get = () =>
      documentPdf(new Request('http://localhost:3000/staff/documents/RF-2026-000041/pdf'), { params: Promise.resolve({ id: 'RF-2026-000041' }) });
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="refund-document-RF-2026-000041.pdf"');
    expect(rendered).toEqual([{ job: expect.objectContaining({ doc: 'issued', lang: 'en' }), owner: 'staff:usr-cashier' }]);
    busy = true;
    expect((await get()).status).toBe(503);
  });
});

test('the collection report without a link: the same staff check (nobody: log-in page; learner: 404)', async () => {
  const res = await reportPdf(new Request('http://localhost:3000/collection-report/pdf?report=all-collection&lang=en'));
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(
    `/staff/login?${new URLSearchParams({ lang: 'en', next: '/collection-report/pdf?report=all-collection&lang=en' })}`,
  );
  await staffWith(['cashier']);
  expect((await reportPdf(new Request('http://localhost:3000/collection-report/pdf?report=nonsense'))).status).toBe(404);
});

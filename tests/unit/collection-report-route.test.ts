import { GET } from '@/app/collection-report/pdf/route';
import type { CollectionReport } from '@/lib/upstream/schemas/reports';

// GET /collection-report/pdf/ answers a long report as it renders (issue 25 "Large reports stream";
// docs/collection-report-pdf.md "Streaming"): chunked, no Content-Length, no-store, with the request's
// signal passed to the render (a client that leaves stops it); a short one whole, with its length; a
// render refused or failed before its first bytes, 503 as before. The render itself is mocked here
// (tests/integration/collection-report-stream.test.ts renders).

const mockRender = jest.fn();
jest.mock('@/lib/staff/use-cases', () => ({
  staffViewer: async () => ({ staff: { user: { id: 'usr-cashier', roles: ['cashier'] } }, learner: null }),
  readReport: async () => ({ ok: true, report: mockReport }),
  readLinkedReport: async () => ({ ok: false, status: 401 }),
  renderReportPdf: (...args: unknown[]) => mockRender(...args),
}));

const mockReport = {
  report: 'all-collection',
  staffId: 'usr-cashier',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  rows: [],
} as unknown as CollectionReport;
const URL_ = 'http://portal.test/collection-report/pdf/?report=all-collection&startDate=2026-01-01&endDate=2026-12-31&lang=en';

beforeEach(() => mockRender.mockReset());

it('streams a long report: chunked, no length, no-store, the request signal passed on', async () => {
  const chunks = ['%PDF-1.7 slice 1 ', 'slice 2 %%EOF'];
  mockRender.mockResolvedValue({
    body: new ReadableStream<Uint8Array>({
      start(c) {
        for (const s of chunks) c.enqueue(new TextEncoder().encode(s));
        c.close();
      },
    }),
  });
  const req = new Request(URL_);
  const res = await GET(req);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('content-length')).toBeNull();
  expect(res.headers.get('cache-control')).toContain('no-store');
  expect(res.headers.get('content-disposition')).toBe('inline; filename="collection-report-all-collection-2026-01-01-2026-12-31.pdf"');
  expect(await res.text()).toBe(chunks.join(''));
  expect(mockRender).toHaveBeenCalledWith(mockReport, 'en', 'usr-cashier', req.signal);
});

it('answers a short report whole, with its length', async () => {
  const pdf = new TextEncoder().encode('%PDF-1.7 whole %%EOF');
  mockRender.mockResolvedValue({ pdf });
  const res = await GET(new Request(URL_));
  expect(res.headers.get('content-length')).toBe(String(pdf.byteLength));
  expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf);
});

it('a render refused or failed before its first bytes: 503, try again', async () => {
  mockRender.mockResolvedValue(null);
  const res = await GET(new Request(URL_));
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
});

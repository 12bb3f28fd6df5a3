jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { POST as readEid } from '@/app/api/eid/read/route';
import { browser } from './support/next-headers';
import { envelope, fakeUpstream } from './support/upstream';

// The Emirates ID reader as the sign-up page's script calls it: every refusal the one envelope
// (issue 7 #18), nothing sent on to the API that is not an image within the limit.

const ORIGIN = 'http://localhost:3000';
const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

type Handler = (req: Request) => Promise<Response>;
const call = (handler: Handler, body?: unknown, method = 'POST', headers: Record<string, string> = {}) =>
  handler(
    new Request(`${ORIGIN}/api/x`, {
      method,
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    }),
  );

async function answer(res: Response) {
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

describe('POST /api/eid/read', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const upload = (file: Blob | null, name = 'eid.png') => {
    const form = new FormData();
    if (file) form.set('uploadFile', file, name);
    return readEid(new Request(`${ORIGIN}/api/eid/read`, { method: 'POST', headers: { origin: ORIGIN }, body: form }));
  };

  it('passes a PNG on to the reader and answers what was read', async () => {
    const details = { name: 'Aisha Rahman', dob: '1990-01-01', nationality: 'India', gender: 'F', eidNumber: '784-1990-1234567-6' };
    upstream.reply('POST', '/upload/v1/read-emirate-id', 200, envelope(details));
    expect((await answer(await upload(new Blob([PNG], { type: 'image/png' })))).body).toEqual({ statusCode: 200, data: details });
  });

  it("refuses what is not an image upload with 'Use an image file'", async () => {
    for (const res of [
      await upload(null),
      await upload(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'eid.pdf'),
      await call(readEid, { uploadFile: 'x' }),
    ]) {
      expect((await answer(res)).body).toEqual({ statusCode: 400, code: 'image_required', message: 'Use an image file' });
    }
    expect(upstream.seen).toEqual([]);
  });

  it('refuses a picture over 5 MB as too large', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 128 * 1024);
    big.set(PNG);
    expect((await answer(await upload(new Blob([big], { type: 'image/png' })))).body).toMatchObject({ statusCode: 413, code: 'file_too_large' });
    expect(upstream.seen).toEqual([]);
  });

  it("an unreadable card is its own 422 'Invalid Id…'", async () => {
    upstream.reply('POST', '/upload/v1/read-emirate-id', 422, { code: 'id_unreadable', message: "Invalid Id, Id can't be read, please try again" });
    expect((await answer(await upload(new Blob([PNG], { type: 'image/png' })))).body).toEqual({
      statusCode: 422,
      code: 'id_unreadable',
      message: "Invalid Id, Id can't be read, please try again",
    });
  });
});

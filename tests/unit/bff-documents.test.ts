jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));

import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/api/[...path]/route';
import { POST as readEid } from '@/app/api/eid/read/route';
import { DOCUMENT_UPLOAD_MAX_BYTES } from '@/lib/bff/routes/documents';
import { getSession, startSession } from '@/lib/session';
import { browser } from './support/next-headers';
import { envelope, fakeUpstream } from './support/upstream';

// The documents' proxy entries: an upload goes on as a stream (multipart only, bounded on the way),
// a file comes back with its own headers, and a learner's token goes with both.

const ORIGIN = 'http://localhost:3000';
const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

async function loggedIn() {
  await startSession(await getSession(), {
    token: 'tok-docs',
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
}

const UPLOAD = '/document/v1/student/documents/doc-passport/front';
const boundary = '----bff-docs';
const multipart = (bytes: Uint8Array<ArrayBuffer>) =>
  new Blob([
    `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    bytes,
    `\r\n--${boundary}--\r\n`,
  ]);

function streamOf(blob: Blob): ReadableStream<Uint8Array> {
  // chunked: no Content-Length for the BFF to trust
  return blob.stream();
}

const post = (body: BodyInit | ReadableStream, headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` }) =>
  POST(
    new NextRequest(`${ORIGIN}/api${UPLOAD}`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { origin: ORIGIN, ...headers },
      duplex: 'half',
    } as never),
  );

it('streams a multipart upload to the API with the learner token and passes its answer back', async () => {
  await loggedIn();
  upstream.on('POST', UPLOAD, () => Response.json(envelope({ _id: 'doc-passport' })));
  const res = await post(streamOf(multipart(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]))));
  expect(res.status).toBe(200);
  const seen = upstream.calls(UPLOAD)[0]!;
  expect(seen.headers.get('authorization')).toBe('Bearer tok-docs');
  expect(seen.headers.get('content-type')).toBe(`multipart/form-data; boundary=${boundary}`);
  expect(((seen.body as FormData).get('uploadFile') as File).size).toBe(6);
});

it('refuses a body past the limit, declared or counted on the way, with file_too_large', async () => {
  await loggedIn();
  upstream.on('POST', UPLOAD, async () => Response.json(envelope({})));
  const big = multipart(new Uint8Array(DOCUMENT_UPLOAD_MAX_BYTES + 10));
  const declared = await post(new Uint8Array(await big.arrayBuffer()), {
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(big.size),
  });
  expect(declared.status).toBe(413);
  expect(((await declared.json()) as { code: string }).code).toBe('file_too_large');
  const counted = await post(streamOf(big));
  expect(counted.status).toBe(413);
  expect(((await counted.json()) as { code: string }).code).toBe('file_too_large');
});

it('takes multipart only, and only from a logged-in learner', async () => {
  await loggedIn();
  const json = await post(JSON.stringify({ a: 1 }), { 'content-type': 'application/json' });
  expect(json.status).toBe(415);
  browser.reset();
  expect((await post(streamOf(multipart(new Uint8Array(4))))).status).toBe(401);
  expect(upstream.calls(UPLOAD)).toHaveLength(0);
});

it('passes a file through with its type, disposition and nosniff, never cached', async () => {
  await loggedIn();
  const path = '/document/v1/files/0123456789abcdef0123456789abcdef0000ffffAAAAAAAAAAAAAAAAAAAAAA';
  upstream.on(
    'GET',
    path,
    () =>
      new Response(new Uint8Array([0x89, 0x50]), {
        headers: {
          'content-type': 'image/png',
          'content-disposition': 'inline; filename="a.png"',
          'x-content-type-options': 'nosniff',
          'set-cookie': 'x=1',
        },
      }),
  );
  const res = await GET(new NextRequest(`${ORIGIN}/api${path}`));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('content-disposition')).toBe('inline; filename="a.png"');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('set-cookie')).toBeNull();
});

// The Emirates ID reader, the sign-up page's one upload: the same bounds, its own handler.
describe('POST /api/eid/read', () => {
  const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> });
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
      await readEid(
        new Request(`${ORIGIN}/api/eid/read`, {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ uploadFile: 'x' }),
        }),
      ),
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

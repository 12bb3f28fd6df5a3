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

const URI = '0123456789abcdef0123456789abcdef';
const passport = (extra: Record<string, unknown> = {}) => ({
  _id: 'doc-passport',
  name: { en: 'Passport', ar: 'جواز السفر' },
  instruction: { en: 'Passport', ar: 'جواز السفر' },
  documentNumber: null,
  requireDocumentNumber: false,
  requireFrontBack: false,
  supportedFormat: ['jpeg'],
  isApproved: false,
  isFrontApproved: false,
  isBackApproved: false,
  ...extra,
});

// D§7 row 6.2: the file goes to upload/v1/upload as it arrives, then POST student/documents attaches it
it('streams the upload to upload/v1/upload, attaches it with POST student/documents, and answers the document', async () => {
  await loggedIn();
  upstream.on('POST', '/upload/v1/upload', () => Response.json(envelope({ fileType: 'jpeg', uri: URI, name: 'p.jpg', size: 6 })));
  upstream.on('POST', '/student/documents', () =>
    Response.json(envelope(passport({ frontUrl: URI, frontType: 'jpeg', frontName: 'p.jpg', frontSize: 6, frontStatus: 'pending' }))),
  );
  const res = await post(streamOf(multipart(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]))));
  expect(res.status).toBe(200);
  const sent = upstream.calls('/upload/v1/upload')[0]!;
  expect(sent.headers.get('authorization')).toBe('Bearer tok-docs');
  expect(sent.headers.get('content-type')).toBe(`multipart/form-data; boundary=${boundary}`);
  expect(((sent.body as FormData).get('uploadFile') as File).size).toBe(6);
  const attach = upstream.calls('/student/documents')[0]!;
  expect(attach.headers.get('authorization')).toBe('Bearer tok-docs');
  expect(attach.body).toEqual({ _id: 'doc-passport', fileType: 'jpeg', uri: URI, front: true, name: 'p.jpg', size: 6 });
  const body = (await res.json()) as { data: { sides: unknown[] } };
  expect(body.data.sides).toEqual([
    { side: 'front', file: { name: 'p.jpg', sizeBytes: 6, fileType: 'jpeg', status: 'pending', reason: null, url: `/api/document/v1/files/${URI}` } },
  ]);
  expect(upstream.calls(UPLOAD)).toHaveLength(0);
});

it("passes the API's refusal of the file on, and attaches nothing", async () => {
  await loggedIn();
  upstream.reply('POST', '/upload/v1/upload', 415, { statusCode: 415, code: 'unsupported_file_type', message: 'Use a JPEG, PNG or PDF file' });
  const res = await post(streamOf(multipart(new Uint8Array([1, 2, 3]))));
  expect(res.status).toBe(415);
  expect(((await res.json()) as { code: string }).code).toBe('unsupported_file_type');
  expect(upstream.calls('/student/documents')).toHaveLength(0);
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

// D§7 row 6.4: a signed URL for the file's filepath, then the URL itself, fetched by the BFF (no token)
it('reads a file through its signed URL and passes it on with its type, disposition and nosniff, never cached', async () => {
  await loggedIn();
  const signed = '/upload/v1/files/0123456789abcdef0123456789abcdef0000ffffAAAAAAAAAAAAAAAAAAAAAA';
  upstream.on('GET', '/upload/v1/get-signed-url', () => Response.json(envelope({ url: signed, expiresAt: '2026-11-27T00:00:00.000Z' })));
  upstream.on(
    'GET',
    signed,
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
  const res = await GET(new NextRequest(`${ORIGIN}/api/document/v1/files/${URI}`));
  expect(res.status).toBe(200);
  const ask = upstream.calls('/upload/v1/get-signed-url')[0]!;
  expect(ask.query).toEqual({ filepath: URI });
  expect(ask.headers.get('authorization')).toBe('Bearer tok-docs');
  expect(upstream.calls(signed)[0]!.headers.get('authorization')).toBeNull();
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('content-disposition')).toBe('inline; filename="a.png"');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('set-cookie')).toBeNull();
});

// The browser keeps its path and its shape; the centre is asked for D§3's flat document (D§7 student/documents).
it("reads the centre's student/documents and answers the browser one entry per side", async () => {
  await loggedIn();
  const token = URI;
  const name = { en: 'Emirates ID', ar: 'الهوية الإماراتية' };
  const flat = {
    _id: 'doc-emirates-id',
    name,
    instruction: name,
    documentNumber: null,
    requireDocumentNumber: true,
    requireFrontBack: true,
    supportedFormat: ['jpeg', 'png'],
    frontUrl: token,
    backUrl: null,
    frontType: 'png',
    backType: null,
    frontName: 'front.png',
    backName: null,
    frontSize: 2048,
    backSize: null,
    isApproved: false,
    isFrontApproved: true,
    isBackApproved: false,
    width: null,
    height: null,
    pixels: null,
  };
  upstream.reply('GET', '/student/documents', 200, envelope({ documents: [flat] }));
  const res = await GET(new NextRequest(`${ORIGIN}/api/document/v1/student/documents`));
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(upstream.calls('/student/documents')[0]!.headers.get('authorization')).toBe('Bearer tok-docs');
  const body = (await res.json()) as { data: { documents: unknown[] } };
  expect(body.data.documents).toEqual([
    {
      _id: 'doc-emirates-id',
      name,
      instruction: name,
      supportedFormat: ['jpeg', 'png'],
      requireFrontBack: true,
      requireDocumentNumber: true,
      documentNumber: null,
      sides: [
        // no status from the centre: is…Approved decides
        {
          side: 'front',
          file: { name: 'front.png', sizeBytes: 2048, fileType: 'png', status: 'approved', reason: null, url: `/api/document/v1/files/${token}` },
        },
        { side: 'back', file: null },
      ],
    },
  ]);
  // lib/queries parses exactly this
  const { documentsSchema } = await import('@/lib/upstream/schemas/documents');
  expect(documentsSchema.safeParse(body.data).success).toBe(true);
});

it("answers 502 when the centre's documents drift from D§3, never passing them on", async () => {
  await loggedIn();
  upstream.reply('GET', '/student/documents', 200, envelope({ documents: [{ _id: 'x', sides: [] }] }));
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await GET(new NextRequest(`${ORIGIN}/api/document/v1/student/documents`));
  quiet.mockRestore();
  expect(res.status).toBe(502);
  expect(await res.json()).toMatchObject({ code: 'service_unavailable' });
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

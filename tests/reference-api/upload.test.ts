import type { EidResult } from '../../reference-api/src/context';
import { call, expectError, startTestApp, type TestApp } from './support/test-app';

// POST /upload/v1/read-emirate-id with a stub reader: the route's own rules (the OCR has its own tests).
let t: TestApp;
let next: EidResult | null | Error = null;
const seen: Buffer[] = [];
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      readEmiratesId: async (image) => {
        seen.push(image);
        if (next instanceof Error) throw next;
        return next;
      },
    },
  );
}, 120_000);
afterAll(async () => t?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

function multipart(file: Buffer, { field = 'uploadFile', type = 'image/png', name = 'id.png' } = {}) {
  const boundary = '----reference-api-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (file: Buffer, opts?: Parameters<typeof multipart>[1]) =>
  call(t.app, { method: 'POST', url: '/upload/v1/read-emirate-id', ...multipart(file, opts) });

const AISHA: EidResult = { name: 'Aisha Rahman', dob: '1998-04-12', nationality: 'India', gender: 'F', eidNumber: '784-1998-1234567-1' };

it('returns what the reader found for a PNG or a JPEG', async () => {
  next = AISHA;
  const png = await upload(PNG);
  expect(png.status).toBe(200);
  expect(png.body).toEqual({ statusCode: 200, data: AISHA });
  expect(seen.at(-1)!.equals(PNG)).toBe(true);
  expect((await upload(JPEG, { type: 'image/jpeg', name: 'id.jpg' })).status).toBe(200);
});

it('answers 422 when the ID cannot be read, or the reader fails', async () => {
  for (const outcome of [null, new Error('tesseract died')]) {
    next = outcome;
    const res = await upload(PNG);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ statusCode: 422, code: 'id_unreadable', message: "Invalid Id, Id can't be read, please try again" });
  }
});

it('answers 429 with retry-after while the reader is busy', async () => {
  next = Object.assign(new Error('busy'), { name: 'EidReaderBusyError' });
  const res = await upload(PNG);
  expect(res.body).toEqual({ statusCode: 429, code: 'id_reader_busy', message: 'The ID reader is busy, please try again' });
  expect(res.headers['retry-after']).toBe('5');
});

it.each([
  ['a PDF', Buffer.from('%PDF-1.7 ...'), { type: 'application/pdf', name: 'id.pdf' }],
  ['a PNG-named text file', Buffer.from('hello'), { type: 'image/png', name: 'id.png' }],
  ['a PNG declared as gif', PNG, { type: 'image/gif', name: 'id.gif' }],
  ['the wrong field', PNG, { field: 'file' }],
])('answers 400 "Use an image file" for %s', async (_label, file, opts) => {
  const before = seen.length;
  const res = await upload(file, opts);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ statusCode: 400, code: 'image_required', message: 'Use an image file' });
  expect(seen.length).toBe(before);
});

it('answers 400 image_required for a JSON body and 413 file_too_large for a file over 5 MB', async () => {
  const json = await call(t.app, { method: 'POST', url: '/upload/v1/read-emirate-id', payload: { uploadFile: 'x' } });
  expectError(json, 400, 'image_required');
  const big = await upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
  expect(big.body).toEqual({ statusCode: 413, code: 'file_too_large', message: 'File is too large (max 5 MB)' });
});

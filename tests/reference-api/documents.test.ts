import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { call, DEMO, expectError, fieldCodes, get, login, post, put, startTestApp, type TestApp } from './support/test-app';

// Documents (D§3, D§4, D§7): the required list, uploads per side streamed to disk and checked by their
// bytes, the number, signed file links bound to their learner, and staff review notifying once.

let t: TestApp;
let docsDir: string;
let aisha: string;
let omar: string;
let cashier: string;
let aishaId: string;

beforeAll(async () => {
  docsDir = mkdtempSync(path.join(os.tmpdir(), 'rapi-docs-'));
  t = await startTestApp({ DOCUMENTS_DIR: docsDir });
  [aisha, omar, cashier] = await Promise.all([login(t.app, DEMO.aisha), login(t.app, DEMO.omar), login(t.app, DEMO.cashier)]);
  aishaId = (await get(t.app, '/user/v1/student/profile', aisha)).body.data._id;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(docsDir, { recursive: true, force: true });
});

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(3000, 1)]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 0x20)]);

function multipart(file: Buffer, { field = 'uploadFile', type = 'image/jpeg', name = 'front.jpg' } = {}) {
  const boundary = '----documents-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (token: string, typeId: string, side: string, file: Buffer, opts?: Parameters<typeof multipart>[1]) => {
  const m = multipart(file, opts);
  return call(t.app, {
    method: 'POST',
    url: `/document/v1/student/documents/${typeId}/${side}`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
  });
};

type Side = 'front' | 'back';
/** D§3 Document: the spec's flat fields per side (plus the reference's status and reason per side). */
type Doc = { _id: string; requireFrontBack: boolean; requireDocumentNumber: boolean; documentNumber: string | null; isApproved: boolean } & Record<
  `${Side}${'Url' | 'Type' | 'Name' | 'Status' | 'Reason'}`,
  string | null
> &
  Record<`${Side}Size`, number | null> &
  Record<`is${'Front' | 'Back'}Approved`, boolean>;
const sideOf = (d: Doc, side: Side) => ({
  url: d[`${side}Url`],
  name: d[`${side}Name`],
  sizeBytes: d[`${side}Size`],
  fileType: d[`${side}Type`],
  status: d[`${side}Status`],
  reason: d[`${side}Reason`],
});
const list = async (token: string): Promise<Doc[]> => {
  const res = await get(t.app, '/student/documents', token);
  expect(res.status).toBe(200);
  return res.body.data.documents;
};
const doc = async (token: string, id: string) => (await list(token)).find((d) => d._id === id) as Doc;
const filesOnDisk = (userId: string) => (existsSync(path.join(docsDir, userId)) ? readdirSync(path.join(docsDir, userId)) : []);

it('lists every required document in D§3 fields, nothing uploaded yet', async () => {
  const docs = await list(omar);
  expect(docs.map((d) => d._id)).toEqual(['doc-emirates-id', 'doc-passport', 'doc-visa', 'doc-eye-test', 'doc-photo']);
  const empty = { url: null, name: null, sizeBytes: null, fileType: null, status: null, reason: null };
  const eid = docs[0]!;
  expect(eid).toMatchObject({
    requireFrontBack: true,
    requireDocumentNumber: true,
    documentNumber: null,
    isApproved: false,
    isFrontApproved: false,
    isBackApproved: false,
    width: null,
    height: null,
    pixels: null,
  });
  expect([sideOf(eid, 'front'), sideOf(eid, 'back')]).toEqual([empty, empty]);
  expect(docs[1]!.requireFrontBack).toBe(false);
  expect(await get(t.app, '/student/documents')).toMatchObject({ status: 401 });
  // one way: the old path is gone
  expect((await get(t.app, '/document/v1/student/documents', omar)).status).toBe(404);
});

it('stores front and back, lists them pending, and serves each through its signed link', async () => {
  const front = await upload(aisha, 'doc-emirates-id', 'front', JPEG, { name: 'eid-front.jpg' });
  expect(front.status).toBe(200);
  const back = await upload(aisha, 'doc-emirates-id', 'back', PNG, { name: 'eid-back.png', type: 'image/png' });
  expect(back.status).toBe(200);
  const eid = await doc(aisha, 'doc-emirates-id');
  expect((['front', 'back'] as const).map((side) => sideOf(eid, side)).map((f) => [f.name, f.sizeBytes, f.fileType, f.status])).toEqual([
    ['eid-front.jpg', JPEG.length, 'jpeg', 'pending'],
    ['eid-back.png', PNG.length, 'png', 'pending'],
  ]);
  const file = await call(t.app, { method: 'GET', url: eid.frontUrl!, headers: { authorization: `Bearer ${aisha}` } });
  expect(file.status).toBe(200);
  expect(file.headers).toMatchObject({
    'content-type': 'image/jpeg',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-disposition': expect.stringContaining('eid-front.jpg'),
  });
  const raw = await t.app.inject({ method: 'GET', url: eid.backUrl!, headers: { authorization: `Bearer ${aisha}` } });
  expect(raw.rawPayload.equals(PNG)).toBe(true);
  expect(filesOnDisk(aishaId)).toHaveLength(2);
});

it('replaces a side: the new file, pending again, and the old file gone from disk', async () => {
  await upload(aisha, 'doc-passport', 'front', JPEG);
  const before = (await doc(aisha, 'doc-passport')).frontUrl;
  await post(t.app, `/document/v1/staff/documents/${aishaId}/doc-passport/front/review`, { approved: true }, cashier);
  expect(await doc(aisha, 'doc-passport')).toMatchObject({ frontStatus: 'approved', isFrontApproved: true, isApproved: true });
  const count = filesOnDisk(aishaId).length;
  expect((await upload(aisha, 'doc-passport', 'front', PDF, { name: 'passport.pdf', type: 'application/pdf' })).status).toBe(200);
  const after = await doc(aisha, 'doc-passport');
  expect(sideOf(after, 'front')).toMatchObject({ name: 'passport.pdf', fileType: 'pdf', status: 'pending', sizeBytes: PDF.length });
  expect(after).toMatchObject({ isFrontApproved: false, isApproved: false });
  expect(after.frontUrl).not.toBe(before);
  expect(filesOnDisk(aishaId)).toHaveLength(count);
});

it('refuses a file over 5 MB with 413 file_too_large and keeps nothing of it', async () => {
  const count = filesOnDisk(aishaId).length;
  const big = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(6 * 1024 * 1024, 3)]);
  expectError(await upload(aisha, 'doc-eye-test', 'front', big), 413, 'file_too_large');
  expect(filesOnDisk(aishaId)).toHaveLength(count);
  expect((await doc(aisha, 'doc-eye-test')).frontUrl).toBeNull();
});

it('judges the bytes, not the name or declared type', async () => {
  const text = Buffer.from('this is not a picture at all, just text pretending');
  expectError(await upload(aisha, 'doc-eye-test', 'front', text, { name: 'photo.jpg', type: 'image/jpeg' }), 415, 'unsupported_file_type');
  // a real PDF where the type takes pictures only
  expectError(await upload(aisha, 'doc-photo', 'front', PDF, { name: 'me.jpg', type: 'image/jpeg' }), 415, 'unsupported_file_type');
  expectError(await upload(aisha, 'doc-eye-test', 'front', Buffer.alloc(0)), 400, 'file_required');
  expectError(await upload(aisha, 'doc-eye-test', 'front', JPEG, { field: 'other' }), 400, 'file_required');
  expect(filesOnDisk(aishaId).some((f) => f.endsWith('.part'))).toBe(false);
});

it('refuses unknown types and a back side on a one-sided document', async () => {
  expectError(await upload(aisha, 'doc-passport', 'back', JPEG), 404, 'not_found');
  expectError(await upload(aisha, 'doc-nothing', 'front', JPEG), 404, 'not_found');
  expect((await upload(aisha, 'doc-passport', 'side', JPEG)).status).toBe(400);
});

it("keeps one learner out of another's documents and files", async () => {
  await upload(aisha, 'doc-emirates-id', 'front', JPEG);
  const url = (await doc(aisha, 'doc-emirates-id')).frontUrl!;
  // Omar's list holds nothing of Aisha's, and her link does not open for him
  expect((await doc(omar, 'doc-emirates-id')).frontUrl).toBeNull();
  expectError(await call(t.app, { method: 'GET', url, headers: { authorization: `Bearer ${omar}` } }), 403, 'file_link_invalid');
  // a learner cannot review (his own or anyone's)
  expectError(await post(t.app, `/document/v1/staff/documents/${aishaId}/doc-emirates-id/front/review`, { approved: true }, omar), 403, 'forbidden');
  expect(await get(t.app, url)).toMatchObject({ status: 401 });
});

it('refuses an expired or tampered file link', async () => {
  await upload(aisha, 'doc-visa', 'front', JPEG);
  const url = (await doc(aisha, 'doc-visa')).frontUrl!;
  const open = (u: string) => call(t.app, { method: 'GET', url: u, headers: { authorization: `Bearer ${aisha}` } });
  expect((await open(url)).status).toBe(200);
  const token = url.split('/').at(-1)!;
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
  for (const bad of [flip(token, 3), flip(token, 35), flip(token, 50), token.slice(0, -1)]) {
    expect((await open(`/document/v1/files/${bad}`)).status).toBeGreaterThanOrEqual(400);
    expect([400, 403]).toContain((await open(`/document/v1/files/${bad}`)).status);
  }
  t.clock.advance(5 * 60 * 1000 + 1000);
  try {
    expectError(await open(url), 403, 'file_link_invalid');
  } finally {
    t.clock.advance(-(5 * 60 * 1000 + 1000));
  }
});

it('staff review sets the status and notifies the learner exactly once, however often it is sent', async () => {
  await upload(aisha, 'doc-eye-test', 'front', JPEG);
  const countBefore = (await get(t.app, '/messages?perPage=50', aisha)).body.data.total as number;
  const url = `/document/v1/staff/documents/${aishaId}/doc-eye-test/front/review`;
  expectError(await post(t.app, url, { approved: false }, cashier), 400, 'invalid_data');
  const reject = { approved: false, reason: 'The picture is blurred' };
  const results = await Promise.all([post(t.app, url, reject, cashier), post(t.app, url, reject, cashier)]);
  expect(results.map((r) => r.status)).toEqual([200, 200]);
  expect(results[0]!.body.data).toMatchObject({ status: 'rejected', reason: 'The picture is blurred' });
  expect((await post(t.app, url, reject, cashier)).status).toBe(200);
  expect(sideOf(await doc(aisha, 'doc-eye-test'), 'front')).toMatchObject({ status: 'rejected', reason: 'The picture is blurred' });
  const after = (await get(t.app, '/messages?perPage=50', aisha)).body.data;
  expect(after.total).toBe(countBefore + 1);
  expect(after.items[0]).toMatchObject({
    kind: 'document_rejected',
    message: { en: 'Your document Eye test (front) was rejected: The picture is blurred', ar: expect.stringContaining('The picture is blurred') },
  });
  await post(t.app, url, { approved: true }, cashier);
  await post(t.app, url, { approved: true }, cashier);
  const approved = (await get(t.app, '/messages?perPage=50', aisha)).body.data;
  expect(approved.total).toBe(countBefore + 2);
  expect(approved.items[0]).toMatchObject({ kind: 'document_approved', message: { en: 'Your document Eye test (front) was approved' } });
  // nothing uploaded on that side: nothing to review
  expectError(await post(t.app, `/document/v1/staff/documents/${aishaId}/doc-photo/front/review`, { approved: true }, cashier), 404, 'not_found');
});

it('saves a document number, validated per type', async () => {
  const url = (id: string) => `/document/v1/student/documents/${id}/number`;
  const number = (id: string, documentNumber: string) => put(t.app, url(id), { _id: id, documentNumber }, aisha);
  const bad = await number('doc-emirates-id', '12345');
  expectError(bad, 400, 'invalid_data');
  expect(fieldCodes(bad.body)).toEqual({ documentNumber: 'invalid' });
  expect(fieldCodes((await number('doc-emirates-id', '  ')).body)).toEqual({ documentNumber: 'required' });
  expect(fieldCodes((await number('doc-visa', '201/2019/12<3')).body)).toEqual({ documentNumber: 'invalid' });
  expect((await number('doc-emirates-id', '784-1998-1234567-1')).status).toBe(200);
  expect((await number('doc-visa', ' 201/2019/1234567 ')).status).toBe(200);
  expectError(await number('doc-passport', 'A1234567'), 404, 'not_found');
  const docs = await list(aisha);
  expect(docs.find((d) => d._id === 'doc-emirates-id')!.documentNumber).toBe('784-1998-1234567-1');
  expect(docs.find((d) => d._id === 'doc-visa')!.documentNumber).toBe('201/2019/1234567');
  expect((await doc(omar, 'doc-visa')).documentNumber).toBeNull();
  // D§3's body names the document: one that names another type than the path is refused
  const other = await put(t.app, url('doc-visa'), { _id: 'doc-emirates-id', documentNumber: '201/2019/1234567' }, aisha);
  expectError(other, 400, 'invalid_data');
  expect(fieldCodes(other.body)).toEqual({ _id: 'invalid' });
  expect(fieldCodes((await put(t.app, url('doc-visa'), { documentNumber: '201/2019/1234567' }, aisha)).body)).toEqual({ _id: 'required' });
});

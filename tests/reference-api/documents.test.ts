import { sql } from 'drizzle-orm';
import { call, DEMO, expectError, fieldCodes, get, login, post, put, startTestApp, type TestApp } from './support/test-app';

// Documents (D§3, D§4, D§7): the required list, a side's file uploaded (upload/v1/upload, checked by its
// bytes, kept in the file store) then attached (POST student/documents), the number, short-lived signed
// URLs given to the file's learner only (upload/v1/get-signed-url), and staff review notifying once.

let t: TestApp;
let aisha: string;
let omar: string;
let cashier: string;
let aishaId: string;

beforeAll(async () => {
  t = await startTestApp();
  [aisha, omar, cashier] = await Promise.all([login(t.app, DEMO.aisha), login(t.app, DEMO.omar), login(t.app, DEMO.cashier)]);
  aishaId = (await get(t.app, '/user/v1/student/profile', aisha)).body.data._id;
}, 120_000);
afterAll(async () => {
  await t?.close();
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

/** D§7 upload/v1/upload: the file alone → { fileType, uri, name, size }. */
const uploadOnly = (token: string, file: Buffer, opts?: Parameters<typeof multipart>[1]) => {
  const m = multipart(file, opts);
  return call(t.app, { method: 'POST', url: '/upload/v1/upload', payload: m.payload, headers: { ...m.headers, authorization: `Bearer ${token}` } });
};
type Uploaded = { fileType: string; uri: string; name: string; size: number };
const attach = (token: string, typeId: string, side: string, file: Uploaded) =>
  post(t.app, '/student/documents', { _id: typeId, ...file, front: side === 'front' ? true : side === 'back' ? false : side }, token);

/** A side's upload as the portal makes it: the file, then the attach (the first failure is the answer). */
const upload = async (token: string, typeId: string, side: string, file: Buffer, opts?: Parameters<typeof multipart>[1]) => {
  const up = await uploadOnly(token, file, opts);
  if (up.status !== 200) return up;
  return attach(token, typeId, side, up.body.data as Uploaded);
};

/** A file as the portal reads it: a signed URL for the document's filepath, then the URL (no token). */
const signedUrl = async (token: string, filepath: string) => {
  const res = await get(t.app, `/upload/v1/get-signed-url?filepath=${filepath}`, token);
  return res.status === 200 ? (res.body.data.url as string) : res;
};
const openFile = async (token: string, filepath: string) => {
  const url = await signedUrl(token, filepath);
  if (typeof url !== 'string') throw new Error(`get-signed-url → ${url.status}`);
  return t.app.inject({ method: 'GET', url });
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
/** The learner's files in the file store (PostgreSQL here). */
const storedFiles = async (userId: string) => {
  const res = (await t.app.ctx.db.execute(sql`select key from stored_files where key like ${`uploads/${userId}/%`}`)) as unknown as {
    rows: { key: string }[];
  };
  return res.rows.map((r) => r.key);
};

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

it('stores front and back, lists them pending, and serves each through a signed URL', async () => {
  const front = await upload(aisha, 'doc-emirates-id', 'front', JPEG, { name: 'eid-front.jpg' });
  expect(front.status).toBe(200);
  const back = await upload(aisha, 'doc-emirates-id', 'back', PNG, { name: 'eid-back.png', type: 'image/png' });
  expect(back.status).toBe(200);
  const eid = await doc(aisha, 'doc-emirates-id');
  expect((['front', 'back'] as const).map((side) => sideOf(eid, side)).map((f) => [f.name, f.sizeBytes, f.fileType, f.status])).toEqual([
    ['eid-front.jpg', JPEG.length, 'jpeg', 'pending'],
    ['eid-back.png', PNG.length, 'png', 'pending'],
  ]);
  expect(eid.frontUrl).toMatch(/^[0-9a-f]{32}$/);
  const file = await openFile(aisha, eid.frontUrl!);
  expect(file.statusCode).toBe(200);
  expect(file.headers).toMatchObject({
    'content-type': 'image/jpeg',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-disposition': expect.stringContaining('eid-front.jpg'),
  });
  expect(file.rawPayload.equals(JPEG)).toBe(true);
  expect((await openFile(aisha, eid.backUrl!)).rawPayload.equals(PNG)).toBe(true);
  expect(await storedFiles(aishaId)).toHaveLength(2);
});

it('answers upload/v1/upload with D§7 fields, and an attach sent twice answers the same', async () => {
  const up = await uploadOnly(omar, PNG, { name: 'photo.png', type: 'image/png' });
  expect(up.status).toBe(200);
  expect(up.body.data).toEqual({ fileType: 'png', uri: expect.stringMatching(/^[0-9a-f]{32}$/), name: 'photo.png', size: PNG.length });
  const file = up.body.data as Uploaded;
  const [a, b] = [await attach(omar, 'doc-photo', 'front', file), await attach(omar, 'doc-photo', 'front', file)];
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(a.body.data).toMatchObject({ _id: 'doc-photo', frontUrl: file.uri, frontType: 'png', frontSize: PNG.length, frontStatus: 'pending' });
  // an upload is on one side only; what was uploaded is what is attached
  expect(fieldCodes((await attach(omar, 'doc-passport', 'front', file)).body)).toEqual({ uri: 'invalid' });
  const other = (await uploadOnly(omar, JPEG)).body.data as Uploaded;
  expect(fieldCodes((await attach(omar, 'doc-passport', 'front', { ...other, size: other.size + 1 })).body)).toEqual({ size: 'invalid' });
  expect(fieldCodes((await attach(omar, 'doc-passport', 'front', { ...other, fileType: 'png' })).body)).toEqual({ fileType: 'invalid' });
});

it('removes an upload never attached after an hour, row and bytes, and it can no longer be attached', async () => {
  const { runWindow } = await import('../../reference-api/src/platform/jobs');
  const { backgroundJobs } = await import('../../reference-api/src/background-jobs');
  const job = backgroundJobs(t.app.ctx).find((j) => j.name === 'uploads.expire')!;
  const left = (await uploadOnly(aisha, JPEG, { name: 'forgotten.jpg' })).body.data as Uploaded;
  const kept = (await uploadOnly(aisha, JPEG, { name: 'kept.jpg' })).body.data as Uploaded;
  expect((await attach(aisha, 'doc-visa', 'front', kept)).status).toBe(200);
  const before = await storedFiles(aishaId);
  expect(before.some((k) => k.includes(left.uri))).toBe(true);
  t.clock.advance(61 * 60_000);
  try {
    expectError(await attach(aisha, 'doc-visa', 'front', left), 400, 'invalid_data');
    const outcome = await runWindow(t.app.ctx.db, job, t.clock.now());
    expect(outcome).toMatchObject({ ran: true });
    const after = await storedFiles(aishaId);
    expect(after.some((k) => k.includes(left.uri))).toBe(false);
    expect(after.some((k) => k.includes(kept.uri))).toBe(true);
  } finally {
    t.clock.advance(-61 * 60_000);
  }
});

it('replaces a side: the new file, pending again, and the old file gone from the store', async () => {
  await upload(aisha, 'doc-passport', 'front', JPEG);
  const before = (await doc(aisha, 'doc-passport')).frontUrl;
  await post(t.app, `/document/v1/staff/documents/${aishaId}/doc-passport/front/review`, { approved: true }, cashier);
  expect(await doc(aisha, 'doc-passport')).toMatchObject({ frontStatus: 'approved', isFrontApproved: true, isApproved: true });
  const count = (await storedFiles(aishaId)).length;
  expect((await upload(aisha, 'doc-passport', 'front', PDF, { name: 'passport.pdf', type: 'application/pdf' })).status).toBe(200);
  const after = await doc(aisha, 'doc-passport');
  expect(sideOf(after, 'front')).toMatchObject({ name: 'passport.pdf', fileType: 'pdf', status: 'pending', sizeBytes: PDF.length });
  expect(after).toMatchObject({ isFrontApproved: false, isApproved: false });
  expect(after.frontUrl).not.toBe(before);
  expect(await storedFiles(aishaId)).toHaveLength(count);
  expect((await storedFiles(aishaId)).some((k) => k.includes(before!))).toBe(false);
});

it('refuses a file over 5 MB with 413 file_too_large and keeps nothing of it', async () => {
  const count = (await storedFiles(aishaId)).length;
  const big = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(6 * 1024 * 1024, 3)]);
  expectError(await upload(aisha, 'doc-eye-test', 'front', big), 413, 'file_too_large');
  expect(await storedFiles(aishaId)).toHaveLength(count);
  expect((await doc(aisha, 'doc-eye-test')).frontUrl).toBeNull();
});

it('judges the bytes, not the name or declared type', async () => {
  const text = Buffer.from('this is not a picture at all, just text pretending');
  expectError(await upload(aisha, 'doc-eye-test', 'front', text, { name: 'photo.jpg', type: 'image/jpeg' }), 415, 'unsupported_file_type');
  // a real PDF where the type takes pictures only
  expectError(await upload(aisha, 'doc-photo', 'front', PDF, { name: 'me.jpg', type: 'image/jpeg' }), 415, 'unsupported_file_type');
  expectError(await upload(aisha, 'doc-eye-test', 'front', Buffer.alloc(0)), 400, 'file_required');
  expectError(await upload(aisha, 'doc-eye-test', 'front', JPEG, { field: 'other' }), 400, 'file_required');
});

it('refuses unknown types and a back side on a one-sided document', async () => {
  expectError(await upload(aisha, 'doc-passport', 'back', JPEG), 404, 'not_found');
  expectError(await upload(aisha, 'doc-nothing', 'front', JPEG), 404, 'not_found');
  expect((await upload(aisha, 'doc-passport', 'side', JPEG)).status).toBe(400);
  // the old per-side upload route is gone
  expect(
    (await call(t.app, { method: 'POST', url: '/document/v1/student/documents/doc-passport/front', headers: { authorization: `Bearer ${aisha}` } }))
      .status,
  ).toBe(404);
});

it("keeps one learner out of another's documents and files", async () => {
  await upload(aisha, 'doc-emirates-id', 'front', JPEG);
  const filepath = (await doc(aisha, 'doc-emirates-id')).frontUrl!;
  // Omar's list holds nothing of Aisha's, he gets no URL for her file, nor can he attach her upload
  expect((await doc(omar, 'doc-emirates-id')).frontUrl).toBeNull();
  expectError(await get(t.app, `/upload/v1/get-signed-url?filepath=${filepath}`, omar), 404, 'not_found');
  const hers = (await uploadOnly(aisha, JPEG)).body.data as Uploaded;
  expect(fieldCodes((await attach(omar, 'doc-passport', 'front', hers)).body)).toEqual({ uri: 'invalid' });
  // staff may read any learner's file (to review it)
  expect(typeof (await signedUrl(cashier, filepath))).toBe('string');
  // a learner cannot review (his own or anyone's)
  expectError(await post(t.app, `/document/v1/staff/documents/${aishaId}/doc-emirates-id/front/review`, { approved: true }, omar), 403, 'forbidden');
  expect(await get(t.app, `/upload/v1/get-signed-url?filepath=${filepath}`)).toMatchObject({ status: 401 });
});

it('refuses an expired or tampered signed URL', async () => {
  await upload(aisha, 'doc-visa', 'front', JPEG);
  const url = (await signedUrl(aisha, (await doc(aisha, 'doc-visa')).frontUrl!)) as string;
  expect(url).toMatch(/^\/upload\/v1\/files\/[A-Za-z0-9_-]{62}$/);
  const open = (u: string) => call(t.app, { method: 'GET', url: u });
  expect((await open(url)).status).toBe(200);
  const token = url.split('/').at(-1)!;
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'a' ? 'b' : 'a') + s.slice(i + 1);
  for (const bad of [flip(token, 3), flip(token, 35), flip(token, 50), token.slice(0, -1)]) {
    expect([400, 403]).toContain((await open(`/upload/v1/files/${bad}`)).status);
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

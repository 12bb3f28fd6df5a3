import { sql } from 'drizzle-orm';
import { call, DEMO, expectError, get, latestCode, login, post, startTestApp, type TestApp } from './support/test-app';

// Contracts signed by OTP (issue 27, docs/contracts.md): the centre sends a signed, expiring link; the
// learner's phone gets a code; the code signs once (who, when, from where, which code), and the signed
// PDF is stored once. Altered or expired links, wrong codes and a double signature are refused.

let t: TestApp;
let cashier: string;
let aisha: string;
const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

beforeAll(async () => {
  t = await startTestApp({ OTP_SENDS_PER_ADDRESS: '100', OTP_SENDS_PER_PURPOSE: '100', OTP_SENDS_PER_DAY: '100' });
  [cashier, aisha] = await Promise.all([login(t.app, DEMO.cashier), login(t.app, DEMO.aisha)]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const tokenOf = (url: string) => decodeURIComponent(url.split('/contract-request/id/')[1]!);
/** A new contract for Aisha's course, and its link (as the centre's counter sends it). */
async function newLink(lang: 'en' | 'ar' = 'en') {
  const res = await post(t.app, `/student/contract/staff/send-link?lang=${lang}`, { userId: 'usr-aisha' }, cashier);
  expect(res.status).toBe(200);
  return { token: tokenOf(res.body.data.url as string), documentId: res.body.data.documentId as string, url: res.body.data.url as string };
}
const from = (ip: string, url: string, payload: unknown) => call(t.app, { method: 'POST', url, payload: payload as object, remoteAddress: ip });
const status = (id: string) => post(t.app, '/student/contract/verify-status', { id });
async function sendCode(id: string) {
  const res = await post(t.app, '/student/contract/send-otp', { id });
  expect(res.status).toBe(200);
  return latestCode(t.app, DEMO.aisha);
}

test('the link reaches the learner by SMS and e-mail and opens her contract, priced from the money module', async () => {
  const { token, documentId, url } = await newLink('ar');
  expect(url).toMatch(/\/ar\/contract-request\/id\/[\w-]{22}\.[0-9a-z]+\.[\w-]{24}$/);
  const sms = await get(t.app, `/sandbox/outbox?to=${DEMO.aisha}&limit=1`);
  expect(sms.body[0].body).toContain(url);
  const res = await status(token);
  expect(res.status).toBe(200);
  const d = res.body.data;
  expect(d).toMatchObject({ status: 'unsigned', documentId, signature: null, signedFile: false, phone: '+971 50 •••• 567' });
  expect(d.contract.learner.name).toBe('Aisha Rahman');
  expect(d.contract.details.paragraphs.en.length).toBeGreaterThan(0);
  const sum = d.contract.lines.reduce((s: number, l: { totalAmount: number }) => s + Math.round(l.totalAmount * 100), 0);
  expect(Math.round(d.contract.totals.totalAmount * 100)).toBe(sum);
  // the learner's own documents list it (the same row the portal's PDF page reads)
  const mine = await get(t.app, '/student/issued-documents', aisha);
  expect(mine.body.data.map((x: { _id: string }) => x._id)).toContain(documentId);
});

test('only staff who issue documents send links; a learner is refused', async () => {
  expectError(await post(t.app, '/student/contract/staff/send-link', { userId: 'usr-aisha' }, aisha), 403, 'forbidden');
  expectError(await post(t.app, '/student/contract/staff/send-link', { documentId: 'CT-NOPE' }, cashier), 404, 'not_found');
  expectError(await post(t.app, '/student/contract/staff/send-link', { documentId: 'LS-2026-000031' }, cashier), 404, 'not_found');
});

test('an altered link (its MAC, its expiry or its id) and a bare document number are not valid', async () => {
  const { token } = await newLink();
  const [id, exp, mac] = token.split('.');
  const flipped = `${id}.${exp}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`;
  expectError(await status(flipped), 404, 'contract_link_invalid');
  // a later expiry, or another link's id, under the old MAC
  expectError(await status(`${id}.${(parseInt(exp!, 36) + 86_400).toString(36)}.${mac}`), 404, 'contract_link_invalid');
  const other = (await newLink()).token.split('.')[0];
  expectError(await status(`${other}.${exp}.${mac}`), 404, 'contract_link_invalid');
  expectError(await status('CT-2026-000087'), 404, 'contract_link_invalid');
  expectError(await post(t.app, '/student/contract/send-otp', { id: flipped }), 404, 'contract_link_invalid');
  expectError(await post(t.app, '/student/contract/verify-status', { id: '' }), 400, 'invalid_data');
});

test('an expired link says so and cannot send codes or sign', async () => {
  const { token } = await newLink();
  const code = await sendCode(token);
  t.clock.advance(8 * 86_400_000);
  try {
    expectError(await status(token), 410, 'contract_link_expired');
    expectError(await post(t.app, '/student/contract/send-otp', { id: token }), 410, 'contract_link_expired');
    expectError(await post(t.app, '/student/contract/verify-otp', { id: token, otp: code }), 410, 'contract_link_expired');
  } finally {
    t.clock.advance(-8 * 86_400_000);
  }
});

test('wrong codes are limited as login codes: the sixth try is refused even when right', async () => {
  const { token } = await newLink();
  expectError(await post(t.app, '/student/contract/verify-otp', { id: token, otp: '123456' }), 400, 'otp_invalid'); // no code sent yet
  const code = await sendCode(token);
  const wrong = code === '000000' ? '000001' : '000000';
  for (let i = 0; i < 5; i++) expectError(await post(t.app, '/student/contract/verify-otp', { id: token, otp: wrong }), 400, 'otp_invalid');
  expectError(await post(t.app, '/student/contract/verify-otp', { id: token, otp: code }), 429, 'otp_attempts');
  expect((await status(token)).body.data.status).toBe('unsigned');
  // a fresh code works again
  const again = await sendCode(token);
  expect((await post(t.app, '/student/contract/verify-otp', { id: token, otp: again })).status).toBe(200);
});

test('a code sent through one link does not sign another contract', async () => {
  const a = await newLink();
  const b = await newLink();
  const code = await sendCode(a.token);
  await sendCode(b.token);
  expectError(await post(t.app, '/student/contract/verify-otp', { id: a.token, otp: '12345' }), 400, 'invalid_data');
  const res = await post(t.app, '/student/contract/verify-otp', { id: b.token, otp: code });
  expect(res.status).not.toBe(200);
  expect((await status(b.token)).body.data.status).toBe('unsigned');
});

test('the code signs: who, when, from which address and which code are recorded; then nothing changes', async () => {
  const { token, documentId } = await newLink();
  const code = await sendCode(token);
  const res = await from('203.0.113.7', '/student/contract/verify-otp', { id: token, otp: code });
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ status: 'signed', signature: { signerName: 'Aisha Rahman', signerPhone: '+971 50 •••• 567' } });
  expect(Math.abs(Date.parse(res.body.data.signature.signedAt) - t.clock.now())).toBeLessThan(5_000);
  const rows = (await t.handle.db.execute(sql`
    select s.ip_address, s.signer_name, s.otp_challenge_id, o.purpose, o.consumed_at is not null as used
    from contract_signatures s join otp_challenges o on o.id = s.otp_challenge_id where s.document_id = ${documentId}`)) as unknown as {
    rows: { ip_address: string; signer_name: string; otp_challenge_id: string; purpose: string; used: boolean }[];
  };
  expect(rows.rows).toEqual([
    { ip_address: '203.0.113.7', signer_name: 'Aisha Rahman', otp_challenge_id: res.body.data.signature.otpId, purpose: 'contract', used: true },
  ]);

  expectError(await post(t.app, '/student/contract/send-otp', { id: token }), 409, 'contract_signed');
  expectError(await post(t.app, '/student/contract/verify-otp', { id: token, otp: code }), 409, 'contract_signed');
  // a new link to the same contract cannot reopen it
  expectError(await post(t.app, '/student/contract/staff/send-link', { documentId }, cashier), 409, 'contract_signed');
  // the database refuses changes to the signature and to the signed contract
  await expect(t.handle.db.execute(sql`update contract_signatures set signer_name = 'X' where document_id = ${documentId}`)).rejects.toThrow();
  await expect(t.handle.db.execute(sql`update issued_documents set details = '{}'::jsonb where id = ${documentId}`)).rejects.toThrow();
  await expect(t.handle.db.execute(sql`delete from contract_signatures where document_id = ${documentId}`)).rejects.toThrow();
});

test('the same code sent twice at once signs once', async () => {
  const { token, documentId } = await newLink();
  const code = await sendCode(token);
  const results = await Promise.all([0, 1, 2].map(() => post(t.app, '/student/contract/verify-otp', { id: token, otp: code })));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  for (const r of results.filter((x) => x.status !== 200)) expect([400, 409]).toContain(r.status);
  const n = (await t.handle.db.execute(sql`select count(*)::int as n from contract_signatures where document_id = ${documentId}`)) as unknown as {
    rows: { n: number }[];
  };
  expect(n.rows[0]!.n).toBe(1);
});

test('two codes for one contract raced at once still sign once', async () => {
  const one = await newLink();
  const second = await post(t.app, '/student/contract/staff/send-link', { documentId: one.documentId }, cashier);
  const two = tokenOf(second.body.data.url);
  const c1 = await sendCode(one.token);
  const c2 = await sendCode(two);
  const [a, b] = await Promise.all([
    post(t.app, '/student/contract/verify-otp', { id: one.token, otp: c1 }),
    post(t.app, '/student/contract/verify-otp', { id: two, otp: c2 }),
  ]);
  expect([a.status, b.status].sort()).toEqual([200, 409]);
});

test('the signed PDF is stored once, read back whole, and only for a signed contract', async () => {
  const { token } = await newLink();
  expectError(await post(t.app, '/student/contract/generate-pdf', { id: token }), 409, 'contract_not_signed');
  expectError(await post(t.app, '/student/contract/update-file-contract', { id: token, file: MINIMAL_PDF }), 409, 'contract_not_signed');
  const code = await sendCode(token);
  await post(t.app, '/student/contract/verify-otp', { id: token, otp: code });
  expectError(await get(t.app, `/student/contract/${token}/pdf/`), 404, 'contract_pdf_pending');
  const gen = await post(t.app, '/student/contract/generate-pdf', { id: token });
  expect(gen.body.data).toMatchObject({ status: 'signed', signedFile: false });
  expectError(
    await post(t.app, '/student/contract/update-file-contract', { id: token, file: Buffer.from('not a pdf').toString('base64') }),
    400,
    'contract_file_invalid',
  );
  const [x, y] = await Promise.all([
    post(t.app, '/student/contract/update-file-contract', { id: token, file: MINIMAL_PDF }),
    post(t.app, '/student/contract/update-file-contract', { id: token, file: Buffer.from('%PDF-1.4 other').toString('base64') }),
  ]);
  expect([x.status, y.status]).toEqual([200, 200]);
  expect(x.body.data.sha256).toBe(y.body.data.sha256);
  const pdf = await call(t.app, { method: 'GET', url: `/student/contract/${token}/pdf/` });
  expect(pdf.status).toBe(200);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.headers['cache-control']).toBe('private, no-store');
  const files = (await t.handle.db.execute(sql`select count(*)::int as n from stored_files where key like ${'contracts/%'}`)) as unknown as {
    rows: { n: number }[];
  };
  expect(files.rows[0]!.n).toBe(1);
  expect((await status(token)).body.data.signedFile).toBe(true);
});

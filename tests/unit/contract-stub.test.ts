import { readTable, tableSection } from '@/tests/fixtures/contract/table';
import { sampleAnswer, startContractStub, type ContractStub } from '@/tests/support/contract-stub/server';

// The second backend (issue 23) is built from the conformance table and nothing else: it serves every
// row's method + path under a prefixed base (and no other path), answers with names the table
// records, and errors in the spec's shape (no `code` of the reference API's).

const { rows } = readTable();
const section = tableSection();
/** Every name the conformance table's rows write in backticks (`a`, `a.b`, `{a, b}` lists). */
const tableLines = section
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .join('\n');
const named = new Set([...tableLines.matchAll(/`([^`]+)`/g)].flatMap((m) => m[1]!.split(/[^\w]+/)).filter(Boolean));

let stub: ContractStub;
let token = '';

async function ask(method: string, path: string, body?: unknown, auth = token) {
  const res = await fetch(`${stub.url}/${path}`, {
    method,
    headers: { ...(auth ? { authorization: `Bearer ${auth}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as unknown };
}

async function logIn() {
  const login = await ask('POST', 'user/v1/auth/login', { username: '971501234567', password: 'Student@12345' }, '');
  token = (login.body as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  stub = await startContractStub();
  await logIn();
});
afterAll(() => stub.stop());

const concrete = (path: string) => path.replace('{resource}', 'entity/v1/emirates').replace(/\{[^}]+\}/g, 'doc-visa');
const calls = rows.flatMap((row) => row.calls.map((call) => ({ row: row.id, ...call })));

describe('the stub built from the conformance table', () => {
  it.each(calls.map((c) => [`${c.row} ${c.method} ${c.path}`, c] as const))('serves %s', async (_name, call) => {
    stub.seen.length = 0;
    const res = await ask(call.method, concrete(call.path), call.method === 'GET' ? undefined : {});
    expect(stub.seen.map((s) => s.method)).toEqual([call.method]);
    // Routed by the table (a row whose path is more specific may take a concrete path first).
    expect(stub.seen[0]!.row).toBeTruthy();
    expect(res.status).not.toBe(500);
  });

  it('serves nothing the table does not name, nor outside its base', async () => {
    expect((await ask('PATCH', 'user/v1/student/profile')).status).toBe(404);
    expect((await fetch(`${stub.url.replace('/centre/api', '')}/user/v1/student/profile`)).status).toBe(404);
    expect((await ask('GET', 'sandbox/outbox')).status).toBe(404);
  });

  it("answers errors in the spec's shape: statusCode, message, errors, and no code", async () => {
    const wrong = await ask('POST', 'user/v1/auth/login', { username: '971501234567', password: 'nope' }, '');
    expect(wrong).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Invalid Username or Password!' } });
    const invalid = await ask('POST', 'user/v1/auth/signup', { name: '' }, '');
    expect(invalid.body).toMatchObject({ statusCode: 400, message: 'Invalid Data in Form!', errors: { name: 'Name is required' } });
    for (const res of [wrong, invalid, await ask('GET', 'user/v1/student/profile', undefined, 'revoked')])
      expect(res.body).not.toHaveProperty('code');
  });

  it('answers only names the table records (the top level of every answer, and of list items)', async () => {
    await logIn(); // the logout row (2.9) revoked the last token
    const unnamed = new Set<string>();
    let answered = 0;
    for (const call of calls.filter((c) => c.method === 'GET')) {
      const { status, body } = await ask('GET', concrete(call.path));
      if (status === 200) answered += 1;
      const data = Array.isArray(body) ? body : (body as { data?: unknown }).data;
      const objects = (Array.isArray(data) ? data : [data]).flatMap((d) =>
        d && typeof d === 'object'
          ? [d, ...Object.values(d).flatMap((v) => (Array.isArray(v) ? v.filter((i) => i && typeof i === 'object') : []))]
          : [],
      );
      for (const object of objects) for (const key of Object.keys(object as object)) if (!named.has(key)) unnamed.add(`${call.row}: ${key}`);
    }
    expect(answered).toBeGreaterThan(40);
    expect([...unnamed]).toEqual([]);
  });

  it('builds a sample from the answer names of a row without a flow, amounts as AED numbers', () => {
    expect(sampleAnswer(['isSuccess', 'responseText', 'status', 'paymentLogObj.paymentLink', 'referralAmount'])).toEqual({
      isSuccess: false,
      responseText: 'responseText',
      status: 'status',
      paymentLogObj: { paymentLink: 'paymentLink' },
      referralAmount: 0,
    });
  });
});

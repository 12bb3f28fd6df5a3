import { DEMO, expectError, fieldCodes, get, login, post, put, call, startTestApp, usingPostgres, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => t?.close());

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

// The fields these tests read from the lookup lists.
interface Named {
  _id: string;
  name: { en: string; ar: string };
}
interface Branch extends Named {
  type: string;
}
interface LicenceType extends Named {
  isEnabledForRegistration: boolean;
}

describe('health and docs', () => {
  it('reports the database kind', async () => {
    const res = await get(t.app, '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: usingPostgres() ? 'postgres' : 'pglite' });
  });

  it('serves an OpenAPI 3 document naming every contract route', async () => {
    const res = await get(t.app, '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const p of [
      '/health',
      '/entity/v1/license-type',
      '/entity/v1/license-type/all',
      '/entity/v1/license-type/{id}',
      '/entity/v1/training-branch',
      '/entity/v1/emirates',
      '/entity/v1/countries',
      '/entity/v1/occupation',
      '/entity/v1/visa-profession',
      '/entity/v1/languages',
      '/user/v1/auth/signup',
      '/user/v1/auth/send-otp',
      '/user/v1/auth/resend-otp',
      '/user/v1/auth/verify-otp',
      '/user/v1/auth/login',
      '/user/v1/auth/login-otp',
      '/user/v1/auth/login-otp/verify',
      '/user/v1/auth/forgot-password',
      '/user/v1/auth/reset-password',
      '/user/v1/auth/logout',
      '/user/v1/student/profile',
      '/user/v1/student/pre-register',
      '/user/v1/auth/send-verify-email',
      '/user/v1/auth/verify-email/{id}',
      '/upload/v1/read-emirate-id',
      '/upload/v1/upload',
      '/upload/v1/get-signed-url',
      '/student/documents',
    ]) {
      expect(paths).toContain(p);
    }
  });
});

describe('error envelope', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const res = await get(t.app, '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'not_found', message: 'Not Found' });
  });

  it('answers a known path with the wrong method 405 and names the allowed ones', async () => {
    const res = await call(t.app, { method: 'DELETE', url: '/user/v1/auth/login' });
    expect(res.body).toEqual({ statusCode: 405, code: 'method_not_allowed', message: 'Method Not Allowed' });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('POST');
    const list = await call(t.app, { method: 'PATCH', url: '/entity/v1/countries/ct-ae' });
    expectError(list, 405, 'method_not_allowed');
    expect(String(list.headers.allow).split(', ')).toEqual(expect.arrayContaining(['GET', 'HEAD']));
  });

  it('answers an over-long URL parameter 414 in the envelope, without framework internals', async () => {
    const res = await get(t.app, `/entity/v1/license-type/${'a'.repeat(120)}`);
    expect(res.status).toBe(414);
    expect(res.body).toEqual({ statusCode: 414, code: 'uri_too_long', message: 'Request URI is too long' });
    expect(JSON.stringify(res.body)).not.toMatch(/FST_|\/entity/);
  });

  it('answers a body over 1 MB 413 and an unknown content type 415', async () => {
    const big = await call(t.app, {
      method: 'POST',
      url: '/user/v1/auth/login',
      payload: `{"username":"${'x'.repeat(1_100_000)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(big.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: 'Request body is too large' });
    const xml = await call(t.app, { method: 'POST', url: '/user/v1/auth/login', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expectError(xml, 415, 'unsupported_media_type');
  });

  it('answers malformed JSON and an empty JSON body with 400 invalid_data, not 5xx', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/user/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.body).toEqual({ statusCode: 400, code: 'invalid_data', message: 'Invalid Data in Form!' });
    const empty = await call(t.app, { method: 'POST', url: '/user/v1/auth/login', headers: { 'content-type': 'application/json' } });
    expectError(empty, 400, 'invalid_data');
  });

  it('turns zod failures into field codes with the spec texts, one per field', async () => {
    const res = await post(t.app, '/user/v1/auth/login', { username: ['x'] });
    expectError(res, 400, 'invalid_data');
    expect(res.body.message).toBe('Invalid Data in Form!');
    expect(res.body.fields).toEqual({
      username: { code: 'invalid', message: 'Username is invalid' },
      password: { code: 'required', message: 'Password is required' },
    });
  });
});

describe('generic list semantics', () => {
  it('pages with _start/_end and reports the total in an exposed header', async () => {
    const res = await get(t.app, '/entity/v1/countries?_start=2&_end=5');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(3);
    const total = Number(res.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('x-total-count');
    const all = await get(t.app, '/entity/v1/countries?_start=0&_end=1000');
    expect(all.body).toHaveLength(total);
    expect(res.body).toEqual(all.body.slice(2, 5));
  });

  it('sorts by a field in either order, by name in the request language', async () => {
    const asc = await get(t.app, '/entity/v1/countries?_sort=name&_order=ASC&_start=0&_end=1000');
    const names = asc.body.map((c: Named) => c.name.en);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const desc = await get(t.app, '/entity/v1/countries?_sort=name&_order=desc&_start=0&_end=1000');
    expect(desc.body.map((c: Named) => c.name.en)).toEqual([...names].reverse());
    const ar = await call(t.app, { method: 'GET', url: '/entity/v1/emirates?_sort=name', headers: { 'accept-language': 'ar' } });
    const arNames = ar.body.map((e: Named) => e.name.ar);
    expect(arNames).toHaveLength(7);
    expect(new Set(arNames).size).toBe(7);
  });

  it('filters by equality, by "in" for arrays, by booleans and inside list fields', async () => {
    const gcc = await get(t.app, `/entity/v1/countries?_filters=${enc({ isGcc: true })}`);
    expect(gcc.body.map((c: Named) => c._id).sort()).toEqual(['ct-ae', 'ct-bh', 'ct-kw', 'ct-om', 'ct-qa', 'ct-sa']);
    expect(gcc.headers['x-total-count']).toBe('6');

    const some = await get(t.app, `/entity/v1/countries?_filters=${enc({ iso2: ['IN', 'PK', 'PH'] })}`);
    expect(some.body.map((c: Named) => c._id).sort()).toEqual(['ct-in', 'ct-ph', 'ct-pk']);

    const byId = await get(t.app, `/entity/v1/languages?_filters=${enc({ _id: 'lang-ar' })}`);
    expect(byId.body).toEqual([{ _id: 'lang-ar', name: { en: 'Arabic', ar: 'العربية' }, code: 'ar' }]);

    const enabled = await get(t.app, `/entity/v1/license-type?_filters=${enc({ isEnabledForRegistration: 'true' })}`);
    expect(enabled.body.map((l: Named) => l._id)).toEqual(['lt-lmv', 'lt-motorcycle', 'lt-heavy-truck', 'lt-light-bus', 'lt-heavy-bus']);

    const manualMale = await get(t.app, `/entity/v1/license-type?_filters=${enc({ gearTypes: 'automatic', genders: 'female' })}`);
    expect(manualMale.body.map((l: Named) => l._id)).toEqual(['lt-lmv', 'lt-motorcycle', 'lt-light-bus']);

    const byName = await get(t.app, `/entity/v1/visa-profession?_filters=${enc({ name: 'Cabin Crew' })}`);
    expect(byName.body.map((v: Named) => v._id)).toEqual(['vp-cabin-crew']);

    const none = await get(t.app, `/entity/v1/countries?_filters=${enc({ iso2: 'ZZ' })}`);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['_filters=not-json', '_filters'],
    [`_filters=${enc([1, 2])}`, '_filters'],
    [`_filters=${enc({ password: 'x' })}`, '_filters.password'],
    [`_filters=${enc({ isGcc: 'maybe' })}`, '_filters.isGcc'],
    [`_filters=${enc({ iso2: { $ne: 1 } })}`, '_filters.iso2'],
    ['_sort=secret', '_sort'],
    ['_order=sideways', '_order'],
    ['_start=-1', '_start'],
    ['_start=abc', '_start'],
    ['_start=10&_end=5', '_end'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const res = await get(t.app, `/entity/v1/countries?${query}`);
    expectError(res, 400, 'invalid_data');
    expect(Object.keys(res.body.fields)).toContain(field);
  });

  it('ignores extra query parameters the portal may send', async () => {
    const res = await get(t.app, '/entity/v1/emirates?perPage=1000&page=1&foo=bar');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
  });
});

describe('lookups', () => {
  it('seeds the licence types of the contract', async () => {
    const res = await get(t.app, '/entity/v1/license-type?_start=0&_end=1000');
    const byId = Object.fromEntries(res.body.map((l: LicenceType) => [l._id, l]));
    expect(byId['lt-lmv']).toMatchObject({
      name: { en: 'Light Motor Vehicle' },
      gearTypes: ['automatic', 'manual'],
      genders: ['male', 'female'],
      isEnabledForRegistration: true,
    });
    expect(byId['lt-heavy-truck']).toMatchObject({ gearTypes: ['manual'], genders: ['male'], isEnabledForRegistration: true });
    expect(byId['lt-forklift'].isEnabledForRegistration).toBe(false);
    expect(byId['lt-shovel'].isEnabledForRegistration).toBe(false);
    for (const id of ['lt-motorcycle', 'lt-light-bus', 'lt-heavy-bus']) expect(byId[id].isEnabledForRegistration).toBe(true);
  });

  it('answers /license-type/all as a bare array and /:id in the envelope', async () => {
    const all = await get(t.app, '/entity/v1/license-type/all');
    expect(all.body).toHaveLength(7);
    expect(Object.keys(all.body[0]).sort()).toEqual(['_id', 'name']);
    const one = await get(t.app, '/entity/v1/license-type/lt-heavy-truck');
    expect(one.body).toMatchObject({ statusCode: 200, data: { _id: 'lt-heavy-truck', gearTypes: ['manual'], genders: ['male'] } });
    const missing = await get(t.app, '/entity/v1/license-type/lt-nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'not_found', message: 'Not Found' });
  });

  it('seeds branches, emirates, countries, occupations, visa professions and languages', async () => {
    const branches = (await get(t.app, '/entity/v1/training-branch')).body;
    expect(branches.find((b: Branch) => b._id === 'br-main')).toMatchObject({
      type: 'main_branch',
      allowTrainingSchedule: false,
      emirate: 'em-dubai',
    });
    expect(branches.find((b: Branch) => b._id === 'br-main-training')).toMatchObject({ type: 'main_branch', allowTrainingSchedule: true });
    expect(branches.filter((b: Branch) => b.type === 'branch').map((b: Branch) => b._id)).toEqual(
      expect.arrayContaining(['br-al-quoz', 'br-mirdif']),
    );

    expect((await get(t.app, '/entity/v1/emirates')).body.map((e: Named) => e.name.en)).toEqual([
      'Abu Dhabi',
      'Dubai',
      'Sharjah',
      'Ajman',
      'Umm Al Quwain',
      'Ras Al Khaimah',
      'Fujairah',
    ]);

    const countries = (await get(t.app, '/entity/v1/countries?_end=1000')).body;
    const uae = countries.find((c: Named) => c._id === 'ct-ae');
    expect(uae).toEqual({
      _id: 'ct-ae',
      name: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
      iso2: 'AE',
      callingCode: '971',
      isGcc: true,
    });
    for (const id of ['ct-in', 'ct-pk', 'ct-ph', 'ct-eg', 'ct-gb', 'ct-sa']) expect(countries.map((c: Named) => c._id)).toContain(id);
    for (const c of countries) {
      expect(c.name.en).toBeTruthy();
      expect(c.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(c.callingCode).toMatch(/^\d{1,4}$/);
    }

    const vp = (await get(t.app, '/entity/v1/visa-profession?_end=1000')).body.map((v: Named) => v.name.en);
    expect(vp).toEqual(expect.arrayContaining(['Pilot', 'Cabin Crew', 'Other']));
    expect((await get(t.app, '/entity/v1/occupation')).body.length).toBeGreaterThan(5);
    expect((await get(t.app, '/entity/v1/languages')).body.map((l: Named) => l._id)).toEqual(
      expect.arrayContaining(['lang-en', 'lang-ar', 'lang-ur', 'lang-hi', 'lang-ml', 'lang-ru']),
    );
  });

  it('re-running the seed changes nothing (idempotent upserts with fixed ids)', async () => {
    const before = (await get(t.app, '/entity/v1/countries?_end=1000')).body;
    const { seed } = await import('../../reference-api/src/db/seed');
    await seed(t.handle.db);
    await seed(t.handle.db);
    expect((await get(t.app, '/entity/v1/countries?_end=1000')).body).toEqual(before);
    expect((await get(t.app, '/entity/v1/license-type')).headers['x-total-count']).toBe('7');
  });
});

describe('generic writes (occupation: admin only)', () => {
  it('refuses writes without a token (401) and for other roles (403)', async () => {
    const body = { name: { en: 'Chef', ar: 'طاهٍ' } };
    expectError(await post(t.app, '/entity/v1/occupation', body), 401, 'unauthorized');
    const student = await login(t.app, DEMO.aisha);
    const cashier = await login(t.app, DEMO.cashier);
    expectError(await post(t.app, '/entity/v1/occupation', body, student), 403, 'forbidden');
    expect((await post(t.app, '/entity/v1/occupation', body, cashier)).status).toBe(403);
    expect(
      (await call(t.app, { method: 'DELETE', url: '/entity/v1/occupation/occ-student', headers: { authorization: `Bearer ${cashier}` } })).status,
    ).toBe(403);
  });

  it('lets an admin create, read, update and delete', async () => {
    const admin = await login(t.app, DEMO.admin);
    const created = await post(t.app, '/entity/v1/occupation', { name: { en: 'Chef', ar: 'طاهٍ' }, sortOrder: 5 }, admin);
    expect(created.status).toBe(201);
    const id = created.body.data._id;
    expect(id).toMatch(/^occ-/);
    expect(created.body.data).toEqual({ _id: id, name: { en: 'Chef', ar: 'طاهٍ' } });

    const listed = await get(t.app, `/entity/v1/occupation?_filters=${enc({ name: 'Chef' })}`);
    expect(listed.body).toEqual([{ _id: id, name: { en: 'Chef', ar: 'طاهٍ' } }]);

    const dup = await post(t.app, '/entity/v1/occupation', { name: { en: 'chef', ar: 'طباخ' } }, admin);
    expect(dup.body).toEqual({ statusCode: 409, code: 'conflict', message: 'Already exists' });

    const updated = await put(t.app, `/entity/v1/occupation/${id}`, { name: { en: 'Head Chef', ar: 'رئيس الطهاة' } }, admin);
    expect(updated.status).toBe(200);
    expect(updated.body.data.name.en).toBe('Head Chef');

    const bad = await put(t.app, `/entity/v1/occupation/${id}`, { name: { en: '' } }, admin);
    expectError(bad, 400, 'invalid_data');
    expect(fieldCodes(bad.body)).toEqual({ 'name.en': 'required', 'name.ar': 'required' });

    const del = await call(t.app, { method: 'DELETE', url: `/entity/v1/occupation/${id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(del.body).toEqual({ statusCode: 200, message: 'Deleted', data: { _id: id } });
    expect((await get(t.app, `/entity/v1/occupation/${id}`)).status).toBe(404);
    expect((await put(t.app, `/entity/v1/occupation/${id}`, { sortOrder: 1 }, admin)).status).toBe(404);
  });

  it('keeps lookups without write access read-only (405: only GET is routed)', async () => {
    const admin = await login(t.app, DEMO.admin);
    const res = await post(t.app, '/entity/v1/countries', { name: { en: 'X', ar: 'س' } }, admin);
    expectError(res, 405, 'method_not_allowed');
  });
});

describe('sandbox outbox', () => {
  it('is 404 unless SANDBOX=1', async () => {
    const closed = await t.sibling({ SANDBOX: '0' });
    expect((await get(closed, '/sandbox/outbox')).status).toBe(404);
    expect((await get(t.app, '/sandbox/outbox')).status).toBe(200);
  });

  it('lists messages newest first, filtered by recipient', async () => {
    await post(t.app, '/user/v1/auth/forgot-password', { phone: DEMO.omar, role: 'student' });
    await post(t.app, '/user/v1/auth/login-otp', { username: DEMO.omar });
    const res = await get(t.app, `/sandbox/outbox?to=${DEMO.omar}&limit=5`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toEqual({
      _id: expect.any(String),
      channel: 'sms',
      to: DEMO.omar,
      subject: null,
      body: expect.stringContaining(res.body[0].code),
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.any(String),
    });
    expect(res.body[0].body).toMatch(/login/i);
    expect(res.body[1].body).toMatch(/reset/i);
    expect((await get(t.app, '/sandbox/outbox?to=%2B971%2052%20765%204321&limit=5')).body).toHaveLength(2);
  });

  it('keeps no plaintext code without SANDBOX=1: the row has code null and the body shows ••••••', async () => {
    const closed = await t.sibling({ SANDBOX: '0' });
    const sent = await post(closed, '/user/v1/auth/login-otp', { username: DEMO.aisha });
    expect(sent.status).toBe(200);
    // read the row through the sandbox app over the same database
    const [row] = (await get(t.app, `/sandbox/outbox?to=${DEMO.aisha}&limit=1`)).body;
    expect(row.code).toBeNull();
    expect(row.body).toContain('••••••');
    expect(row.body).not.toMatch(/\d{6}/);
  });
});

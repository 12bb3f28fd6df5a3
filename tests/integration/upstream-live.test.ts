/**
 * lib/upstream against a live backend: every module parses what the API really sends (contract
 * drift fails here), and errors arrive as UpstreamError in the envelope's shape. The backend is the
 * reference API, or the stub built from the conformance table (CONTRACT_BACKEND=stub, issue 23):
 * support/backend.ts.
 */
import { registrationPayload } from '../fixtures/learner';
import { onStub, referenceOnly, startBackend, type Backend } from './support/backend';

let api: Backend;
let lookups: typeof import('@/lib/upstream/lookups');
let auth: typeof import('@/lib/upstream/auth');
let profile: typeof import('@/lib/upstream/profile');
let errors: typeof import('@/lib/upstream/errors');
let user: typeof import('@/lib/upstream/user');

beforeAll(async () => {
  api = await startBackend();
  process.env.API_URL = api.url;
  lookups = await import('@/lib/upstream/lookups');
  auth = await import('@/lib/upstream/auth');
  profile = await import('@/lib/upstream/profile');
  errors = await import('@/lib/upstream/errors');
  user = await import('@/lib/upstream/user');
}, 120_000);

afterAll(async () => {
  await api?.stop();
});

describe('lookups', () => {
  it('licence types: a page and the total', async () => {
    const page = await lookups.listLicenseTypes({ start: 0, end: 3 });
    expect(page.total).toBe(7);
    expect(page.items.map((i) => i._id)).toEqual(['lt-lmv', 'lt-motorcycle', 'lt-heavy-truck']);
    const enabled = await lookups.listLicenseTypes({ filters: { isEnabledForRegistration: true }, start: 0, end: 1000 });
    expect(enabled.items.map((i) => i._id)).not.toContain('lt-forklift');
    expect(enabled.total).toBe(5);
  });

  it('one licence type and the bare list of all', async () => {
    expect(await lookups.getLicenseType('lt-lmv')).toMatchObject({ gearTypes: ['automatic', 'manual'], genders: ['male', 'female'] });
    const all = await lookups.listAllLicenseTypes();
    expect(all).toHaveLength(7);
    expect(all[0]).toEqual({ _id: 'lt-lmv', name: expect.objectContaining({ en: 'Light Motor Vehicle' }) });
  });

  it.each(['branches', 'countries', 'emirates', 'languages', 'occupations', 'visaProfessions'] as const)('%s parse with a total', async (name) => {
    const list = await lookups.listLookup(name);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.total).toBeGreaterThanOrEqual(list.items.length);
  });

  it('seeded values the screens rely on', async () => {
    const branches = await lookups.listBranches();
    expect(branches.items.find((b) => b._id === 'br-main')).toMatchObject({ type: 'main_branch', allowTrainingSchedule: false });
    const countries = await lookups.listCountries({ filters: { iso2: 'AE' } });
    expect(countries.items[0]).toMatchObject({ _id: 'ct-ae', isGcc: true, name: { en: 'United Arab Emirates' } });
    const professions = await lookups.listVisaProfessions();
    expect(professions.items.map((p) => p.name.en)).toEqual(expect.arrayContaining(['Pilot', 'Cabin Crew', 'Other']));
  });

  it('an unknown id is an UpstreamError 404', async () => {
    await expect(lookups.getLicenseType('lt-nope')).rejects.toMatchObject({ name: 'UpstreamError', status: 404, kind: 'http' });
  });
});

describe('auth and profile', () => {
  const outbox = (to: string) => api.latestCode(to);
  const newPhone = () => {
    const number = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    return { number, phone: `97154${number}` };
  };

  it('login returns a parsed user and token; the profile parses; logout revokes', async () => {
    const { user: u, token } = await auth.login({ username: '971501234567', password: 'Student@12345' });
    expect(user.toSessionUser(u)).toMatchObject({ name: 'Aisha Rahman', roles: ['student'], hasNationality: true, isPreRegisteredUser: false });
    const me = await profile.getProfile({ token });
    expect(me._id).toBe(u._id);
    await auth.logout({ token });
    await expect(profile.getProfile({ token })).rejects.toMatchObject({ status: 401 });
  });

  it('the pre-registered user has no nationality', async () => {
    const { user: u } = await auth.login({ username: '971551112223', password: 'Student@12345' });
    expect(user.toSessionUser(u)).toMatchObject({ isPreRegisteredUser: true, hasNationality: false });
  });

  it('bad credentials arrive as the contract code, in the AppError the portal shows', async () => {
    const error = await auth.login({ username: '971501234567', password: 'nope-nope-nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.UpstreamError);
    expect((error as InstanceType<typeof errors.UpstreamError>).error).toEqual({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid Username or Password!',
    });
  });

  it('a sign-up is pending until its code is verified, then it is an account that can log in', async () => {
    const { number, phone } = newPhone();
    const payload = registrationPayload({
      name: 'Layla Saeed',
      email: `layla.${number}@example.ae`,
      password: 'Secure#Pass123',
      dob: '1996-02-02',
      startingCode: '54',
      number,
    });
    const pending = await auth.signup(payload);
    expect(Object.keys(pending).sort()).toEqual(['otpExpiry', 'resetJWTToken']);
    // Not an account yet: the password does not log in.
    await expect(auth.login({ username: phone, password: 'Secure#Pass123' })).rejects.toMatchObject({ error: { code: 'invalid_credentials' } });
    const verified = await auth.verifyOtp({ resetJWTToken: pending.resetJWTToken, otp: await outbox(phone) });
    expect(verified.user.name).toBe('Layla Saeed');
    await expect(auth.login({ username: phone, password: 'Secure#Pass123' })).resolves.toMatchObject({ user: { _id: verified.user._id } });
  });

  // Reference quirk: the code `account_exists` (the spec names no answer for a number already registered).
  referenceOnly('account_exists')('signing up again with a registered number looks the same until its code is verified', async () => {
    const { number, phone } = newPhone();
    const payload = registrationPayload({
      name: 'Layla Saeed',
      email: `layla.${number}@example.ae`,
      password: 'Secure#Pass123',
      dob: '1996-02-02',
      startingCode: '54',
      number,
    });
    const pending = await auth.signup(payload);
    await auth.verifyOtp({ resetJWTToken: pending.resetJWTToken, otp: await outbox(phone) });

    // Signing up again with that number looks exactly the same; only the phone's owner learns it is taken.
    const again = await auth.signup({ ...payload, email: `other.${number}@example.ae` });
    expect(Object.keys(again).sort()).toEqual(['otpExpiry', 'resetJWTToken']);
    const taken = await auth.verifyOtp({ resetJWTToken: again.resetJWTToken, otp: await outbox(phone) }).catch((e: unknown) => e);
    expect((taken as InstanceType<typeof errors.UpstreamError>).error).toMatchObject({ status: 409, code: 'account_exists' });
  });

  it('login by OTP and forgot password answer the same for unknown numbers', async () => {
    const known = await auth.loginOtp({ username: '971527654321' });
    const unknown = await auth.loginOtp({ username: '971500000009' });
    expect(Object.keys(known).sort()).toEqual(Object.keys(unknown).sort());
    const reset = await auth.forgotPassword({ phone: '971500000008' });
    const knownReset = await auth.forgotPassword({ phone: '971527654321' });
    expect(Object.keys(knownReset).sort()).toEqual(Object.keys(reset).sort());
    expect(knownReset.message).toBe(reset.message);
    // Reference quirk: the wording of its answer (R§7 says only "data.resetJWTToken and message").
    if (!onStub) expect(reset.message).toBe('If the number is registered, an OTP has been sent');
  });

  it('a malformed field comes back as the envelope with a field code, never a framework text', async () => {
    const error = await auth.signup({ name: '', phones: {} } as unknown as Parameters<typeof auth.signup>[0]).catch((e: unknown) => e);
    const appError = (error as InstanceType<typeof errors.UpstreamError>).error;
    expect(appError).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(appError.fields?.name?.message).toBeTruthy();
    // Reference quirk: field codes (`required`); the spec's field errors carry a message only (R§5, R§8).
    if (!onStub) expect(appError.fields?.name).toMatchObject({ code: 'required' });
    expect(JSON.stringify(appError)).not.toMatch(/FST_|expected|Too small/);
  });
});

// Issue 23: the reads on the spec's paths (D§7), parsed into the portal's own shapes.
describe('documents, payment history and the bell', () => {
  let token = '';
  beforeAll(async () => {
    token = (await auth.login({ username: '971501234567', password: 'Student@12345' })).token;
  });

  it("student/documents: D§3's flat document, kept one entry per side", async () => {
    const documents = await import('@/lib/upstream/documents');
    const docs = await documents.getDocuments({ token });
    expect(docs.map((d) => [d._id, d.sides.map((s) => s.side)])).toEqual([
      ['doc-emirates-id', ['front', 'back']],
      ['doc-passport', ['front']],
      ['doc-visa', ['front']],
      ['doc-eye-test', ['front']],
      ['doc-photo', ['front']],
    ]);
    expect(await documents.putDocumentNumber('doc-visa', '201/2019/1234567', { token })).toEqual({
      _id: 'doc-visa',
      documentNumber: '201/2019/1234567',
    });
    expect((await documents.getDocuments({ token })).find((d) => d._id === 'doc-visa')?.documentNumber).toBe('201/2019/1234567');
  });

  it('payment-history: the generic list, oldest first; the bell: a count', async () => {
    const history = await import('@/lib/upstream/payment-history');
    const orders = await history.listPaymentHistory({ token });
    const times = orders.map((o) => Date.parse(o.createdAt));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const notifications = await import('@/lib/upstream/notifications');
    const bell = await notifications.getBellState({ token });
    expect(Number.isInteger(bell.count)).toBe(true);
  });
});

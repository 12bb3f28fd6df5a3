import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../../reference-api/src/app';
import { openDb, type DbHandle, type DbOptions } from '../../../reference-api/src/db/client';
import { migrate } from '../../../reference-api/src/db/migrate';
import { seed } from '../../../reference-api/src/db/seed';
import { seedCollections } from '../../../reference-api/src/db/seed-collections';
import { parseEnv, type Env } from '../../../reference-api/src/env';

// One database per test file: a temp PGlite folder, or (DATABASE_URL set) a private PostgreSQL schema.
export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  env: Env;
  clock: { now(): number; advance(ms: number): void };
  /** another app over the same database (e.g. SANDBOX=0); it shares this app's limits */
  sibling(overrides?: Record<string, string>, extra?: Partial<BuildAppOptions>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const usingPostgres = () => !!process.env.DATABASE_URL;
export const randomSecret = () => randomBytes(36).toString('base64url');

const MIGRATIONS = path.resolve(__dirname, '../../../reference-api/src/db/migrations');
const SEED_DIR = path.resolve(__dirname, '../../../reference-api/src/db');

/**
 * A migrated, seeded PGlite folder to copy from: a first open costs 4–10 s, a copy ~0.5 s. Keyed by the
 * migrations, so a schema change builds a new one; built without locks (atomic rename, loser discards).
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  for (const f of readdirSync(MIGRATIONS)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(path.join(MIGRATIONS, f)));
  // The seed is part of the template too: a changed seed must not reuse an old folder.
  for (const f of readdirSync(SEED_DIR)
    .filter((n) => n.startsWith('seed'))
    .sort())
    hash.update(readFileSync(path.join(SEED_DIR, f)));
  const template = path.join(os.tmpdir(), `rapi-pglite-template-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(path.join(os.tmpdir(), 'rapi-pglite-building-'));
  const handle = await openDb({ dataDir: building });
  await migrate(handle.db);
  await seed(handle.db, { collections: false });
  await handle.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

export interface TestDbOptions {
  /** PostgreSQL reached another way (a relay the test can cut) */
  databaseUrl?: string;
  applicationName?: string;
  /** sees every SQL statement (see countQueries in support/schedules.ts) */
  logger?: DbOptions['logger'];
  /** the staff reports' seeded month (seed-collections.ts): only the report tests pay its seconds */
  collections?: boolean;
}

export async function startTestApp(
  overrides: Record<string, string> = {},
  extra: Partial<BuildAppOptions> = {},
  dbOptions: TestDbOptions = {},
): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL ? (dbOptions.databaseUrl ?? process.env.DATABASE_URL) : undefined;
  const dataDir = databaseUrl ? '' : mkdtempSync(path.join(os.tmpdir(), 'rapi-test-'));
  if (dataDir) cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const schema = databaseUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (databaseUrl && schema) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  }
  // fresh secrets for every test app: the API has no defaults and refuses known values
  const secrets = { TOKEN_SECRET: randomSecret(), OTP_SECRET: randomSecret() };
  const makeEnv = (o: Record<string, string>) =>
    parseEnv({
      SANDBOX: '1',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir || '.tmp/unused',
      ...secrets,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      ...o,
    });
  const env = makeEnv(overrides);
  const handle = await openDb({
    databaseUrl,
    dataDir,
    schema,
    ...(dbOptions.applicationName ? { applicationName: dbOptions.applicationName } : {}),
    ...(dbOptions.logger ? { logger: dbOptions.logger } : {}),
  });
  await migrate(handle.db);
  await seed(handle.db, { collections: false });
  if (dbOptions.collections) await seedCollections(handle.db);

  const rateLimitPrefix = `t${randomBytes(6).toString('hex')}`;
  let offset = 0;
  const clock = { now: () => Date.now() + offset, advance: (ms: number) => void (offset += ms) };
  const apps: FastifyInstance[] = [];
  const make = async (e: Env, more: Partial<BuildAppOptions>) => {
    // limits live in the test's own database, or under a key prefix of its own in the shared Redis
    const app = await buildApp({ db: handle.db, env: e, dbKind: handle.kind, now: clock.now, rateLimitPrefix, ...more });
    apps.push(app);
    return app;
  };
  const app = await make(env, extra);
  return {
    app,
    handle,
    env,
    clock,
    sibling: (o = {}, more = {}) => make(makeEnv({ ...overrides, ...o }), { ...extra, ...more }),
    async close() {
      for (const a of apps) await a.close();
      await handle.close();
      if (databaseUrl && schema) {
        const { Client } = await import('pg');
        const admin = new Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`drop schema ${schema} cascade`);
        await admin.end();
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A caller's view of a failure: the status and the envelope's stable code (never the English text). */
export function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect({ status: res.status, code: (res.body as { code?: unknown })?.code }).toEqual({ status, code });
  expect(res.body).toEqual(expect.objectContaining({ statusCode: status, code, message: expect.any(String) }));
}

/** `fields.<path>.code` of an error answer, for every field it names. */
export const fieldCodes = (body: { fields?: Record<string, { code: string }> }) =>
  Object.fromEntries(Object.entries(body?.fields ?? {}).map(([k, v]) => [k, v.code]));

export async function call(app: FastifyInstance, opts: InjectOptions) {
  const res = await app.inject(opts);
  // Tests read response bodies field by field and let jest's matchers judge them: typing every
  // route's body here would only repeat the assertions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  let body: any;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, headers: res.headers, body };
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  call(app, { method: 'POST', url, payload: payload as InjectOptions['payload'], headers: token ? { authorization: `Bearer ${token}` } : {} });
export const put = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  call(app, { method: 'PUT', url, payload: payload as InjectOptions['payload'], headers: token ? { authorization: `Bearer ${token}` } : {} });
export const get = (app: FastifyInstance, url: string, token?: string) =>
  call(app, { method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

export const DEMO_PASSWORD = 'Student@12345';
export const DEMO = {
  aisha: '971501234567',
  omar: '971527654321',
  preRegistered: '971551112223',
  csrPending: '971564445556',
  cashier: '971589990001',
  admin: '971509990009',
} as const;

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await post(app, '/user/v1/auth/login', { username, password });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await get(app, `/sandbox/outbox?to=${encodeURIComponent(to)}&limit=1`);
  const code = res.body?.[0]?.code;
  if (!code) throw new Error(`no message to ${to}`);
  return code as string;
}

let phoneSeq = 0;
/** A number no seeded user has, unique within the test file. */
export function freshPhone(startingCode = '58') {
  phoneSeq += 1;
  const number = String(3_000_000 + phoneSeq * 7919 + Math.floor(Math.random() * 1000)).slice(0, 7);
  return { countryCode: '971', startingCode, number, full: `971${startingCode}${number}` };
}

/** YYYY-MM-DD `years` years and `months` months before today in Dubai (day clamped to the month's end), plus `days`. */
export function dobYearsAgo(years: number, months = 0, days = 0, now = Date.now()): string {
  const today = new Date(now + 4 * 3600_000);
  const total = today.getUTCFullYear() * 12 + today.getUTCMonth() - years * 12 - months;
  const y = Math.floor(total / 12);
  const m = total - y * 12;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(y, m, Math.min(today.getUTCDate(), lastDay) + days));
  return d.toISOString().slice(0, 10);
}

let emailSeq = 0;
interface SignupOverrides {
  phones?: { firstNumber?: Record<string, unknown> };
  studentDetails?: Record<string, unknown>;
  [field: string]: unknown;
}

export function signupPayload(overrides: SignupOverrides = {}) {
  emailSeq += 1;
  const phone = freshPhone();
  const { studentDetails, phones, ...rest } = overrides;
  return {
    gender: 'male',
    name: 'Test Student',
    email: `student${emailSeq}.${Date.now()}@example.com`,
    password: 'Secure#Pass123',
    nationality: 'India',
    dob: '2000-05-17',
    phones: {
      firstNumber: {
        countryCode: '971',
        startingCode: phone.startingCode,
        number: phone.number,
        numberType: 'home',
        NumberCode: phone.full,
        isPrimary: true,
        ...(phones?.firstNumber ?? {}),
      },
    },
    studentDetails: {
      gearType: 'automatic',
      language: 'lang-en',
      hasResidencyVisa: true,
      hasGoldenVisa: false,
      requiredLicenseId: 'lt-lmv',
      requiredLicenseCategory: 'LMV',
      ...(studentDetails ?? {}),
    },
    trainingBranchId: 'br-al-quoz',
    registrationPlatform: 'web',
    ...rest,
  };
}

export const phoneOf = (payload: ReturnType<typeof signupPayload>) =>
  `${payload.phones.firstNumber.countryCode}${payload.phones.firstNumber.startingCode}${payload.phones.firstNumber.number}`;

/** A brand-new learner: signed up, the texted code verified, logged in (stage personalDetails). */
export async function newLearner(app: FastifyInstance, overrides: SignupOverrides = {}): Promise<string> {
  const signup = signupPayload(overrides);
  const phone = phoneOf(signup);
  const started = await post(app, '/user/v1/auth/signup', signup);
  const verified = await post(app, '/user/v1/auth/verify-otp', { resetJWTToken: started.body.data.resetJWTToken, otp: await latestCode(app, phone) });
  if (verified.status !== 200) throw new Error(`sign-up verification refused: ${verified.status}`);
  return login(app, phone, signup.password);
}

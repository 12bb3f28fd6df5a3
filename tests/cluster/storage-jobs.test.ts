import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  dropDatabase,
  ensureDatabase,
  haproxyPath,
  startCluster,
  type Cluster,
} from '../../scripts/lib/cluster.mjs';
import { freshSecrets } from '../../scripts/lib/secrets.mjs';

// Issue 24, shared files and background work: two API processes on one PostgreSQL (behind their
// balancer, called here one process at a time as the portal's BFF would). A document uploaded and
// attached through api-1 downloads through api-2 with the same bytes (row 6.2, then row 6.4's signed URL);
// and each background job ran once per window across both processes (job_runs), with short windows.
// Needs PostgreSQL, Redis and haproxy; skipped with the reason otherwise.

const ROOT = process.cwd();
const databaseBase = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

function missing(): string[] {
  const out: string[] = [];
  if (!haproxyPath()) out.push('haproxy (apt-get install -y haproxy)');
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { checkServices } from './scripts/lib/cluster.mjs';
       const { problems } = await checkServices({ databaseUrl: process.argv[1], redisUrl: process.argv[2] });
       process.stdout.write(JSON.stringify(problems));`,
      databaseBase,
      redisUrl,
    ],
    { cwd: ROOT, encoding: 'utf8', timeout: 20_000 },
  );
  try {
    out.push(...(JSON.parse(probe.stdout) as string[]));
  } catch {
    out.push(`PostgreSQL/Redis check failed: ${probe.stderr.slice(0, 200)}`);
  }
  return out;
}

const absent = missing();
if (absent.length) console.warn(`storage-jobs cluster test skipped: needs ${absent.join('; ')}`);
const suite = absent.length ? describe.skip : describe;

const WINDOW_SECONDS = 2;
const JOBS = ['payments.reconcile', 'schedules.reminders', 'signups.expire', 'uploads.expire', 'rate-limits.sweep'];
let cluster: Cluster;
let databaseUrl: string;

async function json(res: Response) {
  const body = (await res.json()) as { data?: Record<string, unknown>; code?: string };
  if (!res.ok) throw new Error(`${res.url} → ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data as Record<string, unknown>;
}

async function query<T>(sql: string): Promise<T[]> {
  const { Client } = createRequire(path.join(ROOT, 'reference-api/package.json'))('pg') as typeof import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

suite('two API processes on one PostgreSQL: shared files, jobs once per window', () => {
  beforeAll(async () => {
    const id = randomBytes(4).toString('hex');
    const url = new URL(databaseBase);
    url.pathname = `/s24st_cluster_${id}`;
    databaseUrl = url.toString();
    await ensureDatabase(databaseUrl, { fresh: true });
    const dataDir = path.join(ROOT, '.tmp/storage-jobs-test', id);
    rmSync(dataDir, { recursive: true, force: true });
    const every = String(WINDOW_SECONDS);
    cluster = await startCluster({
      portals: 0,
      apis: 2,
      databaseUrl,
      redisUrl,
      redisPrefix: `storage-jobs-${id}`,
      secrets: freshSecrets(),
      dataDir,
      logDir: path.join(dataDir, 'logs'),
      apiEnv: { RECONCILE_EVERY_SECONDS: every, SCHEDULE_REMINDER_EVERY_SECONDS: every, EXPIRY_EVERY_SECONDS: every },
      log: () => undefined,
    });
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  }, 60_000);

  it('a document uploaded through api-1 downloads through api-2 with the same bytes', async () => {
    const [one, two] = cluster.apiUrls as [string, string];
    const login = await json(
      await fetch(`${one}/user/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '971501234567', password: 'Student@12345' }),
      }),
    );
    const auth = { authorization: `Bearer ${login.token as string}` };
    const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(300_000)]);
    const form = new FormData();
    form.set('uploadFile', new Blob([bytes], { type: 'application/pdf' }), 'eye-test.pdf');
    const uploaded = await json(await fetch(`${one}/upload/v1/upload`, { method: 'POST', headers: auth, body: form }));
    expect(uploaded).toMatchObject({ fileType: 'pdf', name: 'eye-test.pdf', size: bytes.length });
    const doc = await json(
      await fetch(`${one}/student/documents`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ _id: 'doc-eye-test', front: true, ...uploaded }),
      }),
    );
    expect(doc.frontUrl).toBe(uploaded.uri);
    // the other process: the list, a signed URL for the file, and the file itself (no token: the URL is the credential)
    const listed = (await json(await fetch(`${two}/student/documents`, { headers: auth }))).documents as Record<string, unknown>[];
    const filepath = listed.find((d) => d._id === 'doc-eye-test')!.frontUrl as string;
    const signed = await json(await fetch(`${two}/upload/v1/get-signed-url?filepath=${filepath}`, { headers: auth }));
    const file = await fetch(`${two}${signed.url as string}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
  }, 60_000);

  it('each job ran once per window across both processes', async () => {
    // a few windows pass with both processes ticking
    await new Promise((r) => setTimeout(r, WINDOW_SECONDS * 4 * 1000));
    const rows = await query<{ job: string; window_start: string; attempts: number; finished_at: Date | null }>(
      'select job, window_start, attempts, finished_at from job_runs order by job, window_start',
    );
    for (const job of JOBS) {
      const windows = rows.filter((r) => r.job === job);
      // several windows ran, each exactly once (the key holds one row per window; one attempt each)
      expect(windows.length).toBeGreaterThanOrEqual(2);
      expect(new Set(windows.map((w) => w.window_start)).size).toBe(windows.length);
      expect(windows.filter((w) => w.finished_at !== null).every((w) => w.attempts === 1)).toBe(true);
    }
  }, 60_000);
});

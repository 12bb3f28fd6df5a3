import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import {
  DEFAULT_DATABASE_URL,
  DEFAULT_REDIS_URL,
  dropDatabase,
  ensureDatabase,
  haproxyPath,
  startCluster,
  type Cluster,
} from '../../scripts/lib/cluster.mjs';
import { formFields, portalLoginCookie } from '../../scripts/lib/portal-login.mjs';
import { freshSecrets } from '../../scripts/lib/secrets.mjs';

// Issue 24: two portal and two API processes behind HAProxy, on PostgreSQL and Redis, as
// `npm run start:cluster` runs them. Everything a learner or the gateway sends goes through a balancer
// (or straight to one process where the test must say which): a session made on one portal works on
// the other and a logout on one ends it on both; a notification raised on either API process reaches
// a socket opened through the balancers; 200 learners racing for one slot across both API processes
// book it once; the gateway's reply replayed to both API processes records one payment.
// Needs PostgreSQL, Redis, haproxy and a production build (.next); skipped with the reason otherwise.

const ROOT = process.cwd();
const databaseBase = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;

/** What is missing for this test (checked synchronously, so the suite can be skipped). */
function missing(): string[] {
  const out: string[] = [];
  if (!haproxyPath()) out.push('haproxy (apt-get install -y haproxy)');
  if (!existsSync(path.join(ROOT, '.next/BUILD_ID'))) out.push('a production build (next build)');
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
if (absent.length) console.warn(`cluster test skipped: needs ${absent.join('; ')}`);
const suite = absent.length ? describe.skip : describe;

const STUDENT = { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' };
const CASHIER = { username: '971589990001', password: 'Student@12345' };

type Json = { status: number; json: { data?: unknown; code?: string } & Record<string, unknown> };
async function call(
  base: string,
  method: string,
  url: string,
  { token, body, form }: { token?: string; body?: unknown; form?: Record<string, string> } = {},
): Promise<Json> {
  const res = await fetch(`${base}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: body ? JSON.stringify(body) : form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) };
  } catch {
    return { status: res.status, json: { raw: text.slice(0, 200) } };
  }
}
async function must<T = unknown>(base: string, method: string, url: string, opts = {}, status = 200): Promise<T> {
  const r = await call(base, method, url, opts);
  if (r.status !== status) throw new Error(`${method} ${url} → ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json.data as T;
}

/** The UTC-midnight ISO string of the Dubai calendar day `days` from today. */
function dubaiDay(days: number) {
  const now = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString();
}

interface SlotConfig {
  kinds: { kind: string; stageId: string }[];
  licenseTypeId: string;
  branchId: string;
  instructorTypes: { _id: string }[];
  courseType: { _id: string; maximumClassDuration: number };
  gearType: string;
}

let cluster: Cluster;
let databaseUrl: string;

/**
 * fetch as the balancer delivers a browser's request to one process: to `processUrl`, with the public
 * Host (the site's), so Next's server-action origin check sees what it sees behind HAProxy.
 */
function fetchVia(processUrl: string): typeof fetch {
  const target = new URL(processUrl);
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = { ...Object.fromEntries(request.headers), host: new URL(cluster.siteUrl).host };
    if (body.length) headers['content-length'] = String(body.length);
    return new Promise<Response>((resolve, reject) => {
      const req = http.request(
        { host: target.hostname, port: target.port, method: request.method, path: url.pathname + url.search, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const out = new Headers();
            for (let i = 0; i < res.rawHeaders.length; i += 2) out.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
            const status = res.statusCode ?? 0;
            resolve(new Response([204, 304].includes(status) ? null : Buffer.concat(chunks), { status, headers: out }));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  };
}

suite('two portals and two API processes behind HAProxy', () => {
  beforeAll(async () => {
    const id = randomBytes(4).toString('hex');
    const url = new URL(databaseBase);
    url.pathname = `/cluster_${id}`;
    databaseUrl = url.toString();
    await ensureDatabase(databaseUrl, { fresh: true });
    const dataDir = path.join(ROOT, '.tmp/cluster-test', id);
    rmSync(dataDir, { recursive: true, force: true });
    cluster = await startCluster({
      portals: 2,
      apis: 2,
      databaseUrl,
      redisUrl,
      redisPrefix: `cluster-test-${id}`,
      secrets: freshSecrets(),
      dataDir,
      logDir: path.join(dataDir, 'logs'),
      log: () => undefined,
    });
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  }, 60_000);

  it('the balancers see every process up', async () => {
    // "UP", or "UP 1/2" right after a slow check on a busy machine: still in rotation
    expect(await cluster.state('portal')).toEqual({ 'portal-1': expect.stringMatching(/^UP/), 'portal-2': expect.stringMatching(/^UP/) });
    expect(await cluster.state('api')).toEqual({ 'api-1': expect.stringMatching(/^UP/), 'api-2': expect.stringMatching(/^UP/) });
    const health = await fetch(`${cluster.apiUrl}/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'postgres' });
  });

  it('a session made on one portal works on the other; logout on the other ends it on both', async () => {
    const [one, two] = cluster.portalUrls.map(fetchVia) as [typeof fetch, typeof fetch];
    const site = cluster.siteUrl;
    const cookie = await portalLoginCookie({ portalUrl: site, credentials: STUDENT, fetch: one });
    const dashboard = (via: typeof fetch) => via(`${site}/en/dashboard`, { headers: { cookie }, redirect: 'manual' });
    // logged in on portal-2 (and through the balancer) with the session portal-1 made
    for (const via of [two, fetchVia(cluster.portalUrl)]) {
      const page = await dashboard(via);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/Log ?out/i);
    }
    // logout on portal-2, as a browser posts the header's form before its scripts run
    const html = await (await dashboard(two)).text();
    const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map(([f]) => f).find((f) => /Log ?out/i.test(f));
    expect(form).toBeDefined();
    const body = new FormData();
    for (const [name, value] of formFields(form!)) body.append(name, value);
    const out = await two(`${site}/en/dashboard`, { method: 'POST', body, headers: { cookie, origin: site }, redirect: 'manual' });
    expect(out.status).toBeLessThan(400);
    // the same cookie (a copy kept by someone) is logged out on portal-1 and on portal-2
    for (const via of [one, two]) {
      const page = await dashboard(via);
      expect(page.status).toBeGreaterThanOrEqual(300);
      expect(page.status).toBeLessThan(400);
      expect(page.headers.get('location')).toMatch(/\/en\/auth\/login/);
    }
  }, 60_000);

  it('a notification raised on either API process reaches a socket opened through the balancers', async () => {
    const cookie = await portalLoginCookie({ portalUrl: cluster.siteUrl, credentials: STUDENT, fetch: fetchVia(cluster.portalUrl) });
    const ticket = await fetch(`${cluster.portalUrl}/api/notification/v1/ticket`, {
      method: 'POST',
      headers: { cookie, origin: cluster.siteUrl },
    });
    expect(ticket.status).toBe(200);
    const { data } = (await ticket.json()) as { data: { ticket: string } };
    // browser → portal balancer → a portal's relay → API balancer → one API process, WebSocket only
    const socket: Socket = io(cluster.portalUrl, {
      path: '/notification/connect',
      transports: ['websocket'],
      auth: { ticket: data.ticket },
      reconnection: false,
    });
    const arrived = new Set<string>();
    let last: string | null = null;
    socket.on('ack', ({ userId }: { userId: string }) => {
      socket.emit(
        'ack',
        { notificationId: last, userId },
        (answer: { status: string; notifications?: { _id: string; message: { en: string } }[] }) => {
          for (const n of answer?.notifications ?? []) {
            last = n._id;
            arrived.add(n.message.en);
          }
        },
      );
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      // the socket lives on one of the two processes: one of these is raised on the other
      for (const [i, api] of cluster.apiUrls.entries()) {
        const text = `raised on api-${i + 1} ${randomBytes(3).toString('hex')}`;
        const raised = await call(api, 'POST', '/sandbox/notify', { body: { phone: '971501234567', en: text, ar: text, kind: 'announcement' } });
        expect(raised.status).toBeLessThan(300);
        const deadline = Date.now() + 5000;
        while (!arrived.has(text) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect([...arrived]).toContain(text);
      }
    } finally {
      socket.disconnect();
    }
  }, 60_000);

  it('200 learners racing for one slot across both API processes book it once', async () => {
    const learners = await must<{ token: string }[]>(cluster.apiUrl, 'POST', '/sandbox/learners', { body: { count: 200 } }, 201);
    const token = learners[0]!.token;
    const config = await must<SlotConfig>(cluster.apiUrl, 'GET', '/schedule/v1/work-time/time-slots', { token });
    const practical = config.kinds.find((k) => k.kind === 'practical')!;
    const query = (date: string) =>
      '/schedule/v1/work-time/practical-training/time-slots?' +
      new URLSearchParams({
        instanceCode: practical.stageId,
        licenseTypeId: config.licenseTypeId,
        branchId: config.branchId,
        instructorTypeId: config.instructorTypes.find((t) => t._id === 'it-standard')?._id ?? config.instructorTypes[0]!._id,
        courseTypeId: config.courseType._id,
        gearType: config.gearType,
        date,
        durationMinutes: String(config.courseType.maximumClassDuration),
      });
    let slot: { slotId: string } | undefined;
    for (let d = 3; d < 40 && !slot; d++) {
      const found = await must<{ slots: { slotId: string; status: string }[] }>(cluster.apiUrl, 'GET', query(dubaiDay(d)), { token });
      slot = found.slots.find((s) => s.status === 'AVAILABLE');
    }
    expect(slot).toBeDefined();
    // a slot is a time any free instructor may take: learn one (book it and cancel; days ahead) and race for them
    const probe = await must<{ _id: string; instructor: { _id: string } }>(
      cluster.apiUrl,
      'POST',
      '/schedule/v1/schedule/book',
      { token, body: { instanceCode: practical.stageId, slotId: slot!.slotId } },
      201,
    );
    await must(cluster.apiUrl, 'DELETE', `/schedule/v1/schedule/${probe._id}?reason=probe`, { token });
    // one in three through the balancer, the rest straight to api-1 and api-2: both processes race
    const targets = [cluster.apiUrl, ...cluster.apiUrls];
    const answers = await Promise.all(
      learners.map((l, i) =>
        call(targets[i % targets.length]!, 'POST', '/schedule/v1/schedule/book', {
          token: l.token,
          body: { instanceCode: practical.stageId, slotId: slot!.slotId, instructorId: probe.instructor._id },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
  }, 120_000);

  it('the gateway’s reply replayed to both API processes records one payment', async () => {
    const cashier = (await must<{ token: string }>(cluster.apiUrl, 'POST', '/user/v1/auth/login', { body: CASHIER })).token;
    const [learner] = await must<{ userId: string; token: string }[]>(cluster.apiUrl, 'POST', '/sandbox/learners', { body: { count: 1 } }, 201);
    const fee = await must<{ _id: string }>(cluster.apiUrl, 'POST', '/payment/v1/staff/additional-fees', {
      token: cashier,
      body: { userId: learner!.userId, feeCode: 'CTR-PARKING' },
    });
    const order = await must<{ paymentReference: string; href: string }>(cluster.apiUrl, 'POST', '/payment/v1/student/additional-fees/initiate', {
      token: learner!.token,
      body: { feeDetails: [{ _id: fee._id }] },
    });
    // pay on the gateway sandbox's card page, as the learner's browser would
    const hidden = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
    const page = await (await fetch(order.href.replace('localhost', '127.0.0.1'))).text();
    const paid = await fetch(`${cluster.gatewayUrl.replace('localhost', '127.0.0.1')}/transaction/pay`, {
      method: 'POST',
      body: new URLSearchParams({
        tracking_id: hidden(page, 'tracking_id'),
        page_token: hidden(page, 'page_token'),
        action: 'pay',
        card: '4111111111111111',
        name: 'Cluster Test',
        expiry: '12/30',
        cvv: '123',
      }),
    });
    const encResp = hidden(await paid.text(), 'encResp');
    expect(encResp).not.toBe('');
    // the same reply, three times to each API process at once (a double click, a retry, a replay)
    const replies = await Promise.all(
      [...cluster.apiUrls, ...cluster.apiUrls, ...cluster.apiUrls].map((api) =>
        call(api, 'POST', '/payment/v1/web-hook/additional-payment-handler', { form: { encResp } }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(303));
    const fees = await must<{ _id: string; status: string }[]>(cluster.apiUrl, 'GET', '/payment/v1/student/additional-fees', {
      token: learner!.token,
    });
    expect(fees.find((f) => f._id === fee._id)?.status).toBe('paid');
    const notes = await must<{ items: { kind: string }[] }>(cluster.apiUrl, 'GET', '/messages?page=1&perPage=20', { token: learner!.token });
    expect(notes.items.filter((n) => n.kind === 'payment_verified')).toHaveLength(1);
    const history = (await call(cluster.apiUrl, 'GET', '/payment-history', { token: learner!.token })).json as unknown as {
      _id: string;
      status: string;
    }[];
    expect(history.filter((o) => o._id === order.paymentReference).map((o) => o.status)).toEqual(['success']);
  }, 60_000);

  it('killing a portal process logs nobody out: the balancer sends the learner to the other', async () => {
    const cookie = await portalLoginCookie({ portalUrl: cluster.siteUrl, credentials: STUDENT, fetch: fetchVia(cluster.portalUrl) });
    cluster.kill('portal-1');
    for (let i = 0; i < 6; i++) {
      const page = await fetch(`${cluster.portalUrl}/en/dashboard`, { headers: { cookie }, redirect: 'manual' });
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/Log ?out/i);
    }
  }, 60_000);

  it('on SIGTERM the API tier finishes a request in flight through its balancer, then takes no more', async () => {
    const slow = call(cluster.apiUrl, 'GET', '/sandbox/slow?ms=2000');
    await new Promise((r) => setTimeout(r, 400));
    const signalled = Date.now();
    cluster.supervisors.api.stop(); // HAProxy's soft stop and SIGTERM to each API process
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ waitedMs: 2000 });
    await expect(fetch(`${cluster.apiUrl}/health`)).rejects.toThrow();
    const exits = [...cluster.supervisors.api.running.values()].map(
      (s) => new Promise((r) => (s.child.exitCode !== null || s.child.signalCode !== null ? r(null) : s.child.once('exit', r))),
    );
    await Promise.all(exits);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  }, 30_000);
});

import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { REALTIME_ACKS_PER_LEARNER, ROUTE_LIMITS, type RouteLimitName } from '../../reference-api/src/platform/route-limits';
import { dayAhead, sandboxLearners, startScheduleApp, type SandboxLearner } from './support/schedules';
import { call, type TestApp } from './support/test-app';

// Issue 21 #5: payment starts, bookings, cancellations, uploads, realtime tickets and messages, and the
// gateway's return path had no limit. Each is now limited per learner and per address on the login
// limiter's store: flooding one as one learner ends in 429 too_many_requests (the one envelope, with
// Retry-After) right after the limit, while a second learner (or a second address) is served as before.

let t: TestApp;
beforeAll(async () => {
  t = await startScheduleApp();
}, 120_000);
afterAll(async () => t?.close());

type Request = (who: { token?: string; address: string }) => InjectOptions;
const json =
  (method: InjectOptions['method'], url: string, payload?: unknown): Request =>
  ({ token, address }) => ({
    method,
    url,
    remoteAddress: address,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined ? { payload: payload as InjectOptions['payload'] } : {}),
  });

function multipartFile(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'limitsboundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nnot an image\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload: Request = ({ token, address }) => {
  const m = multipartFile();
  return {
    method: 'POST',
    url: '/upload/v1/upload',
    remoteAddress: address,
    payload: m.payload,
    headers: { ...m.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  };
};

/** Sends `count` requests one after another and answers the statuses. */
async function flood(req: Request, who: { token?: string; address: string }, count: number) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await call(t.app, req(who)));
  return answers;
}

function expectLimited(answers: Awaited<ReturnType<typeof flood>>, limit: number) {
  // every call up to the limit is served (whatever its own answer), the next one is refused
  expect(answers.slice(0, limit).filter((a) => a.status === 429)).toEqual([]);
  const refused = answers[limit]!;
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({ statusCode: 429, code: 'too_many_requests', message: 'Too many requests, please try again later' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
}

const perLearner = (name: RouteLimitName) => (ROUTE_LIMITS[name] as { perLearner: { points: number } }).perLearner.points;

describe('per learner: one learner flooding is refused after the limit, another learner is not', () => {
  let learners: SandboxLearner[];
  beforeAll(async () => {
    learners = await sandboxLearners(t, 14);
  });
  const pair = (i: number) => [learners[2 * i]!, learners[2 * i + 1]!] as const;

  const cases: [RouteLimitName, string, (() => Request) | Request][] = [
    [
      'paymentStart',
      'additional-fee payment start',
      json('POST', '/payment/v1/student/additional-fees/initiate', { feeDetails: [{ _id: 'fee-none' }], isOnlinePayment: true }),
    ],
    ['booking', 'lecture-hall booking', () => json('POST', '/schedule/v1/lecture-hall/book-schedule', { slotId: hallSlotId })],
    ['cancellation', 'cancellation', json('DELETE', '/schedule/v1/schedule/sch-not-mine?reason=Cannot%20make%20it')],
    ['upload', 'document upload', upload],
    ['realtimeTicket', 'realtime ticket', json('POST', '/notification/v1/ticket')],
    ['messages', 'notification list', json('GET', '/messages?page=1&perPage=5')],
  ];
  let hallSlotId = '';

  it.each(cases.map((c, i) => [...c, i] as const))('%s (%s)', async (name, _label, make, i) => {
    if (name === 'booking') {
      const day = dayAhead(t, 9);
      const found = await call(t.app, {
        ...json('POST', '/schedule/v1/lecture-hall/find-schedule', { startDate: day, endDate: day, branchId: 'br-main-training' })({
          token: learners[0]!.token,
          address: '10.0.0.9',
        }),
      });
      hallSlotId = found.body.data.slots[0].slotId;
    }
    const req = name === 'booking' ? (make as () => Request)() : (make as Request);
    const [a, b] = pair(i);
    const limit = perLearner(name);
    const answers = await flood(req, { token: a.token, address: '10.0.1.1' }, limit + 1);
    expectLimited(answers, limit);
    if (name === 'booking') expect(answers[0]!.status).toBe(201);
    // the same address, another learner: served
    const other = await call(t.app, req({ token: b.token, address: '10.0.1.1' }));
    expect(other.status).not.toBe(429);
    if (name === 'booking') expect(other.status).toBe(201);
  });

  it('the three payment starts share one budget: after the fee flood, an elite add-on start is refused too', async () => {
    const [a, b] = pair(0);
    const elite = json('POST', '/payment/v1/student/elite-addons/initiate', { selectedAddons: ['addon-none'] });
    expect((await call(t.app, elite({ token: a.token, address: '10.0.1.1' }))).status).toBe(429);
    expect((await call(t.app, elite({ token: b.token, address: '10.0.1.1' }))).status).not.toBe(429);
  });
});

describe('per address: calls with no account', () => {
  it('the gateway return path: one address flooding with sealed answers is refused after the limit, another address is not', async () => {
    const req: Request = ({ address }) => ({
      method: 'POST',
      url: '/payment/v1/web-hook/payment-handler',
      remoteAddress: address,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'encResp=00ff00ff00ff00ff&orderNo=ORD-1',
    });
    const limit = ROUTE_LIMITS.gatewayReturn.perAddress.points;
    const answers = await flood(req, { address: '10.0.2.1' }, limit + 1);
    expectLimited(answers, limit);
    expect((await call(t.app, req({ address: '10.0.2.2' }))).status).not.toBe(429);
  });

  it('paying a payment link: one address starting orders is refused after the limit, another address is not', async () => {
    const req = json('POST', '/payment/v1/web-hook/get-payment-link', { id: 'plk-none', pay: true });
    const limit = ROUTE_LIMITS.linkPay.perAddress.points;
    const answers = await flood(req, { address: '10.0.3.1' }, limit + 1);
    expectLimited(answers, limit);
    expect((await call(t.app, req({ address: '10.0.3.2' }))).status).not.toBe(429);
    // looking at a link (no order opened) is not held by the pay limit
    expect((await call(t.app, json('POST', '/payment/v1/web-hook/get-payment-link', { id: 'plk-none' })({ address: '10.0.3.1' }))).status).not.toBe(
      429,
    );
  });
});

describe('realtime acks on the socket', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  async function socketOf(base: string, learner: SandboxLearner) {
    const ticket = (await call(t.app, json('POST', '/notification/v1/ticket')({ token: learner.token, address: '10.0.4.1' }))).body.data.ticket;
    const socket = connect(base, { path: '/notification/connect', auth: { ticket }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  }
  const ack = (socket: Socket, userId: string) =>
    new Promise<string>((resolve) => socket.emit('ack', { notificationId: null, userId }, (a: { status: string }) => resolve(a.status)));

  it('a socket spamming acks is refused after the limit; another learner’s socket is answered', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const [a, b] = await sandboxLearners(t, 2);
    const [sa, sb] = [await socketOf(base, a!), await socketOf(base, b!)];
    const answers: string[] = [];
    for (let i = 0; i <= REALTIME_ACKS_PER_LEARNER.points; i++) answers.push(await ack(sa, a!.userId));
    expect(answers.slice(0, -1).every((s) => s === 'nothing_new' || s === 'something_new')).toBe(true);
    expect(answers.at(-1)).toBe('refused');
    expect(await ack(sb, b!.userId)).not.toBe('refused');
  }, 60_000);
});

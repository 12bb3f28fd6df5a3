import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { DEMO, expectError, get, login, post, put, startTestApp, type TestApp } from './support/test-app';

// Notifications (R§4, D§2, D§7): the list 5 at a time, the unread count, seen and mark all read, and the
// realtime channel at /notification/connect with its ack protocol and one-time tickets.

let t: TestApp;
let aisha: string;
let omar: string;
let base: string;
const sockets: Socket[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  t = await startTestApp();
  aisha = await login(t.app, DEMO.aisha);
  omar = await login(t.app, DEMO.omar);
  base = await listen(t.app);
}, 120_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

let seq = 0;
const raise = (phone: string, en: string, extra: Record<string, string> = {}) =>
  post(t.app, '/sandbox/notify', { phone, en, ar: `بالعربية: ${en}`, kind: 'announcement', ...extra });
const ticket = async (token: string) => (await post(t.app, '/notification/v1/ticket', undefined, token)).body.data.ticket as string;

interface Item {
  _id: string;
  message: { en: string; ar: string };
  isRead: boolean;
  timestamp: string;
}

/** A client that follows the protocol: on ack it replies with the newest id it has, and collects what is new. */
function client(url: string, auth: { ticket: string }, userId: string, lastId: string | null = null) {
  const received: Item[] = [];
  let last = lastId;
  const socket = connect(url, { path: '/notification/connect', auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  socket.on('ack', (payload: { userId: string }) => {
    socket.emit(
      'ack',
      { notificationId: last, userId: payload.userId === userId ? userId : payload.userId },
      (answer: { status: string; notifications?: Item[] }) => {
        if (answer.status === 'something_new' && answer.notifications) {
          received.push(...answer.notifications);
          last = answer.notifications.at(-1)?._id ?? last;
        }
      },
    );
  });
  return { socket, received };
}

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', (e) => reject(e));
  });

describe('notification list', () => {
  it('pages 5 at a time, newest first, and only the learner’s own', async () => {
    for (let i = 1; i <= 7; i += 1) expect((await raise(DEMO.aisha, `List item ${++seq}`)).status).toBe(200);
    await raise(DEMO.omar, 'For Omar only');
    const first = await get(t.app, '/messages?page=1&perPage=5', aisha);
    expect(first.status).toBe(200);
    expect(first.body.data.items).toHaveLength(5);
    expect(first.body.data.total).toBeGreaterThanOrEqual(7);
    expect(first.body.data.items[0].message.en).toBe(`List item ${seq}`);
    const second = await get(t.app, '/messages?page=2&perPage=5', aisha);
    expect(second.body.data.items.length).toBeGreaterThanOrEqual(2);
    const all = [...first.body.data.items, ...second.body.data.items].map((i: Item) => i.message.en);
    expect(all).not.toContain('For Omar only');
    expect(new Set(all).size).toBe(all.length);
  });

  it('counts unseen ones; opening the bell clears the count; mark all read reads them all', async () => {
    await raise(DEMO.omar, 'Count me');
    const before = await get(t.app, '/messages/unread-count', omar);
    expect(before.body.data.count).toBeGreaterThanOrEqual(1);
    expect((await put(t.app, '/notification/v1/messages/seen', undefined, omar)).status).toBe(200);
    expect((await get(t.app, '/messages/unread-count', omar)).body.data.count).toBe(0);
    await raise(DEMO.omar, 'After the bell');
    expect((await get(t.app, '/messages/unread-count', omar)).body.data.count).toBe(1);
    await put(t.app, '/messages/mark-all-read', undefined, omar);
    expect((await get(t.app, '/messages/unread-count', omar)).body.data.count).toBe(0);
    const list = await get(t.app, '/messages', omar);
    expect(list.body.data.items.every((i: Item) => i.isRead)).toBe(true);
  });

  it('notifies once per event, even when the event is raised twice at once', async () => {
    const key = `payment-verified-${Date.now()}`;
    const answers = await Promise.all([1, 2, 3].map(() => raise(DEMO.omar, 'Payment verified', { eventKey: key })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const list = await get(t.app, '/messages?perPage=50', omar);
    expect(list.body.data.items.filter((i: Item) => i.message.en === 'Payment verified')).toHaveLength(1);
  });

  it('refuses without a token and with a bad page', async () => {
    expectError(await get(t.app, '/messages'), 401, 'unauthorized');
    expectError(await get(t.app, '/messages?page=0', aisha), 400, 'invalid_data');
    expectError(await post(t.app, '/notification/v1/ticket'), 401, 'unauthorized');
  });

  it("serves D§7's paths only (one way)", async () => {
    for (const path of ['/notification/v1/messages', '/notification/v1/messages/unread-count'])
      expect((await get(t.app, path, aisha)).status).toBe(404);
    expect((await put(t.app, '/notification/v1/messages/mark-all-read', undefined, aisha)).status).toBe(404);
  });
});

describe('realtime channel', () => {
  it('sends the ack with the user id, and something_new when a notification is raised', async () => {
    const me = (await get(t.app, '/user/v1/student/profile', omar)).body.data._id as string;
    await put(t.app, '/notification/v1/messages/seen', undefined, omar);
    const c = client(base, { ticket: await ticket(omar) }, me);
    await connected(c.socket);
    const started = Date.now();
    await raise(DEMO.omar, 'Your document was approved');
    await until(() => c.received.some((i) => i.message.en === 'Your document was approved'));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(c.received.at(-1)?.message.ar).toBe('بالعربية: Your document was approved');
  });

  it('refuses a missing, forged or reused ticket', async () => {
    const bad = connect(base, {
      path: '/notification/connect',
      auth: { ticket: 'forged' },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(bad);
    await expect(connected(bad)).rejects.toThrow(/unauthorized/);
    const once = await ticket(aisha);
    const first = connect(base, {
      path: '/notification/connect',
      auth: { ticket: once },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(first);
    await connected(first);
    const replay = connect(base, {
      path: '/notification/connect',
      auth: { ticket: once },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(replay);
    await expect(connected(replay)).rejects.toThrow(/unauthorized/);
    // An access token is not a ticket.
    const token = connect(base, {
      path: '/notification/connect',
      auth: { ticket: aisha },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(token);
    await expect(connected(token)).rejects.toThrow(/unauthorized/);
  });

  it('never answers with another learner’s notifications', async () => {
    const me = (await get(t.app, '/user/v1/student/profile', aisha)).body.data._id as string;
    const socket = connect(base, {
      path: '/notification/connect',
      auth: { ticket: await ticket(aisha) },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    await connected(socket);
    const omarId = (await get(t.app, '/user/v1/student/profile', omar)).body.data._id as string;
    const answer = await new Promise<{ status: string }>((resolve) => socket.emit('ack', { notificationId: null, userId: omarId }, resolve));
    expect(answer.status).toBe('refused');
    const own = await new Promise<{ status: string }>((resolve) => socket.emit('ack', { notificationId: null, userId: me }, resolve));
    expect(['something_new', 'nothing_new']).toContain(own.status);
  });

  it('hands a reconnecting client everything it missed while away', async () => {
    const me = (await get(t.app, '/user/v1/student/profile', omar)).body.data._id as string;
    const first = client(base, { ticket: await ticket(omar) }, me);
    await connected(first.socket);
    await raise(DEMO.omar, 'Before the drop');
    await until(() => first.received.some((i) => i.message.en === 'Before the drop'));
    const lastId = first.received.at(-1)!._id;
    first.socket.disconnect();
    await raise(DEMO.omar, 'Missed one');
    await raise(DEMO.omar, 'Missed two');
    const again = client(base, { ticket: await ticket(omar) }, me, lastId);
    await connected(again.socket);
    await until(() => again.received.length >= 2);
    expect(again.received.map((i) => i.message.en)).toEqual(['Missed one', 'Missed two']);
  });

  (process.env.REDIS_URL ? it : it.skip)('delivers across two API processes through Redis', async () => {
    const other = await t.sibling();
    const otherBase = await listen(other);
    const me = (await get(t.app, '/user/v1/student/profile', aisha)).body.data._id as string;
    const c = client(otherBase, { ticket: await ticket(aisha) }, me);
    await connected(c.socket);
    // Give the adapter's subscription a moment to be in place on the other process.
    await new Promise((r) => setTimeout(r, 300));
    await raise(DEMO.aisha, 'Raised on the first process');
    await until(() => c.received.some((i) => i.message.en === 'Raised on the first process'));
  });
});

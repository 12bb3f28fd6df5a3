import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import type { Db } from '../../db/client';
import type { Limiter } from '../../platform/rate-limits';
import type { Tickets } from './ticket';
import { ACK_EVENT, ackReply, type AckAnswer } from './contract';
import { newerThan } from './repo';

// The realtime side of notifications (R§4): a socket.io server at /notification/connect on the API's
// own HTTP server. The browser never holds the bearer token: it connects with a one-time ticket the
// portal minted for it (POST /notification/v1/ticket), valid for a minute. The protocol: the server
// sends its ack event with the user id; the client replies with the id of the newest notification
// it has and its user id; the answer says something_new (with what is new) or nothing_new. A new
// notification is announced by the same ack, so a client that missed some (offline, reconnecting)
// gets them all in its next reply. With REDIS_URL, API processes share rooms (socket.io Redis adapter).

export interface Realtime {
  /** Tells every connection of the learner, in any API process, that something may be new. */
  announce(userId: string): void;
  close(): Promise<void>;
}

const room = (userId: string) => `user:${userId}`;

export async function attachRealtime(
  app: FastifyInstance,
  opts: { db: Db; tickets: Tickets; portalUrl: string; redisUrl?: string; adapterKey?: string; ackLimiter?: Limiter },
): Promise<Realtime> {
  const io = new Server(app.server, {
    path: '/notification/connect',
    serveClient: false,
    cors: { origin: new URL(opts.portalUrl).origin },
    maxHttpBufferSize: 4096,
    pingInterval: 25_000,
    pingTimeout: 20_000,
  });

  const closers: (() => Promise<unknown>)[] = [];
  if (opts.redisUrl) {
    const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')]);
    // A Redis outage costs cross-process delivery, never a learner's request or the process: the
    // publisher fails at once (no queue) and the adapter, which does not catch its publishes, gets a
    // client whose publish cannot reject; the subscriber waits (no retry limit) and re-subscribes
    // by itself when Redis is back.
    const pub = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 });
    const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null, connectTimeout: 1000 });
    pub.on('error', () => {});
    sub.on('error', () => {});
    const safePub = new Proxy(pub, {
      get(target, prop, receiver) {
        if (prop === 'publish') return (...args: Parameters<typeof pub.publish>) => target.publish(...args).catch(() => 0);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    // The adapter subscribes at once without catching either: with Redis unreachable those commands
    // wait in the queue, and the disconnect on close rejects them ('Connection is closed').
    const safeSub = new Proxy(sub, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (typeof value === 'function' && /^(p|s)?subscribe$/i.test(String(prop))) {
          return (...args: unknown[]) => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch(() => 0);
        }
        return value;
      },
    });
    io.adapter(createAdapter(safePub, safeSub, { key: opts.adapterKey ?? 'notification' }));
    // disconnect, not quit: quit would wait in the subscriber's queue for a Redis that may be gone
    closers.push(
      async () => pub.disconnect(),
      async () => sub.disconnect(),
    );
  }

  // Each ticket opens one connection (per process; tickets live a minute, so the set stays small).
  const used = new Map<string, number>();
  io.use((socket, next) => {
    const ticket = opts.tickets.verify((socket.handshake.auth as { ticket?: unknown } | undefined)?.ticket);
    const nowSec = Math.floor(Date.now() / 1000);
    for (const [nonce, exp] of used) if (exp < nowSec) used.delete(nonce);
    if (!ticket || used.has(ticket.nonce)) return next(new Error('unauthorized'));
    used.set(ticket.nonce, ticket.exp);
    (socket.data as { userId: string }).userId = ticket.userId;
    return next();
  });

  io.on('connection', (socket: Socket) => {
    const userId = (socket.data as { userId: string }).userId;
    void socket.join(room(userId));
    socket.emit(ACK_EVENT, { userId });
    socket.on(ACK_EVENT, async (raw: unknown, answer?: (a: AckAnswer) => void) => {
      if (typeof answer !== 'function') return;
      const reply = ackReply.safeParse(raw);
      if (!reply.success || reply.data.userId !== userId) return answer({ status: 'refused' });
      // each ack reads the database: a socket spamming them is refused, not served (issue 21 #5)
      if (opts.ackLimiter && !(await opts.ackLimiter.consume(userId)).allowed) return answer({ status: 'refused' });
      try {
        const items = await newerThan(opts.db, userId, reply.data.notificationId);
        answer(items.length ? { status: 'something_new', notifications: items } : { status: 'nothing_new' });
      } catch (error) {
        app.log.warn({ err: error }, 'notification ack failed');
        answer({ status: 'nothing_new' });
      }
    });
  });

  // Open sockets would hold the HTTP server's close: they go first.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(closers.map((c) => c()));
  });

  return {
    announce: (userId) => {
      io.to(room(userId)).emit(ACK_EVENT, { userId });
    },
    close: async () => {
      io.local.disconnectSockets(true);
      await Promise.all(closers.map((c) => c()));
    },
  };
}

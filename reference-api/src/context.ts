import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import type { LoginThrottle } from './modules/auth/login-throttle';
import type { Otp } from './modules/auth/otp';
import type { Realtime } from './modules/notifications/realtime';
import type { Tickets } from './modules/notifications/ticket';
import type { FileStore } from './platform/file-store';
import type { Outbox } from './platform/outbox';
import type { Limiter, RateLimits } from './platform/rate-limits';
import type { RouteLimits } from './platform/route-limits';
import type { Tokens } from './platform/tokens';

export type EidResult = { name: string; dob: string; nationality: string; gender: string; eidNumber: string };
export type EidReader = (image: Buffer) => Promise<EidResult | null>;

/** Everything a route needs, built once per app (tests build one per file). */
export interface AppContext {
  db: Db;
  dbKind: DbKind;
  env: Env;
  tokens: Tokens;
  limits: RateLimits;
  limiters: { verifyEmail: Limiter; eidReads: Limiter };
  /** per-learner and per-address limits on payment starts, bookings, uploads, realtime and returns */
  routeLimits: RouteLimits;
  outbox: Outbox;
  otp: Otp;
  throttle: LoginThrottle;
  readEmiratesId: EidReader;
  /** The notification channel (socket.io at /notification/connect). */
  realtime: Realtime;
  /** One-minute tickets for the realtime channel. */
  tickets: Tickets;
  /** uploaded files: PostgreSQL, or an S3-compatible bucket when configured (never a process's disk) */
  files: FileStore;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

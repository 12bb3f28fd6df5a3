import type { Db, DbKind } from './db/client';
import type { Env } from './env';
import type { OtpService } from './services/otp';
import type { RateLimiter } from './services/rate-limit';
import type { Tokens } from './services/tokens';

export type EidResult = { name: string; dob: string; nationality: string; gender: string; eidNumber: string };
export type EidReader = (image: Buffer) => Promise<EidResult | null>;

/** Everything a route needs, built once per app (tests build one per file). */
export interface AppContext {
  db: Db;
  dbKind: DbKind;
  env: Env;
  tokens: Tokens;
  limiter: RateLimiter;
  otp: OtpService;
  readEmiratesId: EidReader;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

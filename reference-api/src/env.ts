import path from 'node:path';
import { z } from 'zod';

// The only module of the reference API that reads process.env; a bad value stops the server at boot.
export const DEV_TOKEN_SECRET = 'dev-only-reference-api-token-secret-change-me-0123456789';

const flag = z
  .enum(['0', '1'])
  .default('0')
  .transform((v) => v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const int = (def: number, min = 1) => z.coerce.number().int().min(min).default(def);

export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalString,
  /** PGlite folder, relative to the working directory (the repo root under npm scripts) */
  DATA_DIR: z
    .string()
    .default('.data/api')
    .transform((v) => path.resolve(process.cwd(), v)),
  TOKEN_SECRET: z.string().min(32).default(DEV_TOKEN_SECRET),
  TOKEN_TTL_SECONDS: int(60 * 60 * 8),
  /** lifetime of the resetJWTToken that carries an OTP conversation */
  OTP_TOKEN_TTL_SECONDS: int(30 * 60),
  EMAIL_TOKEN_TTL_SECONDS: int(24 * 60 * 60),
  SANDBOX: flag,
  REDIS_URL: optionalString,
  OTP_TTL_SECONDS: int(300),
  OTP_MAX_ATTEMPTS: int(5),
  OTP_MAX_SENDS_PER_HOUR: int(5),
  LOGIN_MAX_FAILURES: int(5),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(20),
  LOGIN_WINDOW_SECONDS: int(15 * 60),
  PORTAL_URL: z.url().default('http://localhost:3000'),
  /** Fastify trustProxy: '' (off), 'loopback', a hop count or a CIDR list; lets X-Forwarded-For name the client */
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid reference-api environment:\n${lines}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.TOKEN_SECRET === DEV_TOKEN_SECRET) {
    throw new Error('TOKEN_SECRET must be set in production');
  }
  return parsed.data;
}

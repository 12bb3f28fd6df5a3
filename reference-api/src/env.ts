import path from 'node:path';
import { z } from 'zod';
import { secretProblem } from './platform/secrets';

// The only module of the reference API that reads process.env; a bad value stops the server at boot.
const flag = z
  .enum(['0', '1'])
  .default('0')
  .transform((v) => v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const int = (def: number, min = 1) => z.coerce.number().int().min(min).default(def);
const secret = z
  .string()
  .optional()
  .superRefine((v, ctx) => {
    const problem = secretProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) => v as string);

export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optionalString,
  /** names this process's PostgreSQL connections (pg_stat_activity.application_name) */
  PG_APPLICATION_NAME: z
    .string()
    .regex(/^[\w.-]{1,63}$/)
    .default('reference-api'),
  /** PGlite folder, relative to where npm was started (INIT_CWD: the repo root under `npm run api`) */
  DATA_DIR: z.string().default('.data/api'),
  INIT_CWD: optionalString,
  /** uploaded files go to this S3-compatible bucket when set, else to PostgreSQL (platform/file-store.ts) */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  /** a non-AWS endpoint (MinIO, R2 …), addressed path-style */
  S3_ENDPOINT: optionalString,
  /** without these the SDK's own chain (instance role, AWS_* variables) is used */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** signs access, OTP-conversation and e-mail tokens (HS256) */
  TOKEN_SECRET: secret,
  /** keys the OTP code HMACs and the known-login-address hashes */
  OTP_SECRET: secret,
  TOKEN_TTL_SECONDS: int(60 * 60 * 8),
  /** lifetime of the resetJWTToken that carries an OTP conversation */
  OTP_TOKEN_TTL_SECONDS: int(30 * 60),
  EMAIL_TOKEN_TTL_SECONDS: int(24 * 60 * 60),
  SANDBOX: flag,
  REDIS_URL: optionalString,
  /** separates this deployment's rate-limit keys and realtime channel from others sharing one Redis */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .optional(),
  OTP_TTL_SECONDS: int(300),
  OTP_MAX_ATTEMPTS: int(5),
  /** no resend while the portal's countdown runs (R§4: 180 s) */
  OTP_RESEND_SECONDS: int(180, 0),
  OTP_SENDS_PER_ADDRESS: int(3),
  OTP_SENDS_PER_PURPOSE: int(5),
  OTP_SEND_WINDOW_SECONDS: int(60 * 60),
  OTP_SENDS_PER_DAY: int(10),
  OTP_DAY_WINDOW_SECONDS: int(24 * 60 * 60),
  PENDING_REGISTRATION_TTL_SECONDS: int(24 * 60 * 60),
  LOGIN_MAX_FAILURES: int(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(30),
  LOGIN_WINDOW_SECONDS: int(15 * 60),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(10),
  LOGIN_ACCOUNT_WINDOW_SECONDS: int(24 * 60 * 60),
  LOGIN_KNOWN_ADDRESS_DAYS: int(30),
  VERIFY_EMAILS_PER_HOUR: int(5),
  EID_READS_PER_WINDOW: int(30),
  EID_WINDOW_SECONDS: int(10 * 60),
  PORTAL_URL: z.url().default('http://localhost:3000'),
  /** where browsers reach this API: the card gateway sends the learner back to its web-hook paths */
  API_PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** the card gateway (CCAvenue protocol): its public origin (the payment frame) and its status API */
  GATEWAY_URL: z.url().default('http://localhost:4020'),
  GATEWAY_MERCHANT_ID: z
    .string()
    .regex(/^\w{1,20}$/)
    .default('45990'),
  GATEWAY_ACCESS_CODE: z
    .string()
    .regex(/^\w{8,40}$/)
    .default('AVSB45990SANDBOX00'),
  /** the merchant's working key, shared with the gateway only; without it online payment is off (503) */
  GATEWAY_WORKING_KEY: optionalString,
  /** an order is first asked about at the gateway this long after it was opened, then with back-off (reconcile.ts) */
  RECONCILE_AFTER_SECONDS: int(2 * 60),
  RECONCILE_EVERY_SECONDS: int(60),
  /** a learner may cancel a session until this many hours before its start (contract "Schedules") */
  SCHEDULE_CANCEL_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(24),
  /** the window of the session-reminder job (24 h and 2 h before); one process sends per window (platform/jobs.ts) */
  SCHEDULE_REMINDER_EVERY_SECONDS: int(60),
  /** the window of the expiry jobs: pending sign-ups (24 h) and unattached uploads (1 h) */
  EXPIRY_EVERY_SECONDS: int(5 * 60),
  /** 0 runs no background jobs in this process (it still serves requests) */
  JOBS: z
    .enum(['0', '1'])
    .default('1')
    .transform((v) => v === '1'),
  /** Fastify trustProxy: '' (off), 'loopback', a hop count or a CIDR list; lets X-Forwarded-For name the client */
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.output<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')} ${i.message}`).join('\n');
    throw new Error(`Invalid reference-api environment:\n${lines}`);
  }
  if (parsed.data.TOKEN_SECRET === parsed.data.OTP_SECRET) {
    throw new Error('Invalid reference-api environment:\n  OTP_SECRET must differ from TOKEN_SECRET');
  }
  const data = parsed.data;
  const base = data.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, data.DATA_DIR);
  return { ...data, DATA_DIR: dataDir };
}

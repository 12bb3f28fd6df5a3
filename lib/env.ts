import 'server-only';
import { z } from 'zod';

// The one place the portal reads process.env; a bad value stops the server at boot (instrumentation.ts
// imports this module), not mid-request.

const isBuild = process.env.NEXT_PHASE === 'phase-production-build';
const isProduction = process.env.NODE_ENV === 'production';

/**
 * Values that have been public (in this repository or its history): a process sealing cookies with
 * one of them would let anyone read the bearer token in a cookie or forge a session.
 */
const KNOWN_SECRETS = new Set(['dev-only-session-password-change-me-0123456789']);
const looksPublic = (secret: string) => KNOWN_SECRETS.has(secret) || /change-?me|dev-only|example|(?:secret){2,}/i.test(secret);

/** "2:newest,1:older" → [[id, password]…]; a single password → [['1', password]]. */
export function sessionPasswordEntries(raw: string): [string, string][] {
  if (!/^\d+:/.test(raw)) return [['1', raw]];
  return raw.split(',').map((part) => {
    const idx = part.indexOf(':');
    return [part.slice(0, idx).trim(), part.slice(idx + 1)];
  });
}

const sessionPassword = z
  .string({ error: 'is required: at least 32 random characters (npm start generates one into .data/secrets.json)' })
  .superRefine((raw, ctx) => {
    for (const [id, password] of sessionPasswordEntries(raw)) {
      if (password.length < 32) ctx.addIssue({ code: 'custom', message: `entry ${id} is shorter than 32 characters` });
      else if (looksPublic(password)) ctx.addIssue({ code: 'custom', message: `entry ${id} is a published development value; generate a secret` });
    }
  });

const envSchema = z.object({
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Public origin of the portal, used for canonical URLs, sitemap and origin checks. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * Session passwords for iron-session. Either one password (≥ 32 chars) or a rotation list
   * "2:newest-password,1:older-password": the highest id seals new cookies, all of them unseal.
   * Required: no process ever runs on a default. The build seals nothing and gets a throwaway one.
   */
  SESSION_PASSWORD: isBuild ? sessionPassword.default(() => crypto.randomUUID() + crypto.randomUUID()) : sessionPassword,
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 8),
  /** Secure + __Host- cookie name. On by default in production builds. */
  SECURE_COOKIES: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => (v === undefined ? isProduction && process.env.PORTAL_INSECURE_COOKIES !== '1' : v === '1')),
  /**
   * How many reverse proxies in front of the portal append the client's address to X-Forwarded-For.
   * 0: the socket's address is the client's (no proxy, or one that is not trusted).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Analytics adapter (R§7, lib/analytics.ts): 'none' sends nothing; 'dataLayer' pushes events onto window.dataLayer. */
  ANALYTICS: z.enum(['none', 'dataLayer']).default('none'),
  /** Set by scripts/portal-server.mjs for this process: proves the client-address header is its own. */
  PORTAL_INTERNAL_TOKEN: z.string().min(16).optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  SANDBOX: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  THEORY_TEST_URL: z.url().default('https://theorytest.example.ae/'),
  /** The card gateway's origin: the payment frame (and only it) may load from there. */
  GATEWAY_ORIGIN: z
    .url()
    .default('http://localhost:4020')
    .transform((v) => new URL(v).origin),
  /** Where the gateway returns the frame first (the API's web-hook, R§7) before it comes back here. */
  PAYMENT_RETURN_ORIGIN: z
    .url()
    .default('http://localhost:4000')
    .transform((v) => new URL(v).origin),
  /** Sessions (revocation) are kept here when set; in the portal process otherwise (one process only). */
  REDIS_URL: z.string().optional(),
});

function parseEnv() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid portal environment, refusing to start:\n${lines}`);
  }
  return parsed.data;
}

export const env = parseEnv();
export type Env = typeof env;

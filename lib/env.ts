import 'server-only';
import { z } from 'zod';

// The one place the portal reads process.env; a bad value stops the server at boot, not mid-request.
const isProduction = process.env.NODE_ENV === 'production' && process.env.PORTAL_INSECURE_COOKIES !== '1';

const DEV_SESSION_PASSWORD = 'dev-only-session-password-change-me-0123456789';

const envSchema = z.object({
  API_URL: z.url().default('http://127.0.0.1:4000'),
  /** Public origin of the portal, used for canonical URLs, sitemap and origin checks. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * Session passwords for iron-session. Either one password (≥ 32 chars) or a rotation list
   * "2:newest-password,1:older-password": the first seals new cookies, all of them unseal.
   */
  SESSION_PASSWORD: z.string().min(32).default(DEV_SESSION_PASSWORD),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 8),
  /** Secure + __Host- cookie name. On by default in production builds. */
  SECURE_COOKIES: z
    .enum(['0', '1'])
    .optional()
    .transform((v) => (v === undefined ? isProduction : v === '1')),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15000),
  SANDBOX: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
  THEORY_TEST_URL: z.url().default('https://theorytest.example.ae/'),
  REDIS_URL: z.string().optional(),
});

function parseEnv() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid portal environment:\n${lines}`);
  }
  if (process.env.NODE_ENV === 'production' && parsed.data.SESSION_PASSWORD === DEV_SESSION_PASSWORD && parsed.data.SECURE_COOKIES) {
    throw new Error('SESSION_PASSWORD must be set in production');
  }
  return parsed.data;
}

export const env = parseEnv();
export type Env = typeof env;

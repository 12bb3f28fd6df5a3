import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokedTokens, users } from '../db/schema';
import { tooMany, unauthorized } from '../errors';
import { burnPasswordCheck, verifyPassword } from '../services/passwords';
import { normalisePhone } from '../services/phone';
import { guard, issueLogin, sessionOf } from '../services/session';
import { envelope, errors, loginData, messageOnly, otpExpirySchema, otpSchema, tokenString } from './schemas';

const BAD_CREDENTIALS = 'Invalid Username or Password!';
const THROTTLED = 'Too many failed login attempts, please try again later';
const phoneField = z
  .union([z.string().max(40), z.number()])
  .transform((v) => normalisePhone(v))
  .pipe(z.string('Phone number is invalid'));

export function registerLogin(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // POST /user/v1/auth/login – username (971 + starting code + number) and password
  r.post(
    '/user/v1/auth/login',
    {
      schema: {
        tags,
        body: z.object({ username: z.union([z.string().max(100), z.number()]), password: z.string().max(128) }),
        response: { 200: envelope(loginData), ...errors(400, 401, 403, 429) },
      },
    },
    async (req) => {
      const { db, env, limiter } = app.ctx;
      const phone = normalisePhone(req.body.username);
      const account = phone ?? String(req.body.username).trim().toLowerCase();
      const key = `login:${account}:${req.ip}`;
      // A second, wider window per account across all addresses: X-Forwarded-For can be forged,
      // so rotating addresses must not buy unlimited guesses at one password.
      const accountKey = `login-account:${account}`;
      const [seen, seenAccount] = await Promise.all([limiter.peek(key), limiter.peek(accountKey)]);
      if (seen.count >= env.LOGIN_MAX_FAILURES) throw tooMany(THROTTLED, seen.retryAfterSeconds);
      if (seenAccount.count >= env.LOGIN_MAX_FAILURES_PER_ACCOUNT) throw tooMany(THROTTLED, seenAccount.retryAfterSeconds);

      const [user] = phone ? await db.select().from(users).where(eq(users.phone, phone)) : [];
      const ok = user?.passwordHash ? await verifyPassword(req.body.password, user.passwordHash) : await burnPasswordCheck(req.body.password);
      if (!user || !ok) {
        await Promise.all([limiter.hit(key, env.LOGIN_WINDOW_SECONDS), limiter.hit(accountKey, env.LOGIN_WINDOW_SECONDS)]);
        throw unauthorized(BAD_CREDENTIALS);
      }
      const data = issueLogin(req, user); // 403 for a CSR-pending account, only after the right password
      await limiter.reset(key);
      return { statusCode: 200, message: 'Logged in successfully', data };
    },
  );

  // POST /user/v1/auth/login-otp – same answer whether or not the number has an account
  r.post(
    '/user/v1/auth/login-otp',
    {
      schema: {
        tags,
        body: z.object({ username: phoneField }),
        response: { 200: envelope(z.object({ id: z.string(), otpExpiry: otpExpirySchema })), ...errors(400, 429) },
      },
    },
    async (req) => {
      const phone = req.body.username;
      const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      const { token, otpExpiry } = await app.ctx.otp.start('login', phone, user?.id ?? null);
      return { statusCode: 200, message: 'If the number is registered, an OTP has been sent', data: { id: token, otpExpiry } };
    },
  );

  // POST /user/v1/auth/login-otp/verify
  r.post(
    '/user/v1/auth/login-otp/verify',
    {
      schema: {
        tags,
        body: z.object({ id: tokenString, otp: otpSchema }),
        response: { 200: envelope(loginData), ...errors(400, 401, 403, 410, 429) },
      },
    },
    async (req) => {
      const userId = await app.ctx.otp.verify(req.body.id, req.body.otp, 'login');
      const [user] = await app.ctx.db.update(users).set({ phoneVerified: true }).where(eq(users.id, userId)).returning();
      if (!user) throw unauthorized('Invalid or expired token');
      return { statusCode: 200, message: 'Logged in successfully', data: issueLogin(req, user) };
    },
  );

  // POST /user/v1/auth/logout – revoke this token (its jti) until it would have expired anyway
  r.post(
    '/user/v1/auth/logout',
    { preValidation: guard(), schema: { tags, security: [{ bearer: [] }], response: { 200: messageOnly, ...errors(401) } } },
    async (req) => {
      const { db, now } = app.ctx;
      const { jti, exp } = sessionOf(req);
      await db
        .insert(revokedTokens)
        .values({ jti, expiresAt: new Date(exp * 1000) })
        .onConflictDoNothing();
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(now())));
      return { statusCode: 200, message: 'Logged out successfully', data: {} };
    },
  );
}

import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpChallenges } from '../db/schema';
import type { Env } from '../env';
import { ApiError, tooMany, unauthorized } from '../errors';
import { send } from './outbox';
import type { RateLimiter } from './rate-limit';
import type { Tokens } from './tokens';

// OTP conversations. The resetJWTToken names a challenge row (never the user), so a token issued for an
// unknown number looks and behaves exactly like a real one: it just never verifies.
export type OtpPurpose = 'signup' | 'login' | 'reset';

export const OTP_MESSAGES = {
  invalid: 'Invalid OTP',
  expired: 'OTP has expired',
  attempts: 'Too many wrong attempts, please request a new OTP',
  sends: 'Too many OTP requests, please try again later',
  badToken: 'Invalid or expired token',
} as const;

const SMS_TEXT: Record<OtpPurpose, string> = {
  signup: 'Your registration verification code is',
  login: 'Your login code is',
  reset: 'Your password reset code is',
};

export function createOtpService(deps: { db: Db; env: Env; tokens: Tokens; limiter: RateLimiter; now?: () => number }) {
  const { db, env, tokens, limiter } = deps;
  const now = deps.now ?? Date.now;
  const otpKey = createHmac('sha256', 'reference-api/otp').update(env.TOKEN_SECRET).digest();
  const hash = (challengeId: string, code: string) => createHmac('sha256', otpKey).update(`${challengeId}:${code}`).digest('hex');
  const sendKey = (phone: string) => `otp-send:${phone}`;

  async function assertCanSend(phone: string) {
    const seen = await limiter.peek(sendKey(phone));
    if (seen.count >= env.OTP_MAX_SENDS_PER_HOUR) throw tooMany(OTP_MESSAGES.sends, seen.retryAfterSeconds);
  }

  /** Count a send against the phone's hourly budget, then issue a fresh code (SMS only for a real user). */
  async function deliver(challengeId: string, purpose: OtpPurpose, phone: string, userId: string | null) {
    const hit = await limiter.hit(sendKey(phone), 3600);
    if (hit.count > env.OTP_MAX_SENDS_PER_HOUR) throw tooMany(OTP_MESSAGES.sends, hit.retryAfterSeconds);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now() + env.OTP_TTL_SECONDS * 1000);
    const values = { codeHash: hash(challengeId, code), expiresAt, attempts: 0, consumedAt: null };
    await db
      .insert(otpChallenges)
      .values({ id: challengeId, purpose, phone, userId, ...values })
      .onConflictDoUpdate({ target: otpChallenges.id, set: values });
    if (userId) {
      const minutes = Math.round(env.OTP_TTL_SECONDS / 60);
      await send(db, {
        channel: 'sms',
        to: phone,
        body: `${SMS_TEXT[purpose]} ${code}. It expires in ${minutes} minutes. Never share this code.`,
        code,
      });
    }
    return expiresAt.toISOString();
  }

  async function start(purpose: OtpPurpose, phone: string, userId: string | null) {
    await assertCanSend(phone);
    if (randomInt(50) === 0) await db.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(now() - 86_400_000)));
    const challengeId = randomUUID();
    const otpExpiry = await deliver(challengeId, purpose, phone, userId);
    const { token } = tokens.sign('otp', env.OTP_TOKEN_TTL_SECONDS, { purpose, cid: challengeId });
    return { token, otpExpiry };
  }

  async function challengeFor(token: unknown, purposes: readonly OtpPurpose[]) {
    const claims = tokens.verify(token, 'otp');
    if (!claims || typeof claims.cid !== 'string' || !purposes.includes(claims.purpose as OtpPurpose)) {
      throw unauthorized(OTP_MESSAGES.badToken);
    }
    const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, claims.cid));
    if (!row) throw unauthorized(OTP_MESSAGES.badToken);
    return row;
  }

  /** send-otp / resend-otp: a new code for the token's conversation. */
  async function resend(token: unknown, purposes: readonly OtpPurpose[] = ['signup', 'login', 'reset']) {
    const row = await challengeFor(token, purposes);
    return { otpExpiry: await deliver(row.id, row.purpose, row.phone, row.userId) };
  }

  /** Burns the code on success and returns the user id; every failure is an ApiError. */
  async function verify(token: unknown, otp: string, purpose: OtpPurpose): Promise<string> {
    const row = await challengeFor(token, [purpose]);
    if (row.consumedAt) throw new ApiError(400, OTP_MESSAGES.invalid);
    if (row.attempts >= env.OTP_MAX_ATTEMPTS) throw tooMany(OTP_MESSAGES.attempts, (row.expiresAt.getTime() - now()) / 1000);
    if (row.expiresAt.getTime() <= now()) throw new ApiError(410, OTP_MESSAGES.expired);

    const given = Buffer.from(hash(row.id, otp), 'hex');
    const matches = timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'));
    if (matches && row.userId) {
      // single use even under concurrency: only one request can flip consumed_at
      const [won] = await db
        .update(otpChallenges)
        .set({ consumedAt: new Date(now()) })
        .where(
          and(
            eq(otpChallenges.id, row.id),
            eq(otpChallenges.codeHash, row.codeHash),
            isNull(otpChallenges.consumedAt),
            lt(otpChallenges.attempts, env.OTP_MAX_ATTEMPTS),
          ),
        )
        .returning({ userId: otpChallenges.userId });
      if (won?.userId) return won.userId;
      throw new ApiError(400, OTP_MESSAGES.invalid);
    }
    await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, row.id));
    throw new ApiError(400, OTP_MESSAGES.invalid);
  }

  return { start, resend, verify, assertCanSend };
}

export type OtpService = ReturnType<typeof createOtpService>;

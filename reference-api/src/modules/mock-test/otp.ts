import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { mockTestCodes } from '../../db/schema/index';
import { CENTRE } from '../../platform/centre';
import { ApiError } from '../../platform/errors';
import { deriveKey, hmacHex } from '../../platform/secrets';
import type { UserRow } from '../session/guard';
import { AUTH_ERRORS } from '../auth/contract';
import { VERIFIED_FOR_MINUTES } from './contract';

// The mock-test code (D§7 send-mocktest-otp, resend-mock-test-otp, verify_mock_test_otp): the learner
// proves at the test's door that they hold their phone. Held like login codes: an HMAC of the code,
// the OTP_* expiry, countdown and attempt limits, and a per-learner send budget; a verified code opens
// the test for VERIFIED_FOR_MINUTES and is used up by the attempt it starts (service.ts).

export function createMockTestOtp(ctx: Pick<AppContext, 'db' | 'env' | 'limits' | 'outbox' | 'now'>) {
  const { db, env, limits, outbox, now } = ctx;
  const key = deriveKey(env.OTP_SECRET, 'mock-test-code');
  const hash = (userId: string, sentAt: Date, code: string) => hmacHex(key, `${userId}:${sentAt.toISOString()}:${code}`);
  const sends = limits.limiter('mocktest-otp-send', { points: env.OTP_SENDS_PER_PURPOSE, durationSeconds: env.OTP_SEND_WINDOW_SECONDS });
  const ttl = env.OTP_TTL_SECONDS * 1000;

  async function takeBudget(userId: string) {
    const d = await sends.consume(userId);
    if (!d.allowed) throw new ApiError(AUTH_ERRORS.otp_send_limit, { retryAfterSeconds: d.retryAfterSeconds });
  }

  function fresh(userId: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sentAt = new Date(now());
    return {
      code,
      values: { codeHash: hash(userId, sentAt, code), sentAt, expiresAt: new Date(sentAt.getTime() + ttl), attempts: 0, verifiedUntil: null },
    };
  }

  const text = (code: string) =>
    `${CENTRE.name.en}: Your mock test code is ${code}. It expires in ${Math.round(env.OTP_TTL_SECONDS / 60)} minutes. Never share this code.`;
  const answer = (sentAt: Date, expiresAt: Date) => ({
    otpExpiry: expiresAt.toISOString(),
    resendAfter: new Date(sentAt.getTime() + env.OTP_RESEND_SECONDS * 1000).toISOString(),
  });

  /** A new code (replacing any earlier one) and its SMS, in one transaction. */
  async function send(user: UserRow, examType: string) {
    await takeBudget(user.id);
    const { code, values } = fresh(user.id);
    await db.transaction(async (tx) => {
      await tx
        .insert(mockTestCodes)
        .values({ userId: user.id, examType, ...values })
        .onConflictDoUpdate({ target: mockTestCodes.userId, set: { examType, ...values } });
      await outbox.send(tx, { channel: 'sms', to: user.phone, body: text(code), code });
    });
    return answer(values.sentAt, values.expiresAt);
  }

  /** The same conversation, a new code, once the countdown has run out; of two racing resends one sends. */
  async function resend(user: UserRow) {
    const [row] = await db.select().from(mockTestCodes).where(eq(mockTestCodes.userId, user.id));
    if (!row) throw new ApiError(AUTH_ERRORS.otp_invalid);
    const earliest = row.sentAt.getTime() + env.OTP_RESEND_SECONDS * 1000;
    const tooEarly = () => new ApiError(AUTH_ERRORS.otp_too_early, { retryAfterSeconds: (earliest - now()) / 1000 });
    if (earliest > now()) throw tooEarly();
    await takeBudget(user.id);
    const { code, values } = fresh(user.id);
    const won = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(mockTestCodes)
        .set(values)
        .where(and(eq(mockTestCodes.userId, user.id), lte(mockTestCodes.sentAt, new Date(now() - env.OTP_RESEND_SECONDS * 1000))))
        .returning({ userId: mockTestCodes.userId });
      if (updated) await outbox.send(tx, { channel: 'sms', to: user.phone, body: text(code), code });
      return Boolean(updated);
    });
    if (!won) throw tooEarly();
    return answer(values.sentAt, values.expiresAt);
  }

  /** A wrong code counts an attempt; the sixth try is refused even if right; a right one is used once. */
  async function verify(user: UserRow, otp: string) {
    const [row] = await db.select().from(mockTestCodes).where(eq(mockTestCodes.userId, user.id));
    if (!row || !row.codeHash) throw new ApiError(AUTH_ERRORS.otp_invalid);
    const expiresAt = row.expiresAt.getTime();
    if (row.attempts >= env.OTP_MAX_ATTEMPTS) throw new ApiError(AUTH_ERRORS.otp_attempts, { retryAfterSeconds: (expiresAt - now()) / 1000 });
    if (expiresAt <= now()) throw new ApiError(AUTH_ERRORS.otp_expired);
    const matches = timingSafeEqual(Buffer.from(hash(user.id, row.sentAt, otp), 'hex'), Buffer.from(row.codeHash, 'hex'));
    if (!matches) {
      await db
        .update(mockTestCodes)
        .set({ attempts: sql`${mockTestCodes.attempts} + 1` })
        .where(eq(mockTestCodes.userId, user.id));
      throw new ApiError(AUTH_ERRORS.otp_invalid);
    }
    const validUntil = new Date(now() + VERIFIED_FOR_MINUTES * 60_000);
    // single use under concurrency: only the update that still sees this code wins
    const [won] = await db
      .update(mockTestCodes)
      .set({ codeHash: '', verifiedUntil: validUntil })
      .where(and(eq(mockTestCodes.userId, user.id), eq(mockTestCodes.codeHash, row.codeHash)))
      .returning({ userId: mockTestCodes.userId });
    if (!won) throw new ApiError(AUTH_ERRORS.otp_invalid);
    return { verified: true as const, validUntil: validUntil.toISOString() };
  }

  return { send, resend, verify };
}

export type MockTestOtp = ReturnType<typeof createMockTestOtp>;

import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otpChallenges, type OtpPurpose } from '../../db/schema/index';
import type { Env } from '../../env';
import { CENTRE } from '../../platform/centre';
import { ApiError, tokenInvalid } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { RateLimits } from '../../platform/rate-limits';
import { deriveKey, hmacHex } from '../../platform/secrets';
import type { Tokens } from '../../platform/tokens';
import { AUTH_ERRORS } from './contract';

// OTP conversations. The resetJWTToken names a challenge row (never the user), so a token issued for an
// unknown number looks and behaves exactly like a real one: it just never verifies. Codes are stored as
// HMACs keyed by OTP_SECRET; sends are budgeted per purpose and requester (contract "Throttles").
export type Challenge = typeof otpChallenges.$inferSelect;
type Target = { userId?: string | null; pendingRegistrationId?: string | null };

// Each text names its sender first (the centre, platform/centre.ts): a code from no one invites phishing.
function smsText(purpose: OtpPurpose, target: Target, code: string, minutes: number): string {
  const tail = `It expires in ${minutes} minutes. Never share this code.`;
  return `${CENTRE.name.en}: ${smsBody(purpose, target, code, tail)}`;
}

function smsBody(purpose: OtpPurpose, target: Target, code: string, tail: string): string {
  if (purpose === 'signup' && target.userId) {
    return `Someone tried to sign up with this number, which already has an account. Log in or reset your password instead. Your code is ${code}. ${tail}`;
  }
  const lead = {
    signup: 'Your registration verification code is',
    login: 'Your login code is',
    reset: 'Your password reset code is',
    contract: 'Your code to sign your training contract is',
  }[purpose];
  return `${lead} ${code}. ${tail}`;
}

export function createOtp(deps: { db: Db; env: Env; tokens: Tokens; limits: RateLimits; outbox: Outbox; now: () => number }) {
  const { db, env, tokens, limits, outbox, now } = deps;
  const key = deriveKey(env.OTP_SECRET, 'otp-code');
  const hash = (challengeId: string, code: string) => hmacHex(key, `${challengeId}:${code}`);
  const window = env.OTP_SEND_WINDOW_SECONDS;
  const perAddress = limits.limiter('otp-send-address', { points: env.OTP_SENDS_PER_ADDRESS, durationSeconds: window });
  const perPurpose = limits.limiter('otp-send-purpose', { points: env.OTP_SENDS_PER_PURPOSE, durationSeconds: window });
  const perDay = limits.limiter('otp-send-day', { points: env.OTP_SENDS_PER_DAY, durationSeconds: env.OTP_DAY_WINDOW_SECONDS });

  /** Narrowest budget first, so requests refused for one requester leave the wider budgets untouched. */
  async function takeSendBudget(purpose: OtpPurpose, phone: string, address: string) {
    for (const [limiter, k] of [
      [perAddress, `${purpose}|${phone}|${address}`],
      [perPurpose, `${purpose}|${phone}`],
      [perDay, phone],
    ] as const) {
      const d = await limiter.consume(k);
      if (!d.allowed) throw new ApiError(AUTH_ERRORS.otp_send_limit, { retryAfterSeconds: d.retryAfterSeconds });
    }
  }

  function freshCode(challengeId: string) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sentAt = new Date(now());
    return { code, codeHash: hash(challengeId, code), sentAt, expiresAt: new Date(sentAt.getTime() + env.OTP_TTL_SECONDS * 1000) };
  }

  /** The SMS goes only to a real target; an unknown number's conversation sends nothing. */
  async function deliver(tx: Db | Tx, purpose: OtpPurpose, phone: string, target: Target, code: string) {
    if (!target.userId && !target.pendingRegistrationId) return;
    await outbox.send(tx, { channel: 'sms', to: phone, body: smsText(purpose, target, code, Math.round(env.OTP_TTL_SECONDS / 60)), code });
  }

  /** Open a conversation inside the caller's transaction: the challenge row and its SMS commit together. */
  async function open(tx: Db | Tx, purpose: OtpPurpose, phone: string, target: Target) {
    const id = randomUUID();
    const { code, ...values } = freshCode(id);
    await tx.insert(otpChallenges).values({
      id,
      purpose,
      phone,
      userId: target.userId ?? null,
      pendingRegistrationId: target.pendingRegistrationId ?? null,
      ...values,
      createdAt: values.sentAt, // the API's clock, which the sweep below compares with
    });
    await deliver(tx, purpose, phone, target, code);
    return { challengeId: id, otpExpiry: values.expiresAt.toISOString() };
  }

  const tokenFor = async (challengeId: string, purpose: OtpPurpose) =>
    (await tokens.sign('otp', env.OTP_TOKEN_TTL_SECONDS, { purpose, cid: challengeId })).token;

  /** login-otp and forgot-password: budget, then one transaction for the row and the SMS. */
  async function start(purpose: OtpPurpose, phone: string, userId: string | null, address: string) {
    await takeSendBudget(purpose, phone, address);
    const { challengeId, otpExpiry } = await db.transaction((tx) => open(tx, purpose, phone, { userId }));
    return { token: await tokenFor(challengeId, purpose), otpExpiry };
  }

  async function challengeFor(token: unknown, purposes: readonly OtpPurpose[]): Promise<Challenge> {
    const claims = await tokens.verify(token, 'otp');
    if (!claims || typeof claims.cid !== 'string' || !purposes.includes(claims.purpose as OtpPurpose)) throw tokenInvalid();
    const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, claims.cid));
    if (!row) throw tokenInvalid();
    return row;
  }

  /** send-otp / resend-otp: a new code for the token's conversation, once the countdown has run out. */
  async function resend(token: unknown, address: string) {
    const row = await challengeFor(token, ['signup', 'login', 'reset']);
    if (row.consumedAt) throw tokenInvalid(); // a finished conversation is not revived
    const earliest = row.sentAt.getTime() + env.OTP_RESEND_SECONDS * 1000;
    const tooEarly = () => new ApiError(AUTH_ERRORS.otp_too_early, { retryAfterSeconds: (earliest - now()) / 1000 });
    if (earliest > now()) throw tooEarly();
    await takeSendBudget(row.purpose, row.phone, address);
    const { code, ...values } = freshCode(row.id);
    const expiry = await db.transaction(async (tx) => {
      // the countdown condition is part of the update: of two racing resends only one sends
      const [won] = await tx
        .update(otpChallenges)
        .set({ ...values, attempts: 0 })
        .where(
          and(
            eq(otpChallenges.id, row.id),
            isNull(otpChallenges.consumedAt),
            lte(otpChallenges.sentAt, new Date(now() - env.OTP_RESEND_SECONDS * 1000)),
          ),
        )
        .returning({ id: otpChallenges.id });
      if (!won) return null;
      await deliver(tx, row.purpose, row.phone, row, code);
      return values.expiresAt.toISOString();
    });
    if (!expiry) throw tooEarly();
    return { otpExpiry: expiry };
  }

  /**
   * Checks a code without using it: the matching challenge (the caller consumes it inside its own
   * transaction), else an ApiError. A wrong code counts an attempt; the sixth try is refused even if right.
   */
  async function check(token: unknown, otp: string, purpose: OtpPurpose): Promise<Challenge> {
    const row = await challengeFor(token, [purpose]);
    if (row.consumedAt) throw new ApiError(AUTH_ERRORS.otp_invalid);
    const expiresAt = row.expiresAt.getTime();
    if (row.attempts >= env.OTP_MAX_ATTEMPTS) throw new ApiError(AUTH_ERRORS.otp_attempts, { retryAfterSeconds: (expiresAt - now()) / 1000 });
    if (expiresAt <= now()) throw new ApiError(AUTH_ERRORS.otp_expired);
    const matches = timingSafeEqual(Buffer.from(hash(row.id, otp), 'hex'), Buffer.from(row.codeHash, 'hex'));
    if (matches && (row.userId || row.pendingRegistrationId)) return row;
    await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(eq(otpChallenges.id, row.id));
    throw new ApiError(AUTH_ERRORS.otp_invalid);
  }

  /** Single use even under concurrency: only one transaction can flip consumed_at. */
  async function consume(tx: Db | Tx, row: Challenge): Promise<void> {
    const [won] = await tx
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
      .returning({ id: otpChallenges.id });
    if (!won) throw new ApiError(AUTH_ERRORS.otp_invalid);
  }

  /** Old conversations go after a day (lazily, on some sign-ups). */
  const sweep = (tx: Db | Tx) => tx.delete(otpChallenges).where(lt(otpChallenges.createdAt, new Date(now() - 86_400_000)));

  return { takeSendBudget, open, tokenFor, start, resend, check, consume, sweep };
}

export type Otp = ReturnType<typeof createOtp>;

import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownLoginAddresses } from '../../db/schema/index';
import type { Env } from '../../env';
import { ApiError } from '../../platform/errors';
import type { RateLimits } from '../../platform/rate-limits';
import { deriveKey, hmacHex } from '../../platform/secrets';
import { AUTH_ERRORS } from './contract';

// Password-login limits (contract "Throttles"), each consumed before the password is checked:
//  - per account + address and per address (login_throttled): one address cannot guess much;
//  - per account, from addresses that have not logged in to it lately (login_otp_required): guesses
//    from everywhere else make password login ask for an OTP instead, and a login by OTP (or a password
//    reset) lifts it. The student's own known address never consults this counter, so a stranger's
//    failures cannot lock the real student out.
export interface LoginAttempt {
  /** the password was right: give the points back and remember the address */
  succeeded(userId: string): Promise<void>;
}

export function createLoginThrottle(deps: { db: Db; env: Env; limits: RateLimits; now: () => number }) {
  const { db, env, limits, now } = deps;
  const window = env.LOGIN_WINDOW_SECONDS;
  const pair = limits.limiter('login-pair', { points: env.LOGIN_MAX_FAILURES, durationSeconds: window });
  const perAddress = limits.limiter('login-address', { points: env.LOGIN_MAX_FAILURES_PER_ADDRESS, durationSeconds: window });
  const perAccount = limits.limiter('login-account', {
    points: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    durationSeconds: env.LOGIN_ACCOUNT_WINDOW_SECONDS,
  });
  const key = deriveKey(env.OTP_SECRET, 'known-login-address');
  const knownKey = (account: string, address: string) => hmacHex(key, `${account}|${address}`);
  const knownSince = () => new Date(now() - env.LOGIN_KNOWN_ADDRESS_DAYS * 86_400_000);

  async function isKnown(account: string, address: string): Promise<boolean> {
    const [row] = await db
      .select({ k: knownLoginAddresses.keyHash })
      .from(knownLoginAddresses)
      .where(and(eq(knownLoginAddresses.keyHash, knownKey(account, address)), gt(knownLoginAddresses.lastLoginAt, knownSince())));
    return !!row;
  }

  /** A successful login (password, OTP or a verified sign-up) makes the address known to the account. */
  async function remember(userId: string, account: string, address: string): Promise<void> {
    const lastLoginAt = new Date(now());
    await db
      .insert(knownLoginAddresses)
      .values({ keyHash: knownKey(account, address), userId, lastLoginAt })
      .onConflictDoUpdate({ target: knownLoginAddresses.keyHash, set: { lastLoginAt, userId } });
  }

  async function begin(account: string, address: string): Promise<LoginAttempt> {
    const pairKey = `${account}|${address}`;
    for (const [limiter, k] of [
      [pair, pairKey],
      [perAddress, address],
    ] as const) {
      const d = await limiter.consume(k);
      if (!d.allowed) throw new ApiError(AUTH_ERRORS.login_throttled, { retryAfterSeconds: d.retryAfterSeconds });
    }
    const known = await isKnown(account, address);
    if (!known) {
      const d = await perAccount.consume(account);
      if (!d.allowed) throw new ApiError(AUTH_ERRORS.login_otp_required, { retryAfterSeconds: d.retryAfterSeconds });
    }
    return {
      async succeeded(userId) {
        await Promise.all([pair.delete(pairKey), perAddress.reward(address), known ? undefined : perAccount.reward(account)]);
        await remember(userId, account, address);
      },
    };
  }

  /** Login by OTP or a password reset: the phone's owner has shown up, password login works again. */
  const lift = (account: string) => perAccount.delete(account);

  return { begin, lift, remember };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

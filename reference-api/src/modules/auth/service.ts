import type { FastifyRequest } from 'fastify';
import type { PendingPayload } from '../../db/schema/index';
import { ApiError, invalidData } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import { CENTRE } from '../../platform/centre';
import { normalisePhone } from '../../platform/phone';
import type { UserRow } from '../session/guard';
import { toPublicUser, type RegistrationInput } from '../student/contract';
import { checkRegistration, userConflict } from '../student/registration-rules';
import { AUTH_ERRORS, AUTH_LABELS } from './contract';
import * as repo from './repo';

// The auth use cases. Each write of more than one statement is one db.transaction; every limit is
// consumed before the work it guards; uniqueness is left to the database's indexes.
const mismatch = () => invalidData({ confirmPassword: fieldError('confirmPassword', 'password_mismatch', AUTH_LABELS) });

/** The { user, token } answer of every successful login path. */
export async function issueLogin(req: FastifyRequest, user: UserRow) {
  if (user.requiresCsr) throw new ApiError(AUTH_ERRORS.contact_csr);
  const { tokens, env } = req.server.ctx;
  const { token } = await tokens.sign('access', env.TOKEN_TTL_SECONDS, { sub: user.id, roles: user.roles });
  return { user: toPublicUser(user), token };
}

/**
 * POST signup: a pending registration (not an account) and its OTP, in one transaction. The answer is the
 * same whether the number is new, pending or registered: a registered number gets a code whose SMS says
 * it has an account, and verify-otp tells only the phone's owner (409 account_exists).
 */
export async function signup(req: FastifyRequest, input: RegistrationInput) {
  const { db, otp, env, now } = req.server.ctx;
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) throw mismatch();
  const reg = await checkRegistration(db, input, now());
  const passwordHash = await hashPassword(input.password); // for every number alike: the timing says nothing
  await otp.takeSendBudget('signup', reg.phone, req.ip);

  const { countryCode, startingCode, number } = input.phones.firstNumber;
  const payload: PendingPayload = {
    name: input.name,
    email: input.email,
    countryCode,
    startingCode,
    number,
    passwordHash,
    gender: input.gender,
    dob: input.dob,
    nationality: reg.nationality,
    emiratesId: reg.emiratesId,
    trainingBranchId: reg.trainingBranchId,
    studentDetails: reg.studentDetails,
    registrationPlatform: input.registrationPlatform ?? 'web',
  };
  const at = new Date(now());
  const { challengeId, otpExpiry } = await db.transaction(async (tx) => {
    await repo.deleteExpiredPending(tx, at);
    const existing = await repo.userByPhone(tx, reg.phone);
    if (existing) return otp.open(tx, 'signup', reg.phone, { userId: existing.id });
    const pendingId = await repo.upsertPending(tx, reg.phone, payload, at, new Date(at.getTime() + env.PENDING_REGISTRATION_TTL_SECONDS * 1000));
    await repo.dropChallengesOf(tx, pendingId);
    return otp.open(tx, 'signup', reg.phone, { pendingRegistrationId: pendingId });
  });
  if (Math.random() < 0.02) await otp.sweep(db);
  return { resetJWTToken: await otp.tokenFor(challengeId, 'signup'), otpExpiry };
}

/** POST verify-otp: the pending registration becomes the user (phone verified, logged in) in one transaction. */
export async function verifySignup(req: FastifyRequest, token: string, code: string) {
  const { db, otp, throttle, now } = req.server.ctx;
  const row = await otp.check(token, code, 'signup');
  if (row.userId) {
    await otp.consume(db, row);
    throw new ApiError(AUTH_ERRORS.account_exists);
  }
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      await otp.consume(tx, row);
      const pending = await repo.pendingById(tx, row.pendingRegistrationId!);
      if (!pending || pending.expiresAt.getTime() <= now()) throw new ApiError(AUTH_ERRORS.otp_expired);
      const created = await repo.insertUserFromPending(tx, pending.phone, pending.payload);
      await repo.deletePending(tx, pending.id);
      return created;
    });
  } catch (err) {
    // a clash rolls everything back: the pending registration stays for a corrected sign-up
    throw userConflict(err, new ApiError(AUTH_ERRORS.account_exists)) ?? err;
  }
  await throttle.remember(user.id, user.phone, req.ip);
  return issueLogin(req, user);
}

/** POST login: limits first, then the password (the same work for an unknown username). */
export async function login(req: FastifyRequest, username: string | number, password: string) {
  const { db, throttle } = req.server.ctx;
  const phone = normalisePhone(username);
  const account = phone ?? String(username).trim().toLowerCase();
  const attempt = await throttle.begin(account, req.ip);
  const user = phone ? await repo.userByPhone(db, phone) : undefined;
  const ok = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await burnPasswordCheck(password);
  if (!user || !ok) throw new ApiError(AUTH_ERRORS.invalid_credentials);
  await attempt.succeeded(user.id);
  return issueLogin(req, user); // 403 contact_csr for a CSR-pending account, only after the right password
}

/** POST login-otp: the same answer whether or not the number has an account. */
export async function startLoginOtp(req: FastifyRequest, phone: string) {
  const { db, otp } = req.server.ctx;
  const user = await repo.userByPhone(db, phone);
  const { token, otpExpiry } = await otp.start('login', phone, user?.id ?? null, req.ip);
  return { id: token, otpExpiry };
}

/** POST login-otp/verify: logs in and lifts the account's login_otp_required. */
export async function verifyLoginOtp(req: FastifyRequest, token: string, code: string) {
  const { db, otp, throttle } = req.server.ctx;
  const row = await otp.check(token, code, 'login');
  const user = await db.transaction(async (tx) => {
    await otp.consume(tx, row);
    return repo.markPhoneVerified(tx, row.userId!);
  });
  if (!user) throw new ApiError(AUTH_ERRORS.otp_invalid);
  await throttle.lift(user.phone);
  await throttle.remember(user.id, user.phone, req.ip);
  return issueLogin(req, user);
}

/** POST forgot-password: never says whether the number exists (same status, body and path). */
export async function forgotPassword(req: FastifyRequest, phone: string, role: string) {
  const { db, otp } = req.server.ctx;
  const userId = await repo.userIdByPhoneAndRole(db, phone, role);
  const { token, otpExpiry } = await otp.start('reset', phone, userId, req.ip);
  return { resetJWTToken: token, otpExpiry };
}

/** POST reset-password: the code is used and the password replaced together; older access tokens die. */
export async function resetPassword(req: FastifyRequest, body: { resetJWTToken: string; otp: string; password: string; confirmPassword: string }) {
  const { db, otp, throttle, now } = req.server.ctx;
  if (body.password !== body.confirmPassword) throw mismatch();
  const row = await otp.check(body.resetJWTToken, body.otp, 'reset');
  const passwordHash = await hashPassword(body.password);
  // second precision: tokens carry iat in whole seconds
  const validAfter = new Date(Math.floor(now() / 1000) * 1000);
  await db.transaction(async (tx) => {
    await otp.consume(tx, row);
    await repo.setPassword(tx, row.userId!, passwordHash, validAfter);
  });
  await throttle.lift(row.phone);
}

/** POST logout: revoke this token (its jti) until it would have expired anyway. */
export async function logout(req: FastifyRequest, jti: string, exp: number) {
  const { db, now } = req.server.ctx;
  await db.transaction((tx) => repo.revoke(tx, jti, new Date(exp * 1000), new Date(now())));
}

/** POST send-verify-email: a signed link to the portal's /verify-email page. */
export async function sendVerifyEmail(req: FastifyRequest, user: UserRow) {
  const { db, env, tokens, outbox, limiters } = req.server.ctx;
  const d = await limiters.verifyEmail.consume(user.id);
  if (!d.allowed) throw new ApiError(AUTH_ERRORS.verification_email_limit, { retryAfterSeconds: d.retryAfterSeconds });
  const { token } = await tokens.sign('email', env.EMAIL_TOKEN_TTL_SECONDS, { sub: user.id, email: user.email });
  const link = `${env.PORTAL_URL.replace(/\/$/, '')}/en/verify-email/${encodeURIComponent(user.id)}?verifyToken=${token}`;
  await outbox.send(db, {
    channel: 'email',
    to: user.email,
    subject: `Verify your email address: ${CENTRE.name.en}`,
    body: `Hello ${user.name},\n\nPlease confirm your email address by opening this link:\n${link}\n\nIf you did not ask for this, ignore this message.\n\n${CENTRE.name.en}`,
    code: token,
  });
}

/** PUT verify-email/:id: the link's token, bound to the user and the address it was sent to. */
export async function verifyEmail(req: FastifyRequest, userId: string, verifyToken: string) {
  const { db, tokens } = req.server.ctx;
  const claims = await tokens.verify(verifyToken, 'email');
  const failed = () => new ApiError(AUTH_ERRORS.email_verification_failed);
  if (!claims || claims.sub !== userId || typeof claims.email !== 'string') throw failed();
  if (!(await repo.markEmailVerified(db, userId, claims.email))) throw failed();
}

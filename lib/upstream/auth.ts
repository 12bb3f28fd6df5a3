import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import type { CallContext } from './context';
import type { RegistrationPayload } from './payloads/signup';
import { envelopeSchema, messageEnvelopeSchema } from './schemas/common';
import { userSchema } from './schemas/user';

// Every /user/v1/auth call of the contract. Tokens returned here (bearer, resetJWTToken, login-otp
// id) belong in the session, never in a response to the browser.

const otpExpirySchema = z.string();
const userAndTokenSchema = z.object({ user: userSchema, token: z.string().min(1) });

/**
 * Sign-up with the registration payload (validated by the caller's shared schema): a pending
 * registration and an OTP SMS. The account exists only once the code is verified.
 */
export async function signup(payload: RegistrationPayload, ctx: CallContext = {}) {
  const schema = envelopeSchema(z.object({ resetJWTToken: z.string().min(1), otpExpiry: otpExpirySchema }));
  return (await upstreamJson(schema, '/user/v1/auth/signup', { ...ctx, method: 'POST', json: payload })).data;
}

export async function sendOtp(input: { resetJWTToken: string }, ctx: CallContext = {}) {
  const schema = envelopeSchema(z.object({ otpExpiry: otpExpirySchema }));
  return (await upstreamJson(schema, '/user/v1/auth/send-otp', { ...ctx, method: 'POST', json: input })).data;
}

export async function resendOtp(input: { resetJWTToken: string }, ctx: CallContext = {}) {
  const schema = envelopeSchema(z.object({ otpExpiry: otpExpirySchema }));
  return (await upstreamJson(schema, '/user/v1/auth/resend-otp', { ...ctx, method: 'POST', json: input })).data;
}

/** Verifies the sign-up OTP: the account is created and logged in (409 account_exists / email_taken / emirates_id_taken). */
export async function verifyOtp(input: { resetJWTToken: string; otp: string }, ctx: CallContext = {}) {
  return (await upstreamJson(envelopeSchema(userAndTokenSchema), '/user/v1/auth/verify-otp', { ...ctx, method: 'POST', json: input })).data;
}

/** Username is 971 + starting code + number. The API answers for any role; the caller filters. */
export async function login(input: { username: string; password: string }, ctx: CallContext = {}) {
  return (await upstreamJson(envelopeSchema(userAndTokenSchema), '/user/v1/auth/login', { ...ctx, method: 'POST', json: input })).data;
}

/** Starts a login by OTP; the same answer comes back for unknown numbers. */
export async function loginOtp(input: { username: string }, ctx: CallContext = {}) {
  const schema = envelopeSchema(z.object({ id: z.string().min(1), otpExpiry: otpExpirySchema }));
  return (await upstreamJson(schema, '/user/v1/auth/login-otp', { ...ctx, method: 'POST', json: input })).data;
}

export async function loginOtpVerify(input: { id: string; otp: string }, ctx: CallContext = {}) {
  return (await upstreamJson(envelopeSchema(userAndTokenSchema), '/user/v1/auth/login-otp/verify', { ...ctx, method: 'POST', json: input })).data;
}

/** R§6: the portal always asks as a student. The answer is identical for unknown numbers. */
export async function forgotPassword(input: { phone: string }, ctx: CallContext = {}) {
  const schema = envelopeSchema(z.object({ resetJWTToken: z.string().min(1), otpExpiry: otpExpirySchema }));
  const body = await upstreamJson(schema, '/user/v1/auth/forgot-password', { ...ctx, method: 'POST', json: { phone: input.phone, role: 'student' } });
  return { ...body.data, message: body.message };
}

export async function resetPassword(input: { resetJWTToken: string; otp: string; password: string; confirmPassword: string }, ctx: CallContext = {}) {
  const body = await upstreamJson(messageEnvelopeSchema, '/user/v1/auth/reset-password', { ...ctx, method: 'POST', json: input });
  return { message: body.message };
}

/** Revokes the bearer token upstream. */
export async function logout(ctx: CallContext & { token: string }) {
  const body = await upstreamJson(messageEnvelopeSchema, '/user/v1/auth/logout', { ...ctx, method: 'POST' });
  return { message: body.message };
}

export async function sendVerifyEmail(ctx: CallContext & { token: string }) {
  const body = await upstreamJson(messageEnvelopeSchema, '/user/v1/auth/send-verify-email', { ...ctx, method: 'POST' });
  return { message: body.message };
}

/** The e-mail link's id and verifyToken; the answer's data.message is shown as a success toast. */
export async function verifyEmail(input: { id: string; verifyToken: string }, ctx: CallContext = {}) {
  const schema = envelopeSchema(z.object({ message: z.string() }));
  const path = `/user/v1/auth/verify-email/${encodeURIComponent(input.id)}`;
  return (await upstreamJson(schema, path, { ...ctx, method: 'PUT', json: { verifyToken: input.verifyToken } })).data;
}

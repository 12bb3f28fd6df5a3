import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope, messageOnly } from '../../platform/http';
import {
  forgotBody,
  loginBody,
  loginData,
  loginOtpBody,
  loginOtpData,
  loginOtpVerifyBody,
  MESSAGES,
  otpConversation,
  otpConversationBody,
  otpExpirySchema,
  resetBody,
  verifyEmailBody,
  verifyEmailParams,
  verifyOtpBody,
} from './contract';
import * as auth from './service';
import { guard, sessionOf } from '../session/guard';
import { registrationSchema } from '../student/contract';

// /user/v1/auth/* – the "Auth and sign-up" table of docs/api-contract.md (HTTP and schemas only).
export function registerAuth(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const security = [{ bearer: [] }];

  // POST /user/v1/auth/signup – a pending registration and its OTP (not an account yet)
  r.post(
    '/user/v1/auth/signup',
    { schema: { tags, body: registrationSchema, response: { 200: envelope(otpConversation), ...errorResponses(400, 429) } } },
    async (req) => ({ statusCode: 200, message: MESSAGES.otpSent, data: await auth.signup(req, req.body) }),
  );

  // POST /user/v1/auth/send-otp and /resend-otp – a fresh code for the token's conversation
  for (const path of ['/user/v1/auth/send-otp', '/user/v1/auth/resend-otp']) {
    r.post(
      path,
      {
        schema: {
          tags,
          body: otpConversationBody,
          response: { 200: envelope(z.object({ otpExpiry: otpExpirySchema })), ...errorResponses(400, 401, 429) },
        },
      },
      async (req) => ({ statusCode: 200, message: 'OTP sent', data: await req.server.ctx.otp.resend(req.body.resetJWTToken, req.ip) }),
    );
  }

  // POST /user/v1/auth/verify-otp – the sign-up code: creates the account and logs the student in
  r.post(
    '/user/v1/auth/verify-otp',
    { schema: { tags, body: verifyOtpBody, response: { 200: envelope(loginData), ...errorResponses(400, 401, 403, 409, 410, 429) } } },
    async (req) => ({ statusCode: 200, message: MESSAGES.verified, data: await auth.verifySignup(req, req.body.resetJWTToken, req.body.otp) }),
  );

  // POST /user/v1/auth/login – username (971 + starting code + number) and password
  r.post(
    '/user/v1/auth/login',
    { schema: { tags, body: loginBody, response: { 200: envelope(loginData), ...errorResponses(400, 401, 403, 429) } } },
    async (req) => ({ statusCode: 200, message: MESSAGES.loggedIn, data: await auth.login(req, req.body.username, req.body.password) }),
  );

  // POST /user/v1/auth/login-otp – the same answer whether or not the number has an account
  r.post(
    '/user/v1/auth/login-otp',
    { schema: { tags, body: loginOtpBody, response: { 200: envelope(loginOtpData), ...errorResponses(400, 429) } } },
    async (req) => ({ statusCode: 200, message: MESSAGES.ifRegistered, data: await auth.startLoginOtp(req, req.body.username) }),
  );

  // POST /user/v1/auth/login-otp/verify
  r.post(
    '/user/v1/auth/login-otp/verify',
    { schema: { tags, body: loginOtpVerifyBody, response: { 200: envelope(loginData), ...errorResponses(400, 401, 403, 410, 429) } } },
    async (req) => ({ statusCode: 200, message: MESSAGES.loggedIn, data: await auth.verifyLoginOtp(req, req.body.id, req.body.otp) }),
  );

  // POST /user/v1/auth/forgot-password – identical for unknown numbers and other roles
  r.post(
    '/user/v1/auth/forgot-password',
    { schema: { tags, body: forgotBody, response: { 200: envelope(otpConversation), ...errorResponses(400, 429) } } },
    async (req) => ({ statusCode: 200, message: MESSAGES.ifRegistered, data: await auth.forgotPassword(req, req.body.phone, req.body.role) }),
  );

  // POST /user/v1/auth/reset-password – OTP + new password; every older access token dies with it
  r.post(
    '/user/v1/auth/reset-password',
    { schema: { tags, body: resetBody, response: { 200: messageOnly, ...errorResponses(400, 401, 410, 429) } } },
    async (req) => {
      await auth.resetPassword(req, req.body);
      return { statusCode: 200, message: MESSAGES.reset, data: {} };
    },
  );

  // POST /user/v1/auth/logout – revoke this token
  r.post(
    '/user/v1/auth/logout',
    { preValidation: guard(), schema: { tags, security, response: { 200: messageOnly, ...errorResponses(401) } } },
    async (req) => {
      const { jti, exp } = sessionOf(req);
      await auth.logout(req, jti, exp);
      return { statusCode: 200, message: MESSAGES.loggedOut, data: {} };
    },
  );

  // POST /user/v1/auth/send-verify-email – mail a signed link to the portal's /verify-email page
  r.post(
    '/user/v1/auth/send-verify-email',
    { preValidation: guard(), schema: { tags, security, response: { 200: messageOnly, ...errorResponses(401, 429) } } },
    async (req) => {
      await auth.sendVerifyEmail(req, sessionOf(req).user);
      return { statusCode: 200, message: MESSAGES.emailSent, data: {} };
    },
  );

  // PUT /user/v1/auth/verify-email/:id – the link's token
  r.put(
    '/user/v1/auth/verify-email/:id',
    {
      schema: {
        tags,
        params: verifyEmailParams,
        body: verifyEmailBody,
        response: { 200: envelope(z.object({ message: z.string() })), ...errorResponses(400) },
      },
    },
    async (req) => {
      await auth.verifyEmail(req, req.params.id, req.body.verifyToken);
      return { statusCode: 200, message: MESSAGES.emailVerified, data: { message: MESSAGES.emailVerified } };
    },
  );
}

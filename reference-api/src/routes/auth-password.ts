import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { fieldError } from '../errors';
import { hashPassword } from '../services/passwords';
import { normalisePhone } from '../services/phone';
import { passwordSchema } from '../services/registration-schema';
import { ROLES } from '../services/users';
import { envelope, errors, messageOnly, otpExpirySchema, otpSchema, tokenString } from './schemas';

export const FORGOT_MESSAGE = 'If the number is registered, an OTP has been sent';
const MISMATCH = 'Password Mismatch! Both passwords must be same!';

export function registerPassword(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // POST /user/v1/auth/forgot-password – never says whether the number exists (same status, body, timing path)
  r.post(
    '/user/v1/auth/forgot-password',
    {
      schema: {
        tags,
        body: z.object({
          phone: z
            .union([z.string().max(40), z.number()])
            .transform((v) => normalisePhone(v))
            .pipe(z.string('Phone number is invalid')),
          role: z.enum(ROLES).default('student'),
        }),
        response: { 200: envelope(z.object({ resetJWTToken: z.string(), otpExpiry: otpExpirySchema })), ...errors(400, 429) },
      },
    },
    async (req) => {
      const { phone, role } = req.body;
      const [user] = await app.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), sql`${users.roles} @> ${JSON.stringify([role])}::jsonb`));
      const { token, otpExpiry } = await app.ctx.otp.start('reset', phone, user?.id ?? null);
      return { statusCode: 200, message: FORGOT_MESSAGE, data: { resetJWTToken: token, otpExpiry } };
    },
  );

  // POST /user/v1/auth/reset-password – OTP + new password; every older access token dies with it
  r.post(
    '/user/v1/auth/reset-password',
    {
      schema: {
        tags,
        body: z.object({ resetJWTToken: tokenString, otp: otpSchema, password: passwordSchema, confirmPassword: z.string().max(128) }),
        response: { 200: messageOnly, ...errors(400, 401, 410, 429) },
      },
    },
    async (req) => {
      const { db, otp, now } = app.ctx;
      if (req.body.password !== req.body.confirmPassword) throw fieldError('confirmPassword', MISMATCH);
      const userId = await otp.verify(req.body.resetJWTToken, req.body.otp, 'reset');
      // second precision: tokens carry iat in whole seconds
      const validAfter = new Date(Math.floor(now() / 1000) * 1000);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(req.body.password), tokensValidAfter: validAfter, phoneVerified: true, updatedAt: new Date() })
        .where(eq(users.id, userId));
      return { statusCode: 200, message: 'Password has been reset successfully', data: {} };
    },
  );
}

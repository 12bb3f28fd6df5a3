import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { fieldError, unauthorized } from '../errors';
import { hashPassword } from '../services/passwords';
import { assertUnique, checkRegistration, rethrowUniqueViolation } from '../services/registration-rules';
import { registrationSchema } from '../services/registration-schema';
import { issueLogin } from '../services/session';
import { publicUserSchema, toPublicUser } from '../services/users';
import { envelope, errors, loginData, otpExpirySchema, otpSchema, tokenString } from './schemas';

const MISMATCH = 'Password Mismatch! Both passwords must be same!';

export function registerSignup(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // POST /user/v1/auth/signup – create a student and text the first OTP
  r.post(
    '/user/v1/auth/signup',
    {
      schema: {
        tags,
        body: registrationSchema,
        response: {
          200: envelope(z.object({ user: publicUserSchema, resetJWTToken: z.string(), otpExpiry: otpExpirySchema })),
          ...errors(400, 409, 429),
        },
      },
    },
    async (req) => {
      const { db, otp, now } = app.ctx;
      const body = req.body;
      if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) throw fieldError('confirmPassword', MISMATCH);
      const reg = await checkRegistration(db, body, now());
      await assertUnique(db, { email: body.email, phone: reg.phone, emiratesId: reg.emiratesId });
      await otp.assertCanSend(reg.phone);

      const { countryCode, startingCode, number } = body.phones.firstNumber;
      const id = `usr-${randomUUID()}`;
      try {
        await db.insert(users).values({
          id,
          studentId: sql`'STU-' || nextval('student_id_seq')`,
          name: body.name,
          email: body.email,
          countryCode,
          startingCode,
          number,
          phone: reg.phone,
          passwordHash: await hashPassword(body.password),
          roles: ['student'],
          gender: body.gender,
          dob: body.dob,
          nationality: reg.nationality,
          emiratesId: reg.emiratesId,
          trainingBranchId: reg.trainingBranchId,
          studentDetails: reg.studentDetails,
          currentStage: 'personalDetails',
          registrationPlatform: body.registrationPlatform ?? 'web',
        });
      } catch (err) {
        rethrowUniqueViolation(err);
      }
      const [user] = await db.select().from(users).where(eq(users.id, id));
      const { token, otpExpiry } = await otp.start('signup', reg.phone, id);
      return {
        statusCode: 200,
        message: 'An OTP has been sent to your mobile number',
        data: { user: toPublicUser(user!), resetJWTToken: token, otpExpiry },
      };
    },
  );

  // POST /user/v1/auth/send-otp and /resend-otp – a fresh code for the conversation the token names
  for (const path of ['/user/v1/auth/send-otp', '/user/v1/auth/resend-otp']) {
    r.post(
      path,
      {
        schema: {
          tags,
          body: z.object({ resetJWTToken: tokenString }),
          response: { 200: envelope(z.object({ otpExpiry: otpExpirySchema })), ...errors(400, 401, 429) },
        },
      },
      async (req) => ({ statusCode: 200, message: 'OTP sent', data: await app.ctx.otp.resend(req.body.resetJWTToken) }),
    );
  }

  // POST /user/v1/auth/verify-otp – the sign-up code: marks the phone verified and logs the student in
  r.post(
    '/user/v1/auth/verify-otp',
    {
      schema: {
        tags,
        body: z.object({ resetJWTToken: tokenString, otp: otpSchema }),
        response: { 200: envelope(loginData), ...errors(400, 401, 403, 410, 429) },
      },
    },
    async (req) => {
      const userId = await app.ctx.otp.verify(req.body.resetJWTToken, req.body.otp, 'signup');
      const [user] = await app.ctx.db.update(users).set({ phoneVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
      if (!user) throw unauthorized('Invalid or expired token');
      return { statusCode: 200, message: 'Mobile number verified', data: issueLogin(req, user) };
    },
  );
}

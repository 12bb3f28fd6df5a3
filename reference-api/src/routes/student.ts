import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { forbidden } from '../errors';
import { assertUnique, checkRegistration, rethrowUniqueViolation } from '../services/registration-rules';
import { quickRegisterSchema } from '../services/registration-schema';
import { guard, sessionOf } from '../services/session';
import { publicUserSchema, toPublicUser } from '../services/users';
import { envelope, errors } from './schemas';

const profileSchema = publicUserSchema.extend({ pendingErpLog: z.unknown().nullable() });

export function registerStudent(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['student'];
  const security = [{ bearer: [] }];

  // GET /user/v1/student/profile – the logged-in student
  r.get(
    '/user/v1/student/profile',
    { preValidation: guard(['student']), schema: { tags, security, response: { 200: envelope(profileSchema), ...errors(401, 403) } } },
    async (req) => ({ statusCode: 200, data: { ...toPublicUser(sessionOf(req).user), pendingErpLog: null } }),
  );

  // PUT /user/v1/student/pre-register – quick sign-up for an account staff created (email stays locked)
  r.put(
    '/user/v1/student/pre-register',
    {
      preValidation: guard(['student']),
      schema: { tags, security, body: quickRegisterSchema, response: { 200: envelope(publicUserSchema), ...errors(400, 401, 403, 409) } },
    },
    async (req) => {
      const { db, now } = app.ctx;
      const { user } = sessionOf(req);
      if (!user.isPreRegisteredUser) throw forbidden('Only pre-registered users can complete quick registration');
      const body = req.body;
      const reg = await checkRegistration(db, body, now());
      await assertUnique(db, { phone: reg.phone, emiratesId: reg.emiratesId }, user.id);
      const { countryCode, startingCode, number } = body.phones.firstNumber;
      let updated;
      try {
        [updated] = await db
          .update(users)
          .set({
            name: body.name,
            gender: body.gender,
            dob: body.dob,
            nationality: reg.nationality,
            countryCode,
            startingCode,
            number,
            phone: reg.phone,
            phoneVerified: reg.phone === user.phone ? user.phoneVerified : false,
            emiratesId: reg.emiratesId ?? user.emiratesId,
            trainingBranchId: reg.trainingBranchId,
            studentDetails: { ...user.studentDetails, ...reg.studentDetails },
            updatedAt: new Date(),
          })
          .where(eq(users.id, user.id))
          .returning();
      } catch (err) {
        rethrowUniqueViolation(err);
      }
      return { statusCode: 200, message: 'Registration details saved', data: toPublicUser(updated!) };
    },
  );
}

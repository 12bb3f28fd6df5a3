import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { editProfileSchema, profileSchema, publicUserSchema, quickRegisterSchema, toPublicUser } from './contract';
import { editProfile, preRegister } from './service';

// /user/v1/student/* – the logged-in student's own record.
export function registerStudent(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['student'];
  const security = [{ bearer: [] }];

  // GET /user/v1/student/profile – the logged-in student (staff tokens: 403)
  r.get(
    '/user/v1/student/profile',
    { preValidation: guard(['student']), schema: { tags, security, response: { 200: envelope(profileSchema), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: { ...toPublicUser(sessionOf(req).user), pendingErpLog: null } }),
  );

  // PUT /user/v1/student/pre-register – quick sign-up for an account staff created
  r.put(
    '/user/v1/student/pre-register',
    {
      preValidation: guard(['student']),
      schema: { tags, security, body: quickRegisterSchema, response: { 200: envelope(publicUserSchema), ...errorResponses(400, 401, 403, 409) } },
    },
    async (req) => ({ statusCode: 200, message: 'Registration details saved', data: await preRegister(req, sessionOf(req).user, req.body) }),
  );

  // PUT /user/v1/student/profile – what a learner may change (name, e-mail, lecture language, branch)
  r.put(
    '/user/v1/student/profile',
    {
      preValidation: guard(['student']),
      schema: { tags, security, body: editProfileSchema, response: { 200: envelope(publicUserSchema), ...errorResponses(400, 401, 403, 409) } },
    },
    async (req) => ({ statusCode: 200, message: 'Profile saved', data: await editProfile(req, sessionOf(req).user, req.body) }),
  );
}

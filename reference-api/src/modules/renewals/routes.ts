import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMIT_TYPES } from '../../db/schema/index';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { permitSchema, renewedDateBody, renewedDateSchema, staffRenewalSchema } from './contract';
import { getRenewedDate, markRenewed, renewalQueue } from './service';

// Renewals of the RTA file and the learning permit (D§7 "POST get-renewed-date", D§8; issue 27;
// docs/requests.md "Renewals"). The learner's call takes a student token; the centre's a customer
// service representative's or an admin's.
export function registerRenewals(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['renewals'];
  const security = [{ bearer: [] }];
  const centre = guard(['customer_service_rep', 'admin']);

  // POST /get-renewed-date {type?, request?} – the renewal day and new expiry of each document; request: ask for it
  r.post(
    '/get-renewed-date',
    {
      preValidation: guard(['student']),
      schema: { tags, security, body: renewedDateBody, response: { 200: envelope(renewedDateSchema), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (req) => ({
      statusCode: 200,
      ...(req.body.request ? { message: 'Renewal requested' } : {}),
      data: await getRenewedDate(app.ctx, sessionOf(req).user, req.body),
    }),
  );

  // GET /staff/renewal-requests – the learners who asked to renew, by visit day
  r.get(
    '/staff/renewal-requests',
    { preValidation: centre, schema: { tags, security, response: { 200: envelope(z.array(staffRenewalSchema)), ...errorResponses(401, 403) } } },
    async () => ({ statusCode: 200, data: await renewalQueue(app.ctx) }),
  );

  // POST /staff/renewal-requests/:userId/:type/renewed – renewed at the counter: the new expiry is kept
  r.post(
    '/staff/renewal-requests/:userId/:type/renewed',
    {
      preValidation: centre,
      schema: {
        tags,
        security,
        params: z.object({ userId: z.string().trim().min(1).max(100), type: z.enum(PERMIT_TYPES) }),
        response: { 200: envelope(permitSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await markRenewed(app.ctx, req.params.userId, req.params.type) }),
  );
}

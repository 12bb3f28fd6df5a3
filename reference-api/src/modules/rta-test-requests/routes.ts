import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RTA_REQUEST_STATUSES } from '../../db/schema/index';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { answerBody, commentBody, commentSchema, createBody, requestDetailSchema, requestSchema, staffRequestSchema } from './contract';
import { answerRequest, commentAsCentre, commentAsLearner, createRequest, getRequest, listRequests, staffQueue } from './service';

// RTA test requests (D§7 "RTA test requests: create, view-all, view/{id}, comments"; issue 27; contract
// "RTA test requests"). Learner calls take a student token (403 for staff); the centre's calls take a
// customer service representative's or an admin's.
export function registerRtaTestRequests(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rta-test-requests'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const centre = guard(['customer_service_rep', 'admin']);
  const ctx = () => app.ctx;
  const idParam = z.object({ id: z.string().trim().min(1).max(100) });

  // POST /student/rta-test-request/create – file a request with up to 3 preferred days
  r.post(
    '/student/rta-test-request/create',
    {
      preValidation: student,
      schema: { tags, security, body: createBody, response: { 201: envelope(requestDetailSchema), ...errorResponses(400, 401, 403, 409) } },
    },
    async (req, reply) => {
      reply.code(201);
      return { statusCode: 201, message: 'Request submitted', data: await createRequest(ctx(), sessionOf(req).user, req.body) };
    },
  );

  // GET /student/rta-test-request/view-all – the learner's requests, newest first
  r.get(
    '/student/rta-test-request/view-all',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(z.array(requestSchema)), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await listRequests(ctx(), sessionOf(req).user) }),
  );

  // GET /student/rta-test-request/view/:id – one of the learner's requests with its comments
  r.get(
    '/student/rta-test-request/view/:id',
    {
      preValidation: student,
      schema: { tags, security, params: idParam, response: { 200: envelope(requestDetailSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await getRequest(ctx(), sessionOf(req).user, req.params.id) }),
  );

  // POST /student/rta-test-request/comments – the learner writes in a request's thread (D§3 Comment)
  r.post(
    '/student/rta-test-request/comments',
    {
      preValidation: student,
      schema: { tags, security, body: commentBody, response: { 201: envelope(commentSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req, reply) => {
      reply.code(201);
      return {
        statusCode: 201,
        message: 'Sucessfully commented',
        data: await commentAsLearner(ctx(), sessionOf(req).user, req.body.rtaTestRequestId, req.body.message),
      };
    },
  );

  // GET /staff/rta-test-request – the centre's queue, by status (pending by default), oldest first
  r.get(
    '/staff/rta-test-request',
    {
      preValidation: centre,
      schema: {
        tags,
        security,
        querystring: z.object({ status: z.enum(RTA_REQUEST_STATUSES).default('pending') }),
        response: { 200: envelope(z.array(staffRequestSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ statusCode: 200, data: await staffQueue(ctx(), req.query.status) }),
  );

  // POST /staff/rta-test-request/:id/answer – the centre's one answer: a preferred day, or declined
  r.post(
    '/staff/rta-test-request/:id/answer',
    {
      preValidation: centre,
      schema: {
        tags,
        security,
        params: idParam,
        body: answerBody,
        response: { 200: envelope(requestDetailSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await answerRequest(ctx(), sessionOf(req).user, req.params.id, req.body) }),
  );

  // POST /staff/rta-test-request/comments – the centre writes in a request's thread; the learner is told
  r.post(
    '/staff/rta-test-request/comments',
    {
      preValidation: centre,
      schema: { tags, security, body: commentBody, response: { 201: envelope(commentSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req, reply) => {
      reply.code(201);
      return {
        statusCode: 201,
        message: 'Sucessfully commented',
        data: await commentAsCentre(ctx(), sessionOf(req).user, req.body.rtaTestRequestId, req.body.message),
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import {
  addonDetailsSchema,
  additionalTrainingSchema,
  approvalsSchema,
  nocSchema,
  offerTrainingBody,
  requireNocBody,
  verifyTrainingBody,
} from './contract';
import { addonDetails, approveNoc, approvalsOf, offerTraining, requireNoc, verifyTraining } from './service';

// Approvals (D§3, D§4, D§7 "Other": approve-noc, verify-additional-training, additional-addon/{id};
// docs/requests.md "Stages and approvals"). Learner calls take a student token (403 for staff); the
// centre's offers and NOC records take a customer service representative's or an admin's.
export function registerApprovals(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['approvals'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const centre = guard(['customer_service_rep', 'admin']);
  const ctx = () => app.ctx;

  // POST /user/v1/verify-additional-training {isApproved} – the learner approves (a fee is raised) or rejects, once
  r.post(
    '/user/v1/verify-additional-training',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        body: verifyTrainingBody,
        response: { 200: envelope(additionalTrainingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => {
      const data = await verifyTraining(ctx(), sessionOf(req).user, req.body);
      return { statusCode: 200, message: data.status === 'approved' ? 'Additional training approved' : 'Additional training rejected', data };
    },
  );

  // PUT /user/v1/approve-noc – the learner approves the NOC the centre recorded for her course
  r.put(
    '/user/v1/approve-noc',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(nocSchema), ...errorResponses(401, 403, 409) } } },
    async (req) => ({ statusCode: 200, message: 'NOC approved', data: await approveNoc(ctx(), sessionOf(req).user) }),
  );

  // GET /student/additional-addon/:id – one add-on the learner bought, its lines as charged
  r.get(
    '/student/additional-addon/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().trim().min(1).max(100) }),
        response: { 200: envelope(addonDetailsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await addonDetails(ctx(), sessionOf(req).user, req.params.id) }),
  );

  // GET /student/approvals – the dashboard card's read (reference only): the NOC and the training offers
  r.get(
    '/student/approvals',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(approvalsSchema), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await approvalsOf(ctx(), sessionOf(req).user) }),
  );

  // POST /staff/additional-training – the centre offers extra training; the learner is notified
  r.post(
    '/staff/additional-training',
    {
      preValidation: centre,
      schema: {
        tags,
        security,
        body: offerTrainingBody,
        response: { 201: envelope(additionalTrainingSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return { statusCode: 201, message: 'Additional training offered', data: await offerTraining(ctx(), sessionOf(req).user, req.body) };
    },
  );

  // POST /staff/noc – the centre records that a learner's course needs her sponsor's NOC; she is notified
  r.post(
    '/staff/noc',
    {
      preValidation: centre,
      schema: { tags, security, body: requireNocBody, response: { 201: envelope(nocSchema), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (req, reply) => {
      reply.code(201);
      return { statusCode: 201, message: 'NOC requested', data: await requireNoc(ctx(), sessionOf(req).user, req.body) };
    },
  );
}

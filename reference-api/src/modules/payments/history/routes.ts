import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { envelope } from '../../../platform/http';
import { guard, sessionOf } from '../../session/guard';
import { paymentDetails as paymentDetailsSchema, paymentHistoryItem } from './contract';
import { paymentDetails, paymentHistory } from './service';

// /payment/v1/student/payment-history – D§7 'GET payment-history' and 'GET payment-history/{id}':
// the learner's own orders, oldest first, and one of them as its invoice.
export function registerPaymentHistory(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);

  // GET /payment/v1/student/payment-history – orders that took money or are due at the centre, ascending
  r.get(
    '/payment/v1/student/payment-history',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(z.array(paymentHistoryItem)), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await paymentHistory(app.ctx.db, sessionOf(req).user) }),
  );

  // GET /payment/v1/student/payment-history/:id – the invoice of one of the learner's orders (anyone else's: 404)
  r.get(
    '/payment/v1/student/payment-history/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().trim().min(1).max(40) }),
        response: { 200: envelope(paymentDetailsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await paymentDetails(app.ctx.db, sessionOf(req).user, req.params.id) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/errors';
import { envelope } from '../../../platform/http';
import { guard, sessionOf } from '../../session/guard';
import { initiateResult, onlinePaymentInfo } from '../contract';
import { gatewayLang } from '../orders/gateway-client';
import { initiateSchema, verifyResult, verifySchema } from './contract';
import { initiate, verify } from './service';

// /payment/v1/student/{initiate,verify} – registration and later-stage payments (R§4, R§7).
export function registerRegistrationPayments(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = () => ({ ...app.ctx, log: app.log });

  // POST /payment/v1/student/initiate – online (a gateway order) or at the centre; the amount is the API's
  r.post(
    '/payment/v1/student/initiate',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.paymentStart,
      schema: { tags, security, body: initiateSchema, response: { 200: envelope(initiateResult), ...errorResponses(400, 401, 403, 409, 429, 503) } },
    },
    async (req) => ({
      statusCode: 200,
      data: onlinePaymentInfo(await initiate(ctx(), sessionOf(req).user, req.body, gatewayLang(req), app.ctx.now())),
    }),
  );

  // POST /payment/v1/student/verify – the learner's own order, asked about at the gateway while waiting
  r.post(
    '/payment/v1/student/verify',
    {
      preValidation: student,
      schema: { tags, security, body: verifySchema, response: { 200: envelope(verifyResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await verify(ctx(), sessionOf(req).user, req.body.paymentReference, app.ctx.now()) }),
  );
}

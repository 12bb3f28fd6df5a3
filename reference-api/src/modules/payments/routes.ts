import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { initiateResult, initiateSchema, verifyResult, verifySchema } from './contract';
import type { PaymentKind } from '../../db/schema/index';
import { gatewayLang, registerExtras } from './extras-routes';
import { registerPaymentHistory } from './history-routes';
import { RETURN_PATHS } from './gateway-client';
import { handleReturn, initiate, verify } from './service';

// /payment/v1/* – registration payments (R§7): initiate, verify, and the gateway's return path.
export function registerPayments(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = () => ({ ...app.ctx, log: app.log });
  registerExtras(app);
  registerPaymentHistory(app);

  // POST /payment/v1/student/initiate – online (a gateway order) or at the centre; the amount is the API's
  r.post(
    '/payment/v1/student/initiate',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.paymentStart,
      schema: { tags, security, body: initiateSchema, response: { 200: envelope(initiateResult), ...errorResponses(400, 401, 403, 409, 429, 503) } },
    },
    async (req) => ({ statusCode: 200, data: await initiate(ctx(), sessionOf(req).user, req.body, gatewayLang(req), app.ctx.now()) }),
  );

  // POST /payment/v1/student/verify – the learner's own order, asked about at the gateway while waiting
  r.post(
    '/payment/v1/student/verify',
    {
      preValidation: student,
      schema: { tags, security, body: verifySchema, response: { 200: envelope(verifyResult), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await verify(ctx(), sessionOf(req).user, req.body.orderId, app.ctx.now()) }),
  );

  // POST /payment/v1/web-hook/{payment,additional-payment,elite-additional-payment,payment-link}-handler –
  // the learner's browser brings the gateway's sealed answer (a cross-site form post: no cookie, no
  // token; the seal is the proof), then goes on to the portal: a payment link's answer to its own page.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    for (const path of new Set(Object.values(RETURN_PATHS))) {
      const kinds = (Object.keys(RETURN_PATHS) as PaymentKind[]).filter((kind) => RETURN_PATHS[kind] === path);
      scope.withTypeProvider<ZodTypeProvider>().post(
        path,
        {
          preHandler: app.ctx.routeLimits.gatewayReturn,
          schema: {
            tags,
            body: z.object({ encResp: z.string().min(1).max(8192), orderNo: z.string().max(40).optional() }).loose(),
            response: { 303: z.null(), ...errorResponses(400, 404, 429, 503) },
          },
        },
        async (req, reply) => {
          // settled or still pending (the gateway did not confirm yet), the browser goes on to the portal, which asks verify
          const { order, trackingId } = await handleReturn(ctx(), req.body.encResp, app.ctx.now(), kinds);
          const target = new URL(order.kind === 'link' ? '/payment/redirectlink' : '/payment/redirect', app.ctx.env.PORTAL_URL);
          if (order.kind === 'link') {
            target.searchParams.set('order_id', order.orderId);
            target.searchParams.set('tracking_id', trackingId ?? '');
          } else target.searchParams.set('ref', order.orderId);
          return reply.code(303).header('location', target.toString()).header('cache-control', 'no-store').send(null);
        },
      );
    }
  });
}

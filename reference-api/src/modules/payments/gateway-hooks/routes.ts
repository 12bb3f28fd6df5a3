import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentKind } from '../../../db/schema/index';
import { errorResponses } from '../../../platform/errors';
import { RETURN_PATHS } from '../orders/gateway-client';
import { handleReturn } from './service';

// /payment/v1/web-hook/*-handler – the gateway's return paths (R§7), one per kind of order.
export function registerGatewayHooks(app: FastifyInstance) {
  const tags = ['payments'];
  const ctx = () => ({ ...app.ctx, log: app.log });

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

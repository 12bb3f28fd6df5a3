import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponses, GENERIC_ERRORS } from '../../../platform/errors';
import { envelope } from '../../../platform/http';
import { guard, sessionOf } from '../../session/guard';
import { createdLink, createLinkSchema, getLinkSchema, linkCheckResult, linkOrderSchema, linkPayment, linkVerifyResult, linkView } from './contract';
import { cancelLink, checkLink, createLink, getLink, payLink, verifyLink } from './service';
import { gatewayLang } from '../orders/gateway-client';

// Payment links (D§7): staff create them; the payer's calls need no token (D§6) and are limited per
// client address, so the public calls cannot be flooded or used to probe ids at speed.

/** Roles that may ask a learner for money by a link. */
export const LINK_STAFF_ROLES = ['cashier', 'customer_service_rep', 'salesman', 'admin'] as const;

/** Public payment-link calls per client address and minute: generous, as many phones share a carrier's address. */
export const LINK_CALLS_PER_MINUTE = 120;

export function registerPaymentLinks(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payment links'];
  const ctx = () => ({ ...app.ctx, log: app.log });
  const limiter = app.ctx.limits.limiter('payment-link', { points: LINK_CALLS_PER_MINUTE, durationSeconds: 60 });
  const limited = async (req: FastifyRequest) => {
    const d = await limiter.consume(req.ip);
    if (!d.allowed) throw new ApiError(GENERIC_ERRORS.too_many_requests, { retryAfterSeconds: d.retryAfterSeconds });
  };

  // POST /payment/v1/staff/payment-links – a link for a student: { id, url, expiresAt }
  r.post(
    '/payment/v1/staff/payment-links',
    {
      preValidation: guard(LINK_STAFF_ROLES),
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: createLinkSchema,
        response: { 201: envelope(createdLink), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const data = await createLink(ctx(), sessionOf(req).user, req.body, app.ctx.now());
      return reply.code(201).send({ statusCode: 201, data });
    },
  );

  // POST /payment/v1/staff/payment-links/{id}/cancel – an open link can no longer be paid (a paid one: 409)
  r.post(
    '/payment/v1/staff/payment-links/:id/cancel',
    {
      preValidation: guard(LINK_STAFF_ROLES),
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: envelope(linkView), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await cancelLink(ctx(), req.params.id, app.ctx.now()) }),
  );

  // POST /payment/v1/web-hook/get-payment-link – { id } the link as its payer sees it; { id, pay: true }
  // also opens an order and answers paymentLogObj.paymentLink, the gateway page to pay on
  r.post(
    '/payment/v1/web-hook/get-payment-link',
    {
      preValidation: limited,
      schema: { tags, body: getLinkSchema, response: { 200: envelope(linkPayment), ...errorResponses(400, 404, 409, 410, 429, 503) } },
    },
    async (req) => {
      const now = app.ctx.now();
      if (!req.body.pay) return { statusCode: 200, data: await getLink(ctx(), req.body.id, now) };
      await app.ctx.routeLimits.linkPay(req);
      return { statusCode: 200, data: await payLink(ctx(), req.body.id, gatewayLang(req), now) };
    },
  );

  // POST /payment/v1/payment-links/verify – { orderId, trackingId } → { status } (R§4 first check)
  r.post(
    '/payment/v1/payment-links/verify',
    {
      preValidation: limited,
      schema: { tags, body: linkOrderSchema, response: { 200: envelope(linkVerifyResult), ...errorResponses(400, 404, 429) } },
    },
    async (req) => ({ statusCode: 200, data: await verifyLink(ctx(), req.body, app.ctx.now()) }),
  );

  // POST /payment/v1/payment-links/check – { orderId, trackingId } → { valid } (R§4 second check)
  r.post(
    '/payment/v1/payment-links/check',
    {
      preValidation: limited,
      schema: { tags, body: linkOrderSchema, response: { 200: envelope(linkCheckResult), ...errorResponses(400, 404, 429) } },
    },
    async (req) => ({ statusCode: 200, data: await checkLink(ctx(), req.body, app.ctx.now()) }),
  );
}

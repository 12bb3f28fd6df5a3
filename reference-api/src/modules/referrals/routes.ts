import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf, STAFF_ROLES } from '../session/guard';
import { cancelReferralAnswerSchema, cancelReferralInputSchema, referralReportSchema } from './contract';
import { cancelReferral, referralReport, withdrawBonus } from './service';

// Referral bonuses (D§7): the learner's report; staff pay a bonus out.
export function registerReferrals(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['referrals'];
  const security = [{ bearer: [] }];
  const idParam = z.object({ id: z.string().trim().min(1).max(100) });

  // GET /referral-bonus/user/:id – the learner's own report (another learner's id: 404)
  r.get(
    '/referral-bonus/user/:id',
    {
      preValidation: guard(['student']),
      schema: { tags, security, params: idParam, response: { 200: envelope(referralReportSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await referralReport(app.ctx.db, sessionOf(req).user, req.params.id) }),
  );

  // POST /referral-bonus/staff/:id/withdraw – a bonus paid out at the centre, once
  r.post(
    '/referral-bonus/staff/:id/withdraw',
    {
      preValidation: guard(STAFF_ROLES),
      schema: {
        tags,
        security,
        params: idParam,
        response: { 200: envelope(z.object({ _id: z.string(), status: z.literal('withdrawn') })), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await withdrawBonus(app.ctx.db, sessionOf(req).user, req.params.id, app.ctx.now()) }),
  );

  // POST /cancell-referral (the spec's spelling) – the learner cancels their own referral code
  r.post(
    '/cancell-referral',
    {
      preValidation: guard(['student']),
      schema: {
        tags,
        security,
        body: cancelReferralInputSchema,
        response: { 200: envelope(cancelReferralAnswerSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      statusCode: 200,
      message: 'Referral Cancelled Successfully !',
      data: await cancelReferral(app.ctx.db, sessionOf(req).user, req.body.referralCode, app.ctx.now()),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../platform/errors';
import { envelope } from '../../../platform/http';
import { guard, sessionOf, STAFF_ROLES } from '../../session/guard';
import {
  additionalFeeDetailsSchema,
  additionalFeeSchema,
  additionalInitiateSchema,
  eliteAddonSchema,
  eliteInitiateSchema,
  raiseFeeSchema,
  toEliteAddonAnswer,
  toFeeAnswer,
} from './contract';
import { aedOf } from '../../money/format';
import { aedToFils, initiateResult, onlinePaymentInfo } from '../contract';
import { gatewayLang } from '../orders/gateway-client';
import { receivedAtCentre, TILL_ROLES } from './at-centre';
import { feeDetails, initiateAddons, initiateFees, listAddons, listFees, raiseFee } from './service';

/** An R§3 initiation body as the service takes it: the items it pays, the amount seen turned into fils. */
function extraOrder<T extends object>(body: { amount?: number | undefined; retryPayment?: boolean | undefined }, items: T) {
  return { ...items, retryPayment: body.retryPayment, amountFils: body.amount === undefined ? undefined : aedToFils(body.amount) };
}

// /payment/v1/student/{additional-fees,elite-addons} – R§7 "additional fees" and "elite additional
// fees": list, details, initiate (verified by /payment/v1/student/verify like every order); staff raise fees.
export function registerExtras(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = () => ({ ...app.ctx, log: app.log });
  const idParam = z.object({ id: z.string().trim().min(1).max(60) });

  // GET /payment/v1/student/additional-fees – the learner's fees, due and paid
  r.get(
    '/payment/v1/student/additional-fees',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(z.array(additionalFeeSchema)), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: (await listFees(app.ctx.db, sessionOf(req).user)).map(toFeeAnswer) }),
  );

  // GET /payment/v1/student/additional-fees/:id – one fee's details (another learner's: 404)
  r.get(
    '/payment/v1/student/additional-fees/:id',
    {
      preValidation: student,
      schema: { tags, security, params: idParam, response: { 200: envelope(additionalFeeDetailsSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => {
      const { unitFils, ...view } = await feeDetails(app.ctx.db, sessionOf(req).user, req.params.id);
      return { statusCode: 200, data: { ...toFeeAnswer(view), pricePerQuantity: aedOf(unitFils) } };
    },
  );

  // POST /payment/v1/student/additional-fees/initiate – an order for the chosen due fees
  r.post(
    '/payment/v1/student/additional-fees/initiate',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.paymentStart,
      schema: {
        tags,
        security,
        body: additionalInitiateSchema,
        response: { 200: envelope(initiateResult), ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req) => ({
      statusCode: 200,
      data: onlinePaymentInfo(
        await initiateFees(
          ctx(),
          sessionOf(req).user,
          extraOrder(req.body, { feeIds: req.body.feeDetails.map((f) => f._id) }),
          gatewayLang(req),
          app.ctx.now(),
        ),
      ),
    }),
  );

  // GET /payment/v1/student/elite-addons – the add-ons offered with the learner's course
  r.get(
    '/payment/v1/student/elite-addons',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(z.array(eliteAddonSchema)), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: (await listAddons(app.ctx.db, sessionOf(req).user)).map(toEliteAddonAnswer) }),
  );

  // POST /payment/v1/student/elite-addons/initiate – an order for the selected add-ons
  r.post(
    '/payment/v1/student/elite-addons/initiate',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.paymentStart,
      schema: {
        tags,
        security,
        body: eliteInitiateSchema,
        response: { 200: envelope(initiateResult), ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
    },
    async (req) => ({
      statusCode: 200,
      data: onlinePaymentInfo(
        await initiateAddons(
          ctx(),
          sessionOf(req).user,
          extraOrder(req.body, { selectedAddons: req.body.selectedAddons }),
          gatewayLang(req),
          app.ctx.now(),
        ),
      ),
    }),
  );

  // POST /payment/v1/staff/additional-fees – staff raise a fee on a learner (priced from its fee code)
  r.post(
    '/payment/v1/staff/additional-fees',
    {
      preValidation: guard(STAFF_ROLES),
      schema: { tags, security, body: raiseFeeSchema, response: { 200: envelope(additionalFeeSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: toFeeAnswer(await raiseFee(app.ctx.db, sessionOf(req).user, req.body, app.ctx.now())) }),
  );

  // POST /payment/v1/staff/payments/{orderId}/received – the cashier took an at-centre order's money:
  // its stages are paid, the ledger has the payment, a referral bonus is earned; once (again: 409)
  r.post(
    '/payment/v1/staff/payments/:orderId/received',
    {
      preValidation: guard(TILL_ROLES),
      schema: {
        tags,
        security,
        params: z.object({ orderId: z.string().trim().min(1).max(40) }),
        response: {
          200: envelope(z.object({ orderId: z.string(), status: z.literal('success'), amountFils: z.number().int() })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => ({ statusCode: 200, data: await receivedAtCentre(ctx(), sessionOf(req).user, req.params.orderId, app.ctx.now()) }),
  );
}

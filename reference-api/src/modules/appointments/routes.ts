import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponses, GENERIC_ERRORS } from '../../platform/errors';
import { envelope } from '../../platform/http';
import type { Limiter, LimitSpec } from '../../platform/rate-limits';
import { APPOINTMENT_ERRORS, appointmentSchema, bookAppointmentSchema, daySlotsSchema, feedbackInputSchema, feedbackSchema } from './contract';
import { bookAppointment, checkSlot, daySlots, leaveFeedback, phoneOf } from './service';

const minutes = (n: number) => n * 60;

// Sized to stop a script, not a person (issue 27): someone books one visit, perhaps moves it a few times,
// and leaves a word or two of feedback. A number is held tighter than an address, as many people share
// one address (a carrier's NAT, the centre's Wi-Fi). Only well-formed requests count against a number,
// and a booking that loses its slot to someone else gives its points back.
export const APPOINTMENT_LIMITS = {
  slotsPerAddress: { points: 120, durationSeconds: minutes(1) },
  bookPerAddress: { points: 30, durationSeconds: minutes(60) },
  bookPerNumber: { points: 5, durationSeconds: minutes(60) },
  feedbackPerAddress: { points: 30, durationSeconds: minutes(60) },
  feedbackPerNumber: { points: 5, durationSeconds: minutes(60) },
} as const satisfies Record<string, LimitSpec>;

async function spend(limiter: Limiter, key: string) {
  const d = await limiter.consume(key);
  if (!d.allowed) throw new ApiError(GENERIC_ERRORS.too_many_requests, { retryAfterSeconds: d.retryAfterSeconds });
}

// No token (D§6): the slots of a day, a booking, feedback.
export function registerAppointments(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['appointments'];
  const { limits } = app.ctx;
  const l = Object.fromEntries(
    Object.entries(APPOINTMENT_LIMITS).map(([name, spec]) => [name, limits.limiter(`appointments-${name}`, spec)]),
  ) as Record<keyof typeof APPOINTMENT_LIMITS, Limiter>;
  const perAddress = (limiter: Limiter) => async (req: FastifyRequest) => spend(limiter, req.ip);

  // GET /entity/v1/appointment-slotes?date – the spec's spelling; every slot of the day and its state
  r.get(
    '/entity/v1/appointment-slotes',
    {
      preHandler: perAddress(l.slotsPerAddress),
      schema: {
        tags,
        querystring: z.object({ date: z.string().trim().min(1).max(40) }),
        response: { 200: envelope(daySlotsSchema), ...errorResponses(400, 429) },
      },
    },
    async (req) => ({ statusCode: 200, data: await daySlots(app.ctx.db, req.query.date, app.ctx.now()) }),
  );

  // POST /book-an-appointment – name, mobile and a free slot; one booking per slot
  r.post(
    '/book-an-appointment',
    {
      preHandler: perAddress(l.bookPerAddress),
      schema: { tags, body: bookAppointmentSchema, response: { 200: envelope(appointmentSchema), ...errorResponses(400, 409, 429) } },
    },
    async (req) => {
      const start = checkSlot(req.body.startsAt, app.ctx.now());
      const phone = phoneOf(req.body.mobile);
      await spend(l.bookPerNumber, phone);
      try {
        const data = await bookAppointment(app.ctx.db, req.body, start);
        return { statusCode: 200, message: 'Appointment booked successfully', data };
      } catch (err) {
        if (err instanceof ApiError && err.def === APPOINTMENT_ERRORS.appointment_slot_taken) {
          await Promise.all([l.bookPerNumber.reward(phone), l.bookPerAddress.reward(req.ip)]);
        }
        throw err;
      }
    },
  );

  // POST /customer-feedback – a rating (1–5), a message and the mobile number
  r.post(
    '/customer-feedback',
    {
      preHandler: perAddress(l.feedbackPerAddress),
      schema: { tags, body: feedbackInputSchema, response: { 200: envelope(feedbackSchema), ...errorResponses(400, 429) } },
    },
    async (req) => {
      await spend(l.feedbackPerNumber, phoneOf(req.body.mobile));
      return { statusCode: 200, message: 'Thank you for your feedback', data: await leaveFeedback(app.ctx.db, req.body) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { envelope } from '../../platform/http';
import { guard, sessionOf, STAFF_ROLES } from '../session/guard';
import { bookDevice, bookHall, bookPractical } from './book';
import { cancelSchedule, commentSchedule, rateSchedule, staffComplete, staffMarkForReschedule } from './changes';
import { DEVICE_PATHS, SCHEDULE_LABELS, scheduleSchema, type ScheduleView } from './contract';
import { isLearner, learnerGearType } from './repo';
import { decodeSlot } from './slots';

// Bookings and what is done to a session (D§7 schedule/v1): book each kind, cancel, rate, comment; the
// centre's attendance and reschedule calls take the staff roles.
export function registerScheduleChanges(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schedules'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = () => app.ctx;
  const id = z.string().trim().min(1).max(100);
  const idParam = z.object({ id });
  const reschedule = { rescheduleOf: id.optional() };
  const slotIdBody = z.object({ slotId: z.string().trim().min(1).max(400), ...reschedule });
  const invalidSlot = () => invalidData({ slotId: fieldError('slotId', 'invalid', SCHEDULE_LABELS) });
  const created = (data: ScheduleView) => ({ statusCode: 201, data });

  // POST /schedule/v1/schedule/book – book a practical or VIP slot (an instructor and a vehicle)
  r.post(
    '/schedule/v1/schedule/book',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        // D§3's schedule request plus the slot; the slot id is the API's own sealed word for branch,
        // gear and instructor class, so the request's copies of those must agree with it
        body: z.object({
          instanceId: id.optional(),
          instanceCode: id,
          licenseTypeId: id.optional(),
          branchId: id.optional(),
          instructorTypeId: id.optional(),
          courseTypeId: id.optional(),
          gearType: id.optional(),
          slotId: z.string().trim().min(1).max(400),
          instructorId: id.optional(),
          ...reschedule,
        }),
        response: { 201: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.ctx.routeLimits.booking,
    },
    async (req, reply) => {
      const slot = decodeSlot(req.body.slotId, app.ctx.env.TOKEN_SECRET);
      if (!slot || slot[0] !== 'p') throw invalidSlot();
      const [, , branchId, startMs, length, gearType, instructorTypeId] = slot;
      // the instructor class decides the kind (a slot id is not trusted to pair them)
      if (instructorTypeId !== 'it-standard' && instructorTypeId !== 'it-vip') throw invalidSlot();
      const named = { branchId, gearType, instructorTypeId };
      for (const key of ['branchId', 'gearType', 'instructorTypeId'] as const) {
        if (req.body[key] !== undefined && req.body[key] !== named[key]) throw invalidData({ [key]: fieldError(key, 'invalid', SCHEDULE_LABELS) });
      }
      const { instanceId, instanceCode, licenseTypeId, courseTypeId } = req.body;
      const me = sessionOf(req).user;
      const view = await bookPractical(ctx(), me, me.id, {
        kind: instructorTypeId === 'it-vip' ? 'vip' : 'practical',
        branchId,
        startMs,
        minutes: length,
        gearType,
        instructorTypeId,
        instructorId: req.body.instructorId,
        rescheduleOf: req.body.rescheduleOf,
        request: { instanceId, instanceCode, licenseTypeId, courseTypeId },
        startField: 'slotId',
      });
      return reply.code(201).send(created(view));
    },
  );

  // POST /schedule/v1/schedule/book-custom-schedule?studentId= – practical training at a chosen start
  r.post(
    '/schedule/v1/schedule/book-custom-schedule',
    {
      preValidation: guard(['student', ...STAFF_ROLES]),
      schema: {
        tags,
        security,
        querystring: z.object({ studentId: id.optional() }),
        body: z.object({
          startsAt: z.iso.datetime({ offset: true }),
          durationMinutes: z.number().int().min(1).max(600),
          branchId: id,
          gearType: z.enum(['automatic', 'manual']).optional(),
          ...reschedule,
        }),
        response: { 201: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.ctx.routeLimits.booking,
    },
    async (req, reply) => {
      const me = sessionOf(req).user;
      const isStudent = me.roles.includes('student');
      const studentId = req.query.studentId ?? (isStudent ? me.id : undefined);
      if (!studentId) throw invalidData({ studentId: fieldError('studentId', 'required', SCHEDULE_LABELS) });
      // a learner books for themself only; staff for a learner who exists
      if (isStudent && studentId !== me.id) throw notFound();
      if (!isStudent && !(await isLearner(ctx().db, studentId))) throw notFound();
      const startMs = Date.parse(req.body.startsAt);
      if (startMs % (15 * 60_000) !== 0) throw invalidData({ startsAt: fieldError('startsAt', 'invalid', SCHEDULE_LABELS) });
      const gear = await learnerGearType(ctx().db, studentId);
      const view = await bookPractical(ctx(), me, studentId, {
        kind: 'custom',
        branchId: req.body.branchId,
        startMs,
        minutes: req.body.durationMinutes,
        gearType: req.body.gearType ?? gear ?? 'automatic',
        instructorTypeId: null,
        rescheduleOf: req.body.rescheduleOf,
        startField: 'startsAt',
      });
      return reply.code(201).send(created(view));
    },
  );

  // POST /schedule/v1/lecture-hall/book-schedule – a seat in a session
  r.post(
    '/schedule/v1/lecture-hall/book-schedule',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.booking,
      schema: { tags, security, body: slotIdBody, response: { 201: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409, 429) } },
    },
    async (req, reply) => {
      const slot = decodeSlot(req.body.slotId, app.ctx.env.TOKEN_SECRET);
      if (!slot || slot[0] !== 'h') throw invalidSlot();
      const view = await bookHall(ctx(), sessionOf(req).user, slot[1], slot[2], req.body.rescheduleOf);
      return reply.code(201).send(created(view));
    },
  );

  // mock tests and simulators: book any free device of the branch
  for (const [path, kind] of DEVICE_PATHS) {
    r.post(
      `/schedule/v1/${path}/book-schedule`,
      {
        preValidation: student,
        preHandler: app.ctx.routeLimits.booking,
        schema: { tags, security, body: slotIdBody, response: { 201: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409, 429) } },
      },
      async (req, reply) => {
        const slot = decodeSlot(req.body.slotId, app.ctx.env.TOKEN_SECRET);
        if (!slot || slot[0] !== 'd' || slot[1] !== kind) throw invalidSlot();
        const view = await bookDevice(ctx(), sessionOf(req).user, kind, slot[2], slot[3], req.body.rescheduleOf);
        return reply.code(201).send(created(view));
      },
    );
  }

  // DELETE /schedule/v1/schedule/:id?reason= – cancel until the cut-off
  r.delete(
    '/schedule/v1/schedule/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: idParam,
        querystring: z.object({ reason: z.string().trim().min(3).max(200) }),
        response: { 200: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.ctx.routeLimits.cancellation,
    },
    async (req) => ({
      statusCode: 200,
      message: 'Schedule cancelled',
      data: await cancelSchedule(ctx(), sessionOf(req).user, req.params.id, req.query.reason),
    }),
  );

  // POST /schedule/v1/schedule/:id/rating – rate a completed session, once
  r.post(
    '/schedule/v1/schedule/:id/rating',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: idParam,
        body: z.object({ rating: z.number().int().min(1).max(5) }),
        response: { 200: envelope(z.object({ _id: z.string(), rating: z.number().int() })), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      statusCode: 200,
      message: 'Sucessfully rated',
      data: await rateSchedule(ctx(), sessionOf(req).user, req.params.id, req.body.rating),
    }),
  );

  // POST /schedule/v1/schedule/:id/comment – comment on a completed session (replaces the last one)
  r.post(
    '/schedule/v1/schedule/:id/comment',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: idParam,
        body: z.object({ message: z.string().trim().min(1).max(500) }),
        response: { 200: envelope(z.object({ _id: z.string(), comment: z.string() })), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({
      statusCode: 200,
      message: 'Sucessfully commented',
      data: await commentSchedule(ctx(), sessionOf(req).user, req.params.id, req.body.message),
    }),
  );

  // POST /schedule/v1/staff/schedule/:id/complete – attendance: the session is COMPLETED
  r.post(
    '/schedule/v1/staff/schedule/:id/complete',
    {
      preValidation: guard(STAFF_ROLES),
      schema: { tags, security, params: idParam, response: { 200: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (req) => ({ statusCode: 200, data: await staffComplete(ctx(), req.params.id) }),
  );

  // POST /schedule/v1/staff/schedule/:id/mark-for-reschedule – the centre moves a session
  r.post(
    '/schedule/v1/staff/schedule/:id/mark-for-reschedule',
    {
      preValidation: guard(STAFF_ROLES),
      schema: {
        tags,
        security,
        params: idParam,
        body: z.object({ reason: z.string().trim().min(3).max(200) }),
        response: { 200: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await staffMarkForReschedule(ctx(), sessionOf(req).user, req.params.id, req.body.reason) }),
  );
}

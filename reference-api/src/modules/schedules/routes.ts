import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { registerScheduleChanges } from './booking-routes';
import { configSchema, DEVICE_PATHS, deviceSlotSchema, hallSlotSchema, scheduleSchema, slotSchema, STATUS_VALUES, summarySchema } from './contract';
import { findDays, findDeviceSlots, findHallSlots, getSchedule, listSchedules, practicalDaySlots, scheduleConfig, scheduleSummary } from './service';

// Schedules and bookings (D§7 "Schedules (schedule/v1)", contract "Schedules and bookings"): the
// configuration, slot searches and the learner's sessions here; bookings and changes in booking-routes.ts.
// Learner calls take a student token (403 for staff).
export function registerSchedules(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['schedules'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const ctx = () => app.ctx;
  const id = z.string().trim().min(1).max(100);
  const idParam = z.object({ id });
  const day = z.string().trim().min(1).max(40);
  const minutes = z.coerce.number().int().min(1).max(600);
  const rangeBody = z.object({ startDate: day, endDate: day, branchId: id.optional() });

  // GET /schedule/v1/work-time/time-slots – the learner's schedule configuration
  r.get(
    '/schedule/v1/work-time/time-slots',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(configSchema), ...errorResponses(401, 403, 409) } } },
    async (req) => ({ statusCode: 200, data: await scheduleConfig(ctx(), sessionOf(req).user) }),
  );

  // GET /schedule/v1/work-time/practical-training/time-slots – one day's practical (or VIP) slots
  r.get(
    '/schedule/v1/work-time/practical-training/time-slots',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        querystring: z.object({
          instanceCode: id,
          licenseTypeId: id.optional(),
          branchId: id,
          instructorTypeId: z.enum(['it-standard', 'it-vip']),
          courseTypeId: id.optional(),
          gearType: z.enum(['automatic', 'manual']).optional(),
          date: day,
          durationMinutes: minutes.optional(),
        }),
        response: { 200: envelope(z.object({ date: z.string(), slots: z.array(slotSchema) })), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await practicalDaySlots(ctx(), sessionOf(req).user, req.query) }),
  );

  // GET /schedule/v1/availability/instructor/find-vip-slots – one day's VIP slots (VIP courses only)
  r.get(
    '/schedule/v1/availability/instructor/find-vip-slots',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        querystring: z.object({ date: day, branchId: id, durationMinutes: minutes.optional() }),
        response: { 200: envelope(z.object({ date: z.string(), slots: z.array(slotSchema) })), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => ({
      statusCode: 200,
      data: await practicalDaySlots(ctx(), sessionOf(req).user, { ...req.query, instructorTypeId: 'it-vip' }, true),
    }),
  );

  // POST /schedule/v1/schedule/find – the days of a range with an AVAILABLE practical slot
  r.post(
    '/schedule/v1/schedule/find',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        body: z.object({
          instanceId: id.optional(),
          instanceCode: id,
          licenseTypeId: id.optional(),
          courseTypeId: id.optional(),
          startDate: day,
          endDate: day,
          branchId: id,
          instructorTypeId: z.enum(['it-standard', 'it-vip']),
          gearType: z.enum(['automatic', 'manual']),
          durationMinutes: z.number().int().min(1).max(600).optional(),
        }),
        response: {
          200: envelope(z.object({ days: z.array(z.object({ date: z.string(), available: z.number().int() })) })),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (req) => ({ statusCode: 200, data: await findDays(ctx(), sessionOf(req).user, req.body) }),
  );

  // POST /schedule/v1/lecture-hall/find-schedule – lecture-hall sessions with the seats left
  r.post(
    '/schedule/v1/lecture-hall/find-schedule',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        body: rangeBody,
        response: { 200: envelope(z.object({ slots: z.array(hallSlotSchema) })), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await findHallSlots(ctx(), sessionOf(req).user, req.body) }),
  );

  // mock tests and simulators: slots of the branch's devices
  for (const [path, kind] of DEVICE_PATHS) {
    r.post(
      `/schedule/v1/${path}/find-schedule`,
      {
        preValidation: student,
        schema: {
          tags,
          security,
          body: rangeBody,
          response: { 200: envelope(z.object({ slots: z.array(deviceSlotSchema) })), ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (req) => ({ statusCode: 200, data: await findDeviceSlots(ctx(), sessionOf(req).user, kind, req.body) }),
    );
  }

  // GET /schedule/v1/schedule/list – the learner's sessions of a month or a range of days
  r.get(
    '/schedule/v1/schedule/list',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        querystring: z.object({
          year: z.coerce.number().int().min(2000).max(2200).optional(),
          month: z.coerce.number().int().min(1).max(12).optional(),
          startDate: day.optional(),
          endDate: day.optional(),
          status: z.enum([...STATUS_VALUES, 'GROUPED']).optional(),
          courseId: id.optional(),
          // the learner's own id is the only one answered; another is ignored (D§7 passes it)
          studentId: id.optional(),
        }),
        response: { 200: envelope(z.object({ schedules: z.array(scheduleSchema) })), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({ statusCode: 200, data: await listSchedules(ctx(), sessionOf(req).user, req.query) }),
  );

  // GET /schedule/v1/schedule/summary – counts by status, the next session, practical minutes
  r.get(
    '/schedule/v1/schedule/summary',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(summarySchema), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await scheduleSummary(ctx(), sessionOf(req).user) }),
  );

  // GET /schedule/v1/schedule/:id – one of the learner's sessions
  r.get(
    '/schedule/v1/schedule/:id',
    {
      preValidation: student,
      schema: { tags, security, params: idParam, response: { 200: envelope(scheduleSchema), ...errorResponses(400, 401, 403, 404) } },
    },
    async (req) => ({ statusCode: 200, data: await getSchedule(ctx(), sessionOf(req).user, req.params.id) }),
  );

  registerScheduleChanges(app);
}

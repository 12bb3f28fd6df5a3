import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../platform/outbox';
import { eq } from 'drizzle-orm';
import { lectureLearners, referralCodes, users } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import { normalisePhone } from '../../platform/phone';
import { notify } from '../notifications/service';
import { sendReminders } from '../schedules/notices';
import { KIND_VALUES } from '../schedules/contract';
import { makeLearners } from './learners';

// GET /sandbox/outbox – the messages the API "sent", for tests and the portal's /dev page.
// Registered only when SANDBOX=1; otherwise the path is an ordinary 404.
export function registerSandbox(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sandbox/outbox',
    {
      schema: {
        tags: ['sandbox'],
        querystring: z.object({
          to: z.string().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: {
          200: z.array(
            z.object({
              _id: z.string(),
              channel: z.enum(['sms', 'email']),
              to: z.string(),
              subject: z.string().nullable(),
              body: z.string(),
              code: z.string().nullable(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (req) => {
      const raw = req.query.to?.trim();
      const to = raw ? (raw.includes('@') ? raw.toLowerCase() : (normalisePhone(raw) ?? raw)) : undefined;
      return listOutbox(app.ctx.db, { to, limit: req.query.limit });
    },
  );

  // POST /sandbox/notify – raise a notification for a learner by phone (demos and end-to-end tests,
  // until the staff actions that raise them for real exist).
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sandbox/notify',
    {
      schema: {
        tags: ['sandbox'],
        body: z.object({
          phone: z.string().min(6).max(20),
          kind: z.string().min(1).max(40).default('announcement'),
          en: z.string().min(1).max(500),
          ar: z.string().min(1).max(500),
          eventKey: z.string().min(1).max(120).optional(),
        }),
      },
    },
    async (req) => {
      const phone = normalisePhone(req.body.phone) ?? req.body.phone;
      const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (!user) throw notFound();
      const item = await notify(app.ctx, user.id, req.body);
      return { statusCode: 200, data: item };
    },
  );

  // POST /sandbox/referral-code – give a learner (by phone) a referral code of their own, so an end-to-end
  // test can cancel one without touching the demo learners' codes.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sandbox/referral-code',
    {
      schema: {
        tags: ['sandbox'],
        body: z.object({
          phone: z.string().min(6).max(20),
          code: z.string().regex(/^[A-Z0-9]{4,20}$/),
          amountFils: z.number().int().min(0).max(100_000).default(10_000),
        }),
      },
    },
    async (req) => {
      const phone = normalisePhone(req.body.phone) ?? req.body.phone;
      const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (!user) throw notFound();
      await app.ctx.db.insert(referralCodes).values({ code: req.body.code, ownerUserId: user.id, refereeAmountFils: req.body.amountFils });
      return { statusCode: 200, data: { referralCode: req.body.code } };
    },
  );

  // POST /sandbox/lecture-access – end a learner's (by phone) lecture window `secondsLeft` from now, so an
  // end-to-end test sees it close without waiting 4 hours (docs/learning.md)
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sandbox/lecture-access',
    {
      schema: {
        tags: ['sandbox'],
        body: z.object({
          phone: z.string().min(6).max(20),
          secondsLeft: z
            .number()
            .int()
            .min(0)
            .max(4 * 3600),
        }),
      },
    },
    async (req) => {
      const phone = normalisePhone(req.body.phone) ?? req.body.phone;
      const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (!user) throw notFound();
      const accessUntil = new Date(app.ctx.now() + req.body.secondsLeft * 1000);
      const [row] = await app.ctx.db
        .update(lectureLearners)
        .set({ accessUntil })
        .where(eq(lectureLearners.userId, user.id))
        .returning({ userId: lectureLearners.userId });
      if (!row) throw notFound();
      return { statusCode: 200, data: { accessUntil: accessUntil.toISOString() } };
    },
  );

  // GET /sandbox/slow?ms= – an answer that takes its time (shutdown and time-out tests).
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sandbox/slow',
      { schema: { tags: ['sandbox'], querystring: z.object({ ms: z.coerce.number().int().min(0).max(30_000).default(1000) }) } },
      async (req) => {
        await new Promise((resolve) => setTimeout(resolve, req.query.ms));
        return { statusCode: 200, data: { waitedMs: req.query.ms } };
      },
    );

  // POST /sandbox/learners – registered learners in bulk (every stage paid), each with an access token
  app.withTypeProvider<ZodTypeProvider>().post(
    '/sandbox/learners',
    {
      schema: {
        tags: ['sandbox'],
        body: z.object({
          count: z.number().int().min(1).max(300),
          paidKinds: z.array(z.enum(KIND_VALUES)).max(6).optional(),
          courseCode: z.string().trim().min(1).max(40).optional(),
        }),
        response: { 201: z.object({ statusCode: z.number().int(), data: z.array(z.object({ userId: z.string(), token: z.string() })) }) },
      },
    },
    async (req, reply) => reply.code(201).send({ statusCode: 201, data: await makeLearners(app.ctx, req.body) }),
  );

  // POST /sandbox/schedules/remind – run the reminder sweep now (what each process does every minute)
  app.withTypeProvider<ZodTypeProvider>().post('/sandbox/schedules/remind', { schema: { tags: ['sandbox'] } }, async () => ({
    statusCode: 200,
    data: { sent: await sendReminders(app.ctx) },
  }));
}

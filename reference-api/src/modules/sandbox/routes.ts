import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../platform/outbox';
import { normalisePhone } from '../../platform/phone';

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
}

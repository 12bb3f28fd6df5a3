import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

// GET /health – liveness plus a real round trip to the database.
export function registerHealth(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['meta'],
        response: {
          200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }),
          503: z.object({ status: z.literal('error'), db: z.enum(['pglite', 'postgres']) }),
        },
      },
    },
    async (req, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return { status: 'ok' as const, db: app.ctx.dbKind };
      } catch (err) {
        req.log.error({ err }, 'health check failed');
        return reply.code(503).send({ status: 'error' as const, db: app.ctx.dbKind });
      }
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { skipStageBody, skippedStageSchema } from './contract';
import { skipStage } from './service';

// Stages and approvals (D§4, D§7 "Other"): docs/requests.md.
export function registerStages(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['stages'];
  const security = [{ bearer: [] }];

  // POST /student/course/stage/skip/ {stageId} – skip a stage the course allows to skip ('Unable to skip this stage': 409)
  r.post(
    '/student/course/stage/skip/',
    {
      preValidation: guard(['student']),
      schema: { tags, security, body: skipStageBody, response: { 200: envelope(skippedStageSchema), ...errorResponses(400, 401, 403, 409) } },
    },
    async (req) => ({
      statusCode: 200,
      message: 'Stage skipped',
      data: await skipStage(app.ctx.db, sessionOf(req).user, req.body.stageId, app.ctx.now()),
    }),
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { errorResponses, notFound } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { authenticate, guard, sessionOf } from '../session/guard';
import { REPORT_NAMES, reportBody, reportLinkSchema, reportQuerySchema, sandboxReportLinkSchema, type ReportName } from './contract';
import { buildReport, parseFilter, reportByLink, sendReportLink } from './service';

// Staff collection reports (D§6, D§7): one GET per report, the rows paged by _start/_end with the
// count in x-total-count and the totals over every row; any account that may not read one (a learner)
// gets 404. A signed link (e-mailed) opens a report without these paths: GET report/v1/link.

/** The D§6 names as paths. */
export const REPORT_PATHS: Record<ReportName, string> = {
  'csr-collection': '/report/v1/csr/collection',
  'salesman-collection': '/report/v1/salesman/collection',
  'salesman-collecting': '/report/v1/salesman/collecting',
  'cashier-collecting': '/report/v1/cashier/collecting',
  'all-collection': '/report/v1/all-collection',
};

export function registerReports(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  for (const report of REPORT_NAMES) {
    // GET /report/v1/… ?startDate&endDate[&branchId][&_start&_end] – a collection report
    r.get(
      REPORT_PATHS[report],
      {
        preValidation: guard(),
        schema: {
          tags,
          security: [{ bearer: [] }],
          querystring: reportQuerySchema,
          response: { 200: envelope(reportBody), ...errorResponses(400, 401, 404) },
        },
      },
      async (req, reply) => {
        const { _start, _end, ...raw } = req.query;
        const data = await buildReport(app.ctx, sessionOf(req).user, report, parseFilter(raw), { start: _start, end: _end ?? _start + 10 });
        reply.header('x-total-count', String(data.totals.count)).header('access-control-expose-headers', 'x-total-count');
        return { statusCode: 200, data };
      },
    );
  }

  // POST /report/v1/email-link – e-mails the caller a signed link to a report's PDF (7 days)
  r.post(
    '/report/v1/email-link',
    {
      preValidation: guard(),
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: reportLinkSchema,
        response: { 200: envelope(z.object({ expiresAt: z.string() })), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => {
      const { expiresAt } = await sendReportLink(app.ctx, sessionOf(req).user, req.body);
      return { statusCode: 200, data: { expiresAt } };
    },
  );

  // GET /report/v1/link?t= – the whole report a signed link names; with a bearer token, only its recipient's
  r.get(
    '/report/v1/link',
    {
      schema: {
        tags,
        querystring: z.object({ t: z.string().min(1).max(4096) }),
        response: { 200: envelope(reportBody), ...errorResponses(400, 401, 403) },
      },
    },
    async (req: FastifyRequest<{ Querystring: { t: string } }>) => {
      const viewer = req.headers.authorization ? (await authenticate(req)).user : null;
      return { statusCode: 200, data: await reportByLink(app.ctx, req.query.t, viewer) };
    },
  );

  if (!app.ctx.env.SANDBOX) return;
  // POST /sandbox/report-link – the centre e-mails a staff member a report link (demos, end-to-end tests)
  r.post('/sandbox/report-link', { schema: { tags: ['sandbox'], body: sandboxReportLinkSchema } }, async (req) => {
    const { email, ttlSeconds, ...params } = req.body;
    const [staff] = await app.ctx.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!staff) throw notFound();
    return { statusCode: 200, data: await sendReportLink(app.ctx, staff, params, ttlSeconds) };
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidData } from '../../../platform/errors';
import { fieldError } from '../../../platform/fields';
import { envelope } from '../../../platform/http';
import { listQuerySchema, MAX_PAGE, type ListQuery } from '../../lookups/generic-list';
import { guard, sessionOf } from '../../session/guard';
import { paymentDetails as paymentDetailsSchema, paymentHistoryItem, type PaymentHistoryItem } from './contract';
import { paymentDetails, paymentDetailsForStaff, paymentHistory } from './service';

// D§7 'GET payment-history' (the generic list, sorted by createdAt ascending) and 'GET
// payment-history/{id}': the learner's own orders and one of them as its invoice.

/** Fields a history list may be filtered on (equality; an array means "in") and sorted by. */
const FILTERABLE = ['kind', 'status', 'method'] as const;
const SORTABLE = ['createdAt', '_id'] as const;
const LABELS = { _filters: 'Filters', _sort: 'Sort', _end: 'End' };
const invalid = (field: keyof typeof LABELS) => invalidData({ [field]: fieldError(field, 'invalid', LABELS) });

const filtersSchema = z
  .object(Object.fromEntries(FILTERABLE.map((f) => [f, z.union([z.string(), z.array(z.string()).min(1).max(20)]).optional()])))
  .strict();

/** One page of the learner's orders, as the generic list pages lookups (the rows are few: filtered in memory). */
function pageOf(rows: PaymentHistoryItem[], q: ListQuery) {
  let filters: z.output<typeof filtersSchema> = {};
  if (q._filters) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q._filters);
    } catch {
      throw invalid('_filters');
    }
    const checked = filtersSchema.safeParse(parsed);
    if (!checked.success) throw invalid('_filters');
    filters = checked.data;
  }
  const sort = q._sort ?? 'createdAt';
  if (!(SORTABLE as readonly string[]).includes(sort)) throw invalid('_sort');
  const start = q._start ?? 0;
  const end = q._end ?? start + MAX_PAGE;
  if (end < start) throw invalid('_end');
  const kept = rows.filter((row) =>
    Object.entries(filters).every(([field, want]) => {
      const value = row[field as (typeof FILTERABLE)[number]];
      return Array.isArray(want) ? want.includes(value) : want === undefined || want === value;
    }),
  );
  const key = (row: PaymentHistoryItem) => (sort === '_id' ? row._id : row.createdAt);
  const direction = q._order === 'DESC' ? -1 : 1;
  // ISO timestamps compare as text; the id breaks ties so a page never repeats or skips an order
  kept.sort((a, b) => direction * (key(a).localeCompare(key(b)) || a._id.localeCompare(b._id)));
  return { items: kept.slice(start, Math.min(end, start + MAX_PAGE)), total: kept.length };
}

export function registerPaymentHistory(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);

  // GET /payment-history – orders that took money or are due at the centre: a bare array, the total in x-total-count
  r.get(
    '/payment-history',
    {
      preValidation: student,
      schema: { tags, security, querystring: listQuerySchema, response: { 200: z.array(paymentHistoryItem), ...errorResponses(400, 401, 403) } },
    },
    async (req, reply) => {
      const { items, total } = pageOf(await paymentHistory(app.ctx.db, sessionOf(req).user), req.query);
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return items;
    },
  );

  // GET /payment-history/:id – the invoice of one of the learner's orders (anyone else's: 404)
  r.get(
    '/payment-history/:id',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        params: z.object({ id: z.string().trim().min(1).max(40) }),
        response: { 200: envelope(paymentDetailsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await paymentDetails(app.ctx.db, sessionOf(req).user, req.params.id) }),
  );

  // GET /staff/payment-history/:id – ours (issue 25): any learner's order invoice, for a cashier or an
  // admin in the staff area; anyone else gets 404, as for an order that does not exist
  r.get(
    '/staff/payment-history/:id',
    {
      preValidation: guard(),
      schema: {
        tags,
        security,
        summary: "staff: a learner's order invoice",
        params: z.object({ id: z.string().trim().min(1).max(40) }),
        response: { 200: envelope(paymentDetailsSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ statusCode: 200, data: await paymentDetailsForStaff(app.ctx.db, sessionOf(req).user, req.params.id) }),
  );
}

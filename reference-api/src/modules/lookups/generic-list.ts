import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, invalidData, notFound } from '../../platform/errors';
import { fieldError, type FieldErrors } from '../../platform/fields';
import { envelope } from '../../platform/http';
import { guard } from '../session/guard';
import { LOOKUP_LABELS } from './contract';
import * as repo from './repo';

// The generic list of D§7, written once: every lookup (and later resource) is a config handed to
// registerResource. `_filters` is a JSON object field → value (equality; an array means "in").

export type FieldKind = 'text' | 'bool' | 'int' | 'name' | 'textArray';
export interface FieldSpec {
  kind: FieldKind;
  column: PgColumn;
}

type Row = Record<string, unknown>;
export interface ResourceConfig<Item extends Row, Input extends Row = Row> {
  path: string;
  tag: string;
  table: PgTable;
  idColumn: PgColumn;
  /** public field name → column; filterable and (except textArray) sortable */
  fields: Record<string, FieldSpec>;
  defaultSort: PgColumn[];
  itemSchema: z.ZodType<Item>;
  toItem(row: Row): Item;
  write?: {
    roles: readonly string[];
    idPrefix: string;
    inputSchema: z.ZodObject<z.ZodRawShape>;
    toRow(input: Partial<Input>): Row;
  };
}

export const MAX_PAGE = 1000;

export const listQuerySchema = z.object({
  _filters: z.string().max(4000).optional(),
  _sort: z.string().max(64).optional(),
  _order: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .optional(),
  _start: z.coerce.number().int().min(0).max(1_000_000).optional(),
  _end: z.coerce.number().int().min(0).max(1_001_000).optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

const invalid = (path: string) => invalidData({ [path]: fieldError(path, 'invalid', LOOKUP_LABELS) });

const scalar = z.union([z.string().max(200), z.number(), z.boolean()]);
const filterValue = z.union([scalar, z.array(scalar).min(1).max(200)]);

function coerce(kind: FieldKind, v: string | number | boolean): string | number | boolean | undefined {
  if (kind === 'bool') return v === true || v === 'true' ? true : v === false || v === 'false' ? false : undefined;
  if (kind === 'int') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,9}$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) ? n : undefined;
  }
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
}

function condition(spec: FieldSpec, values: (string | number | boolean)[]): SQL | undefined {
  const col = spec.column;
  switch (spec.kind) {
    case 'name':
      return or(inArray(sql`${col}->>'en'`, values as string[]), inArray(sql`${col}->>'ar'`, values as string[]));
    case 'textArray':
      return or(...values.map((v) => sql`${col} @> ${JSON.stringify([v])}::jsonb`));
    default:
      return values.length === 1 ? eq(col, values[0]) : inArray(col, values);
  }
}

export function buildWhere(fields: Record<string, FieldSpec>, raw: string | undefined): SQL | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid('_filters');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid('_filters');
  const problems: FieldErrors = {};
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    const spec = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!spec) {
      problems[`_filters.${key}`] = fieldError(`_filters.${key}`, 'invalid', LOOKUP_LABELS);
      continue;
    }
    const shape = filterValue.safeParse(value);
    const values = shape.success ? (Array.isArray(shape.data) ? shape.data : [shape.data]).map((v) => coerce(spec.kind, v)) : [];
    if (!shape.success || values.some((v) => v === undefined)) {
      problems[`_filters.${key}`] = fieldError(`_filters.${key}`, 'invalid', LOOKUP_LABELS);
      continue;
    }
    const c = condition(spec, values as (string | number | boolean)[]);
    if (c) conditions.push(c);
  }
  if (Object.keys(problems).length) throw invalidData(problems);
  return conditions.length ? and(...conditions) : undefined;
}

export function lang(req: FastifyRequest): 'en' | 'ar' {
  return /^\s*ar\b/i.test(req.headers['accept-language'] ?? '') ? 'ar' : 'en';
}

function orderBy(cfg: ResourceConfig<Row>, q: ListQuery, language: 'en' | 'ar'): SQL[] {
  const dir = q._order === 'DESC' ? desc : asc;
  const tiebreak = asc(cfg.idColumn);
  if (!q._sort) return [...cfg.defaultSort.map((c) => asc(c)), tiebreak];
  if (q._sort === '_id') return [dir(cfg.idColumn)];
  const spec = Object.hasOwn(cfg.fields, q._sort) ? cfg.fields[q._sort] : undefined;
  if (!spec || spec.kind === 'textArray') {
    throw invalid('_sort');
  }
  const expr = spec.kind === 'name' ? sql`${spec.column}->>${language}` : spec.column;
  return [dir(expr), tiebreak];
}

/** Runs one list query: the page of rows and the total that matched. */
export async function listRows(app: FastifyInstance, cfg: ResourceConfig<Row>, q: ListQuery, language: 'en' | 'ar') {
  const start = q._start ?? 0;
  const end = q._end ?? start + MAX_PAGE;
  if (end < start) throw invalidData({ _end: fieldError('_end', 'min_value', LOOKUP_LABELS, { n: start }) });
  const where = buildWhere({ _id: { kind: 'text', column: cfg.idColumn }, ...cfg.fields }, q._filters);
  const order = orderBy(cfg, q, language);
  return repo.page(app.ctx.db, cfg.table, { where, order, offset: start, limit: Math.min(end - start, MAX_PAGE) });
}

const idParams = z.object({ id: z.string().min(1).max(200) });

export function registerResource<Item extends Row, Input extends Row>(app: FastifyInstance, cfg: ResourceConfig<Item, Input>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const c = cfg as unknown as ResourceConfig<Row>;
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  r.get(
    cfg.path,
    { schema: { tags: [cfg.tag], querystring: listQuerySchema, response: { 200: z.array(cfg.itemSchema), 400: errorEnvelopeSchema } } },
    async (req, reply) => {
      const { rows, total } = await listRows(app, c, req.query, lang(req));
      reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'x-total-count');
      return rows.map((row) => cfg.toItem(row));
    },
  );

  const findOne = async (id: string) => {
    const row = await repo.findById(app.ctx.db, cfg.table, cfg.idColumn, id);
    if (!row) throw notFound();
    return cfg.toItem(row as Row);
  };

  r.get(
    `${cfg.path}/:id`,
    { schema: { tags: [cfg.tag], params: idParams, response: { 200: envelope(cfg.itemSchema), ...errors } } },
    async (req) => ({ statusCode: 200, data: await findOne(req.params.id) }),
  );

  const write = cfg.write;
  if (!write) return;
  const authErrors = { ...errors, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 409: errorEnvelopeSchema };

  r.post(
    cfg.path,
    {
      preValidation: guard(write.roles),
      schema: { tags: [cfg.tag], body: write.inputSchema, response: { 201: envelope(cfg.itemSchema), ...authErrors } },
    },
    async (req, reply) => {
      const id = `${write.idPrefix}-${randomUUID()}`;
      await repo.insert(app.ctx.db, cfg.table, { id, ...write.toRow(req.body as Partial<Input>) });
      reply.code(201);
      return { statusCode: 201, message: 'Created', data: await findOne(id) };
    },
  );

  r.put(
    `${cfg.path}/:id`,
    {
      preValidation: guard(write.roles),
      schema: {
        tags: [cfg.tag],
        params: idParams,
        body: write.inputSchema.partial(),
        response: { 200: envelope(cfg.itemSchema), ...authErrors },
      },
    },
    async (req) => {
      const set = write.toRow(req.body as Partial<Input>);
      if (Object.keys(set).length) {
        if (!(await repo.updateById(app.ctx.db, cfg.table, cfg.idColumn, req.params.id, set))) throw notFound();
      }
      return { statusCode: 200, message: 'Updated', data: await findOne(req.params.id) };
    },
  );

  r.delete(
    `${cfg.path}/:id`,
    {
      preValidation: guard(write.roles),
      schema: { tags: [cfg.tag], params: idParams, response: { 200: envelope(z.object({ _id: z.string() })), ...authErrors } },
    },
    async (req) => {
      if (!(await repo.deleteById(app.ctx.db, cfg.table, cfg.idColumn, req.params.id))) throw notFound();
      return { statusCode: 200, message: 'Deleted', data: { _id: req.params.id } };
    },
  );
}

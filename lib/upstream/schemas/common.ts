import { z } from 'zod';

// Pure zod shapes of the upstream contract (docs/api-contract.md). No server-only import:
// lib/queries parses what the BFF proxy passes through with the very same schemas.

export const localisedNameSchema = z.object({ en: z.string(), ar: z.string() });
export type LocalisedName = z.infer<typeof localisedNameSchema>;

/** `{ statusCode, message?, data }` around everything except generic lists. */
export function envelopeSchema<D extends z.ZodType>(data: D) {
  return z.object({ statusCode: z.number().int(), message: z.string().optional(), data });
}

/** `{ statusCode, message }` answers whose data is absent or irrelevant (logout, reset password). */
export const messageEnvelopeSchema = z.object({ statusCode: z.number().int(), message: z.string().optional() });

export interface List<T> {
  items: T[];
  total: number;
}

export interface ListParams {
  /** field → value; an array value means "in". */
  filters?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  start?: number;
  end?: number;
}

/** The generic list query string (D§7): _filters as JSON, _sort, _order, _start, _end. */
export function listSearchParams(params: ListParams = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (params.filters && Object.keys(params.filters).length > 0) out._filters = JSON.stringify(params.filters);
  if (params.sort) out._sort = params.sort;
  if (params.order) out._order = params.order;
  if (params.start !== undefined) out._start = String(params.start);
  if (params.end !== undefined) out._end = String(params.end);
  return out;
}

/** x-total-count as a number; a missing or garbled header is contract drift (null). */
export function totalFromHeader(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value);
}

import 'server-only';
import { z } from 'zod';
import { parseBody, upstreamFetch, upstreamJson } from './client';
import type { CallContext } from './context';
import { contractError } from './errors';
import { envelopeSchema, listSearchParams, totalFromHeader, type List, type ListParams } from './schemas/common';

// The generic list of D§7, once for every resource: GET {resource} with _filters (JSON), _sort,
// _order, _start, _end and any extra params, answered by a bare array with the total in
// x-total-count (D§3); GET {resource}/{id} for one item. The language header goes on every call
// (client.ts): the spec sends it "on GETs when a mock-test setting exists" without naming either,
// so the reference API decides (docs/api-contract.md).

export interface ListQuery extends ListParams {
  /** 1-based page; with perPage it wins over start/end: _start = (page − 1) × perPage (D§7). */
  page?: number;
  perPage?: number;
  /** Extra query parameters the resource takes beside the generic ones. */
  params?: Record<string, string>;
}

/** The dropdown page of R§7: page 1 of 1000. */
export const DROPDOWN_PAGE = { page: 1, perPage: 1000 } as const;

/** The query string of one list call; a generic name in `params` never overrides the generic value. */
export function listQueryParams(query: ListQuery = {}): Record<string, string> {
  const { page, perPage, params = {}, ...rest } = query;
  const range = page !== undefined && perPage !== undefined ? { start: (page - 1) * perPage, end: page * perPage } : {};
  return { ...params, ...listSearchParams({ ...rest, ...range }) };
}

export type ListOptions = CallContext & { timeoutMs?: number };

/** One page of `resource` (a path relative to API_URL) and its total. */
export async function listResource<S extends z.ZodType>(
  resource: string,
  item: S,
  query: ListQuery = {},
  ctx: ListOptions = {},
): Promise<List<z.output<S>>> {
  const response = await upstreamFetch(resource, { ...ctx, searchParams: listQueryParams(query) });
  const total = totalFromHeader(response.headers.get('x-total-count'));
  if (total === null) throw contractError(new Error(`${resource}: missing x-total-count`));
  return { items: await parseBody(response, z.array(item), resource), total };
}

/** GET {resource}/{id}: one item in the envelope. */
export async function getResource<S extends z.ZodType>(resource: string, id: string, item: S, ctx: CallContext = {}): Promise<z.output<S>> {
  const body = await upstreamJson(envelopeSchema(item), `${resource}/${encodeURIComponent(id)}`, ctx);
  return (body as { data: z.output<S> }).data;
}

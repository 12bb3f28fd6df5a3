import 'server-only';
import { z } from 'zod';
import { parseBody, upstreamFetch, upstreamJson } from './client';
import type { CallContext } from './context';
import { contractError } from './errors';
import { envelopeSchema, listSearchParams, totalFromHeader, type List, type ListParams } from './schemas/common';

// The generic list of D§7, once for every resource: GET {resource} with _filters (JSON), _sort,
// _order, _start, _end and any extra params, answered by a bare array with the total in
// x-total-count (D§3); GET, PUT and DELETE {resource}/{id} for one item, in the envelope.
// The language header: `accept-language` goes on every call with the page's language (client.ts).
// D§7 sends "a language header on GETs when a mock-test setting exists" without naming the header or
// the setting; the portal reads the setting as the mock test's chosen language (the /choose-language
// screen): given as `mockTestLanguage`, it is the language header of this module's GETs, and only of
// GETs (docs/api-contract.md "Generic list").

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

export type ListOptions = CallContext & {
  timeoutMs?: number;
  /** D§7's "mock-test setting": the mock test's chosen language, sent as the language header of GETs. */
  mockTestLanguage?: CallContext['lang'];
};

/** The context of a generic-list GET: the mock-test language, when set, is its language header. */
function getContext({ mockTestLanguage, ...ctx }: ListOptions): CallContext & { timeoutMs?: number } {
  return mockTestLanguage ? { ...ctx, lang: mockTestLanguage } : ctx;
}

const itemPath = (resource: string, id: string) => `${resource}/${encodeURIComponent(id)}`;

/** One page of `resource` (a path relative to API_URL) and its total. */
export async function listResource<S extends z.ZodType>(
  resource: string,
  item: S,
  query: ListQuery = {},
  ctx: ListOptions = {},
): Promise<List<z.output<S>>> {
  const response = await upstreamFetch(resource, { ...getContext(ctx), searchParams: listQueryParams(query) });
  const total = totalFromHeader(response.headers.get('x-total-count'));
  if (total === null) throw contractError(new Error(`${resource}: missing x-total-count`));
  return { items: await parseBody(response, z.array(item), resource), total };
}

/** GET {resource}/{id}: one item in the envelope. */
export async function getResource<S extends z.ZodType>(resource: string, id: string, item: S, ctx: ListOptions = {}): Promise<z.output<S>> {
  const body = await upstreamJson(envelopeSchema(item), itemPath(resource, id), getContext(ctx));
  return (body as { data: z.output<S> }).data;
}

/** PUT {resource}/{id} with the item's new fields: the saved item, in the envelope. */
export async function updateResource<S extends z.ZodType>(
  resource: string,
  id: string,
  fields: Record<string, unknown>,
  item: S,
  ctx: CallContext = {},
): Promise<z.output<S>> {
  const body = await upstreamJson(envelopeSchema(item), itemPath(resource, id), { ...ctx, method: 'PUT', json: fields });
  return (body as { data: z.output<S> }).data;
}

/** DELETE {resource}/{id} (extra params as the query, e.g. D§7's `schedule/{id}?reason`): the answer's item, in the envelope. */
export async function deleteResource<S extends z.ZodType>(
  resource: string,
  id: string,
  item: S,
  ctx: CallContext & { params?: Record<string, string> } = {},
): Promise<z.output<S>> {
  const { params, ...rest } = ctx;
  const body = await upstreamJson(envelopeSchema(item), itemPath(resource, id), {
    ...rest,
    method: 'DELETE',
    ...(params ? { searchParams: params } : {}),
  });
  return (body as { data: z.output<S> }).data;
}

import 'server-only';
import { z } from 'zod';
import { parseBody, upstreamFetch, upstreamJson } from './client';
import type { CallContext } from './context';
import { contractError } from './errors';
import { envelopeSchema, listSearchParams, totalFromHeader, type List, type ListParams } from './schemas/common';
import { LOOKUPS, licenseTypeNameSchema, licenseTypeSchema, type LookupItem, type LookupName } from './schemas/lookups';

// Public lookups for dropdowns (contract "Lookups"). Lists come back bare with x-total-count.

/** One page of a lookup list and its total; by default the dropdown page _start=0&_end=1000 (R§9). */
export async function listLookup<N extends LookupName>(
  name: N,
  params: ListParams = {},
  ctx: CallContext & { timeoutMs?: number } = {},
): Promise<List<LookupItem<N>>> {
  const { path, item } = LOOKUPS[name];
  const page = { start: 0, end: 1000, ...params };
  const response = await upstreamFetch(path, { ...ctx, searchParams: listSearchParams(page) });
  const total = totalFromHeader(response.headers.get('x-total-count'));
  if (total === null) throw contractError(new Error(`${path}: missing x-total-count`));
  const items = (await parseBody(response, z.array(item), path)) as LookupItem<N>[];
  return { items, total };
}

export const listLicenseTypes = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('licenseTypes', params, ctx);
export const listBranches = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('branches', params, ctx);
export const listCountries = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('countries', params, ctx);
export const listEmirates = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('emirates', params, ctx);
export const listLanguages = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('languages', params, ctx);
export const listOccupations = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('occupations', params, ctx);
export const listVisaProfessions = (params?: ListParams, ctx?: CallContext & { timeoutMs?: number }) => listLookup('visaProfessions', params, ctx);

/** One licence type with its allowed gear types and genders (reloaded when the type changes). */
export async function getLicenseType(id: string, ctx: CallContext = {}) {
  const path = `/entity/v1/license-type/${encodeURIComponent(id)}`;
  const body = await upstreamJson(envelopeSchema(licenseTypeSchema), path, ctx);
  return body.data;
}

/** Every licence type, enabled or not, as { _id, name } (a bare array). */
export async function listAllLicenseTypes(ctx: CallContext = {}) {
  return upstreamJson(z.array(licenseTypeNameSchema), '/entity/v1/license-type/all', ctx);
}

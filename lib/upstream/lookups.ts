import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import type { CallContext } from './context';
import { DROPDOWN_PAGE, getResource, listResource, type ListOptions, type ListQuery } from './list';
import type { List } from './schemas/common';
import { LOOKUPS, licenseTypeNameSchema, licenseTypeSchema, type LookupItem, type LookupName } from './schemas/lookups';

// Public lookups for dropdowns (contract "Lookups"), on the one generic list (list.ts).

/** One page of a lookup list and its total; by default the dropdown page, page 1 of 1000 (R§7). */
export async function listLookup<N extends LookupName>(name: N, query: ListQuery = {}, ctx: ListOptions = {}): Promise<List<LookupItem<N>>> {
  const { path, item } = LOOKUPS[name];
  const page = query.start === undefined && query.end === undefined && query.page === undefined ? { ...DROPDOWN_PAGE, ...query } : query;
  return (await listResource(path, item, page, ctx)) as List<LookupItem<N>>;
}

export const listLicenseTypes = (query?: ListQuery, ctx?: ListOptions) => listLookup('licenseTypes', query, ctx);
export const listBranches = (query?: ListQuery, ctx?: ListOptions) => listLookup('branches', query, ctx);
export const listCountries = (query?: ListQuery, ctx?: ListOptions) => listLookup('countries', query, ctx);
export const listEmirates = (query?: ListQuery, ctx?: ListOptions) => listLookup('emirates', query, ctx);
export const listLanguages = (query?: ListQuery, ctx?: ListOptions) => listLookup('languages', query, ctx);
export const listOccupations = (query?: ListQuery, ctx?: ListOptions) => listLookup('occupations', query, ctx);
export const listVisaProfessions = (query?: ListQuery, ctx?: ListOptions) => listLookup('visaProfessions', query, ctx);

/** The centre's paths of the lookups (rows 3.1–3.9), for the BFF's pass-through reads (lib/bff/routes/lookups.ts). */
export const LOOKUP_PATHS = {
  ...(Object.fromEntries(Object.entries(LOOKUPS).map(([name, { path }]) => [name, path])) as Record<LookupName, string>),
  /** row 3.3: every licence type, a bare array */
  allLicenseTypes: '/entity/v1/license-type/all',
  /** row 3.2: GET {resource}/{id} on the licence types */
  licenseType: (id: string) => `${LOOKUPS.licenseTypes.path}/${encodeURIComponent(id)}`,
} as const;

/** One licence type with its allowed gear types and genders (reloaded when the type changes). */
export async function getLicenseType(id: string, ctx: CallContext = {}) {
  return getResource(LOOKUPS.licenseTypes.path, id, licenseTypeSchema, ctx);
}

/** Every licence type, enabled or not, as { _id, name } (a bare array). */
export async function listAllLicenseTypes(ctx: CallContext = {}) {
  return upstreamJson(z.array(licenseTypeNameSchema), LOOKUP_PATHS.allLicenseTypes, ctx);
}

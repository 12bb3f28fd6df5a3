import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { envelopeSchema, listSearchParams, totalFromHeader, type List, type ListParams } from '@/lib/upstream/schemas/common';
import { LOOKUPS, licenseTypeNameSchema, licenseTypeSchema, type LookupItem, type LookupName } from '@/lib/upstream/schemas/lookups';

// Dropdown data through the BFF proxy. The same zod shapes as lib/upstream parse it, so a page
// may prefetch with lib/upstream/lookups on the server under the same key and hydrate here.

/** Dropdowns load up to 1000 options (R§9, D§9). */
export const DROPDOWN_PAGE: ListParams = { start: 0, end: 1000 };

export const lookupKeys = {
  all: ['lookups'] as const,
  list: (name: LookupName, params: ListParams = DROPDOWN_PAGE) => ['lookups', name, params] as const,
  licenseType: (id: string) => ['lookups', 'licenseType', id] as const,
  allLicenseTypes: () => ['lookups', 'licenseTypes', 'all'] as const,
};

// Lookups change rarely; an hour keeps a slow phone from reloading them per screen.
const LOOKUP_STALE_MS = 60 * 60 * 1000;

export async function fetchLookup<N extends LookupName>(name: N, params: ListParams = DROPDOWN_PAGE): Promise<List<LookupItem<N>>> {
  const { path, item } = LOOKUPS[name];
  const response = await api.get(path.slice(1), { searchParams: listSearchParams(params) });
  const items = z.array(item).parse(await response.json()) as LookupItem<N>[];
  return { items, total: totalFromHeader(response.headers.get('x-total-count')) ?? items.length };
}

export function lookupQuery<N extends LookupName>(name: N, params: ListParams = DROPDOWN_PAGE) {
  return queryOptions({
    queryKey: lookupKeys.list(name, params),
    queryFn: () => fetchLookup(name, params),
    staleTime: LOOKUP_STALE_MS,
  });
}

export const licenseTypesQuery = (params?: ListParams) => lookupQuery('licenseTypes', params);
export const branchesQuery = (params?: ListParams) => lookupQuery('branches', params);
export const countriesQuery = (params?: ListParams) => lookupQuery('countries', params);
export const emiratesQuery = (params?: ListParams) => lookupQuery('emirates', params);
export const languagesQuery = (params?: ListParams) => lookupQuery('languages', params);
export const occupationsQuery = (params?: ListParams) => lookupQuery('occupations', params);
export const visaProfessionsQuery = (params?: ListParams) => lookupQuery('visaProfessions', params);

/** One licence type's gear types and genders, reloaded when the chosen type changes. */
export function licenseTypeQuery(id: string) {
  return queryOptions({
    queryKey: lookupKeys.licenseType(id),
    queryFn: async () => envelopeSchema(licenseTypeSchema).parse(await api.get(`entity/v1/license-type/${encodeURIComponent(id)}`).json()).data,
    staleTime: LOOKUP_STALE_MS,
    enabled: id !== '',
  });
}

export function allLicenseTypesQuery() {
  return queryOptions({
    queryKey: lookupKeys.allLicenseTypes(),
    queryFn: async () => z.array(licenseTypeNameSchema).parse(await api.get('entity/v1/license-type/all').json()),
    staleTime: LOOKUP_STALE_MS,
  });
}

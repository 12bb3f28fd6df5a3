import * as z from 'zod';
import { LOOKUP_PATHS } from '@/lib/upstream/lookups';
import type { ProxyEntry, UpstreamTarget } from './types';

// Lookups for sign-up and onboarding dropdowns (generic list semantics, D§7; x-total-count).

const int = z.string().regex(/^\d{1,7}$/);
export const listQuery = z
  .object({
    _filters: z.string().max(2000).optional(),
    _sort: z
      .string()
      .regex(/^[A-Za-z0-9_.]{1,64}$/)
      .optional(),
    _order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
    _start: int.optional(),
    _end: int.optional(),
  })
  .strict();
const none = z.object({}).strict();

const lookup = (pattern: string, path: UpstreamTarget['path'], query: ProxyEntry['query'] = listQuery): ProxyEntry => ({
  method: 'GET',
  pattern,
  upstream: { path },
  access: 'public',
  kind: 'json',
  timeoutMs: 5000,
  maxBytes: 0,
  query,
  publicMaxAge: 300,
});

export const LOOKUP_ROUTES: readonly ProxyEntry[] = [
  lookup('/entity/v1/license-type', () => LOOKUP_PATHS.licenseTypes),
  lookup('/entity/v1/license-type/all', () => LOOKUP_PATHS.allLicenseTypes, none),
  lookup('/entity/v1/license-type/:id', ({ id }) => LOOKUP_PATHS.licenseType(id!), none),
  lookup('/entity/v1/training-branch', () => LOOKUP_PATHS.branches),
  lookup('/entity/v1/emirates', () => LOOKUP_PATHS.emirates),
  lookup('/entity/v1/countries', () => LOOKUP_PATHS.countries),
  lookup('/entity/v1/occupation', () => LOOKUP_PATHS.occupations),
  lookup('/entity/v1/visa-profession', () => LOOKUP_PATHS.visaProfessions),
  lookup('/entity/v1/languages', () => LOOKUP_PATHS.languages),
];

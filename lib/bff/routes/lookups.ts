import * as z from 'zod';
import type { ProxyEntry } from './types';

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

const lookup = (pattern: string, query: ProxyEntry['query'] = listQuery): ProxyEntry => ({
  method: 'GET',
  pattern,
  access: 'public',
  kind: 'json',
  timeoutMs: 5000,
  maxBytes: 0,
  query,
  publicMaxAge: 300,
});

export const LOOKUP_ROUTES: readonly ProxyEntry[] = [
  lookup('/entity/v1/license-type'),
  lookup('/entity/v1/license-type/all', none),
  lookup('/entity/v1/license-type/:id', none),
  lookup('/entity/v1/training-branch'),
  lookup('/entity/v1/emirates'),
  lookup('/entity/v1/countries'),
  lookup('/entity/v1/occupation'),
  lookup('/entity/v1/visa-profession'),
  lookup('/entity/v1/languages'),
];

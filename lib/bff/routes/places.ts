import * as z from 'zod';
import { PLACES_PATH } from '@/lib/upstream/places';
import type { ProxyEntry } from './types';

// Place search for the onboarding address (contract "Place search"): a student's read, never cached.
// The API owns the rules on q (trimmed, 2–80 characters); here only the shape and a length cap.
const search = z
  .object({
    q: z.string().max(100).optional(),
    _start: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
    _end: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
  })
  .strict();

export const PLACE_ROUTES: readonly ProxyEntry[] = [
  {
    method: 'GET',
    pattern: '/location/v1/places',
    upstream: { path: () => PLACES_PATH },
    access: 'student',
    kind: 'json',
    timeoutMs: 5000,
    maxBytes: 0,
    query: search,
  },
];

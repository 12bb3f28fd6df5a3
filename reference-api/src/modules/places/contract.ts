import { z } from 'zod';
import type { Labels } from '../../platform/fields';

// Place search for the address on the onboarding personal-details step (R§5, last line): named places
// in country AE inside one bounding box, from the gazetteer in data/ (sources in data/LICENCE.md).
export const PLACE_LABELS: Labels = { q: 'Search text' };

/** R§5: place search is restricted to country AE within this box. */
export const SEARCH_BOX = { north: 25.75, south: 24.79, east: 55.56, west: 54.89 } as const;
export const DEFAULT_RESULTS = 8;
export const MAX_RESULTS = 50;

export const placeKind = z.enum(['city', 'district', 'locality', 'airport']);
export type PlaceKind = z.infer<typeof placeKind>;

/** One row of data/places-ae.json (Arabic only where the source had it). */
export const gazetteerRow = z.object({
  id: z.string().min(1),
  name: z.object({ en: z.string().min(1), ar: z.string().min(1).optional() }),
  kind: placeKind,
  latitude: z.number(),
  longitude: z.number(),
});
export type GazetteerRow = z.infer<typeof gazetteerRow>;

export const placeItem = z
  .object({
    _id: z.string(),
    name: z.object({ en: z.string(), ar: z.string().describe('the English name when the source has no Arabic one') }),
    kind: placeKind,
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'Place' });
export type PlaceItem = z.infer<typeof placeItem>;

export const searchQuery = z.object({
  q: z.string().trim().min(2).max(80),
  _start: z.coerce.number().int().min(0).max(1000).default(0),
  _end: z.coerce
    .number()
    .int()
    .min(0)
    .max(1000 + MAX_RESULTS)
    .optional(),
});

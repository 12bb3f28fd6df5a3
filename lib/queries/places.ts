import { api } from '@/lib/api-client';
import type { Place } from '@/lib/upstream/schemas/places';

// Place search through the BFF proxy (/api/location/v1/places), for the address field's suggestions.

/** How many suggestions the address field shows. */
export const PLACE_SUGGESTIONS = 8;

export async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const searchParams = { q, _start: '0', _end: String(PLACE_SUGGESTIONS) };
  // zod (~26 kB) arrives with the first search, not with the page: the step's budget is 190 kB
  const [{ placeSearchSchema }, body] = await Promise.all([
    import('@/lib/upstream/schemas/places'),
    api.get('location/v1/places', { searchParams, signal }).json(),
  ]);
  return placeSearchSchema.parse(body).data;
}

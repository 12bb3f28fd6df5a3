import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Place } from '@/lib/upstream/schemas/places';

// Place search through the BFF proxy (/api/location/v1/places), for the address field's suggestions.

/** How many suggestions the address field shows. */
export const PLACE_SUGGESTIONS = 8;
/** The API answers queries of 2–80 characters (contract "Place search"). */
export const PLACE_QUERY_MIN_CHARS = 2;

export const placeKeys = {
  search: (q: string) => ['places', 'search', q] as const,
};

export async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const searchParams = { q, _start: '0', _end: String(PLACE_SUGGESTIONS) };
  // zod (~26 kB) arrives with the first search, not with the page: the step's budget is 190 kB
  const [{ placeSearchSchema }, body] = await Promise.all([
    import('@/lib/upstream/schemas/places'),
    api.get('location/v1/places', { searchParams, signal }).json(),
  ]);
  return placeSearchSchema.parse(body).data;
}

/**
 * One search. The signal goes to the request, so a search that loses its last observer (the learner
 * typed on) is aborted by TanStack Query, and its late answer never reaches the list.
 */
export function placeSearchQuery(q: string) {
  return queryOptions({
    queryKey: placeKeys.search(q),
    queryFn: ({ signal }) => searchPlaces(q, signal),
    enabled: q.length >= PLACE_QUERY_MIN_CHARS,
    // Places do not move: a name typed again within the page's life comes from the cache.
    staleTime: Infinity,
    // Type-ahead: the next keystroke is the retry; a learner waiting 3 s for "not available" is worse.
    retry: false,
  });
}

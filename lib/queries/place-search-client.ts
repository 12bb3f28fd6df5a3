import { getQueryClient } from './get-query-client';
import { placeKeys, placeSearchQuery } from './places';
import type { Place } from '@/lib/upstream/schemas/places';

// The address field's reads through the page's one query client, loaded with the first search
// (components/onboarding/use-place-search.ts), so TanStack Query is not part of the step's first load.

/** One search through the cache: a name typed again comes from it; concurrent asks share one request. */
export function fetchPlaces(q: string): Promise<Place[]> {
  return getQueryClient().fetchQuery(placeSearchQuery(q));
}

/** The learner typed on: the request for this text is aborted, and its late answer never lands. */
export function cancelPlaces(q: string): void {
  void getQueryClient().cancelQueries({ queryKey: placeKeys.search(q) });
}

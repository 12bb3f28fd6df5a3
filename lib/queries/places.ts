import { api } from '@/lib/api-client';
import { placeSearchSchema, type Place } from '@/lib/upstream/schemas/places';

// Place search through the BFF proxy (/api/location/v1/places), for the address field's suggestions.

/** How many suggestions the address field shows. */
export const PLACE_SUGGESTIONS = 8;

export async function searchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  const searchParams = { q, _start: '0', _end: String(PLACE_SUGGESTIONS) };
  return placeSearchSchema.parse(await api.get('location/v1/places', { searchParams, signal }).json()).data;
}

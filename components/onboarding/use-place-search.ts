'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '@/components/ui/hooks/use-debounced-value';
import { PLACE_QUERY_MIN_CHARS, placeSearchQuery } from '@/lib/queries/places';
import type { Place } from '@/lib/upstream/schemas/places';

const DEBOUNCE_MS = 250;

export type SearchStatus =
  { kind: 'idle' | 'searching' | 'empty' | 'failed' } | { kind: 'results'; count: number } | { kind: 'chosen'; place: string };

const NONE: Place[] = [];

/**
 * The address field's suggestions (lib/queries/places.ts): one request once typing pauses; the
 * search it replaces is aborted and its answer ignored (a slow phone must not show stale places).
 */
export function usePlaceSearch() {
  const [term, setTerm] = useState('');
  const [settled, setSettled] = useState<SearchStatus | null>(null);
  const debounced = useDebouncedValue(term, DEBOUNCE_MS);
  const typed = settled === null && term.length >= PLACE_QUERY_MIN_CHARS;
  const query = useQuery({
    ...placeSearchQuery(debounced),
    enabled: typed && debounced.length >= PLACE_QUERY_MIN_CHARS,
  });

  let status: SearchStatus;
  if (settled) status = settled;
  else if (!typed) status = { kind: 'idle' };
  else if (debounced !== term || query.isFetching) status = { kind: 'searching' };
  else if (query.isError) status = { kind: 'failed' };
  else if (query.data) status = query.data.length ? { kind: 'results', count: query.data.length } : { kind: 'empty' };
  else status = { kind: 'searching' };
  const options = typed && !query.isError ? (query.data ?? NONE) : NONE;

  /** Search for what is typed now (nothing under 2 characters). */
  const search = (text: string) => {
    setSettled(null);
    setTerm(text.trim());
  };

  /** Stop searching and empty the list (a place was picked). */
  const settle = (next: SearchStatus) => {
    setSettled(next);
    setTerm('');
  };

  return { options, status, search, settle };
}

'use client';

import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/components/ui/hooks/use-debounced-value';
import { PLACE_QUERY_MIN_CHARS } from '@/lib/queries/places';
import type { Place } from '@/lib/upstream/schemas/places';

const DEBOUNCE_MS = 250;

export type SearchStatus =
  { kind: 'idle' | 'searching' | 'empty' | 'failed' } | { kind: 'results'; count: number } | { kind: 'chosen'; place: string };

const NONE: Place[] = [];

// TanStack Query (the page's one query client, lib/queries/place-search-client.ts) arrives with the
// first search, not with the step: the step's first load stays within its budget (issue 22).
const client = () => import('@/lib/queries/place-search-client');

type Answer = { term: string; places: Place[] } | { term: string; failed: true };

/**
 * The address field's suggestions (lib/queries/places.ts): one request once typing pauses; the
 * search it replaces is aborted and its answer ignored (a slow phone must not show stale places).
 */
export function usePlaceSearch() {
  const [term, setTerm] = useState('');
  const [settled, setSettled] = useState<SearchStatus | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const debounced = useDebouncedValue(term, DEBOUNCE_MS);
  const typed = settled === null && term.length >= PLACE_QUERY_MIN_CHARS;
  const asking = typed && debounced.length >= PLACE_QUERY_MIN_CHARS;

  useEffect(() => {
    if (!asking) return;
    let live = true;
    void client()
      .then(({ fetchPlaces }) => fetchPlaces(debounced))
      .then(
        (places) => live && setAnswer({ term: debounced, places }),
        () => live && setAnswer({ term: debounced, failed: true }),
      );
    return () => {
      live = false;
      void client().then(({ cancelPlaces }) => cancelPlaces(debounced));
    };
  }, [asking, debounced]);

  const current = answer?.term === debounced ? answer : null;
  let status: SearchStatus;
  if (settled) status = settled;
  else if (!typed) status = { kind: 'idle' };
  else if (debounced !== term || !current) status = { kind: 'searching' };
  else if ('failed' in current) status = { kind: 'failed' };
  else status = current.places.length ? { kind: 'results', count: current.places.length } : { kind: 'empty' };
  const options = typed && current && 'places' in current ? current.places : NONE;

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

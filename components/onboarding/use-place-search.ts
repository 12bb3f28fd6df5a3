'use client';

import { useEffect, useRef, useState } from 'react';
import { searchPlaces } from '@/lib/queries/places';
import type { Place } from '@/lib/upstream/schemas/places';

const DEBOUNCE_MS = 250;
/** The API answers queries of 2–80 characters (contract "Place search"). */
const MIN_CHARS = 2;

export type SearchStatus =
  { kind: 'idle' | 'searching' | 'empty' | 'failed' } | { kind: 'results'; count: number } | { kind: 'chosen'; place: string };

/**
 * The address field's suggestions: one request once typing pauses, the previous request aborted, and
 * an answer that arrives after a newer search began ignored (a slow phone must not show stale places).
 */
export function usePlaceSearch() {
  const [options, setOptions] = useState<Place[]>([]);
  const [status, setStatus] = useState<SearchStatus>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const cancel = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const run = async (query: string) => {
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const found = await searchPlaces(query, controller.signal);
      if (inFlight.current !== controller) return; // a newer search owns the list
      setOptions(found);
      setStatus(found.length ? { kind: 'results', count: found.length } : { kind: 'empty' });
    } catch {
      if (inFlight.current !== controller) return;
      setOptions([]);
      setStatus({ kind: 'failed' });
    }
  };

  /** Search for what is typed now (nothing under 2 characters). */
  const search = (text: string) => {
    cancel();
    const query = text.trim();
    if (query.length < MIN_CHARS) {
      setOptions([]);
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'searching' });
    timer.current = setTimeout(() => void run(query), DEBOUNCE_MS);
  };

  /** Stop searching and empty the list (a place was picked). */
  const settle = (next: SearchStatus) => {
    cancel();
    setOptions([]);
    setStatus(next);
  };

  return { options, status, search, settle };
}

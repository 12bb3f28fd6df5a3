'use client';

import { useEffect, useState } from 'react';

/**
 * `value` once it has stood still for `ms`: a query keyed on it (TanStack Query, lib/queries) runs
 * once typing pauses, and the query it replaces is cancelled by the library, not by hand.
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

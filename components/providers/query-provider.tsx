'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/queries/get-query-client';

export function QueryProvider({ children }: { children: ReactNode }) {
  // Not useState: a suspense boundary above the first render would drop a state-held client.
  const queryClient = getQueryClient();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

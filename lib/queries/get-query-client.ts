import { isServer, type QueryClient } from '@tanstack/react-query';
import { cache } from 'react';
import { makeQueryClient } from './make-query-client';

// Server: one client per request (React cache), so one person's data never serves another.
// Browser: one client for the page's life, so a suspense re-render does not throw it away.

const serverQueryClient = cache(makeQueryClient);
let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return serverQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

import type { ServerMessageTranslate } from './server-messages';

// The server-message table (~2.7 kB gzip) stays out of the browser's first load: the Toaster and
// the field errors fetch it right after hydration, long before a server answer can need it
// (first-load budgets, ARCHITECTURE.md). On the server it is loaded as soon as this module is.

type Table = typeof import('./server-messages');
let table: Table | null = null;
let loading: Promise<Table> | null = null;

export function loadServerMessages(): Promise<Table> {
  loading ??= import('./server-messages').then((m) => (table = m));
  return loading;
}

export const serverMessagesLoaded = (): boolean => table !== null;

/** `localizeServerMessage` once the table is here; the text as it came before that. */
export function localizeIfLoaded(text: string, t: ServerMessageTranslate): string {
  return table ? table.localizeServerMessage(text, t) : text;
}

if (typeof window === 'undefined') void loadServerMessages();

// Toasts per the spec: no duplicates (the message is the sonner id, so showing it again refreshes
// the one on screen) and one line (newlines and runs of spaces collapse). Texts arrive already in
// the page's language (server actions translate by code; browser code uses its translator).
// sonner (~10 kB gzip) is fetched with the first toast, never in a page's first load nor right
// after hydration (a slow phone pays for it only when there is something to show): the lazy
// <Toaster> (components/providers/lazy-toaster.tsx) mounts on the first toast and sonner replays
// what was raised before it subscribed.

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
const wanted = new Set<() => void>();
let raised = false;
const load = () => {
  if (!raised) {
    raised = true;
    wanted.forEach((mount) => mount());
  }
  return (sonner ??= import('sonner'));
};

/** Whether a toast has been raised in this page's life (the toaster mounts from then on). */
export const toastRaised = () => raised;

/** Calls `mount` once, when the first toast is raised; returns the unsubscribe. */
export function onFirstToast(mount: () => void): () => void {
  wanted.add(mount);
  return () => void wanted.delete(mount);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface ToastOptions {
  /** A second line under the title, e.g. title 'Error', description 'Invalid Data in Form!'. */
  description?: string;
}

function show(kind: 'error' | 'success' | 'info', message: string, options: ToastOptions = {}): void {
  const title = oneLine(message);
  if (!title) return;
  const description = options.description ? oneLine(options.description) : undefined;
  const id = description ? `${title}\n${description}` : title;
  void load().then(({ toast }) => toast[kind](title, { id, ...(description ? { description } : {}) }));
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Several messages: one toast each, duplicates once. */
  errors: (messages: readonly string[]) => [...new Set(messages.map(oneLine))].forEach((m) => show('error', m)),
  dismiss: (id?: string) => void load().then(({ toast: t }) => t.dismiss(id)),
};

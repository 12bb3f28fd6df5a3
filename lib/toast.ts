import { toast as sonner } from 'sonner';

// Toasts per the spec: no duplicates (the message is the sonner id, so showing it again
// refreshes the one on screen) and one line (newlines and runs of spaces collapse).

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

interface ToastOptions {
  /** A second line under the title, e.g. title 'Error', description 'Invalid Data in Form!'. */
  description?: string;
}

function show(kind: 'error' | 'success' | 'info', message: string, options: ToastOptions = {}) {
  const title = oneLine(message);
  const description = options.description ? oneLine(options.description) : undefined;
  const id = description ? `${title}\n${description}` : title;
  return sonner[kind](title, { id, ...(description ? { description } : {}) });
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Several messages (e.g. from messageForResponse): one toast each, duplicates once. */
  errors: (messages: readonly string[]) => [...new Set(messages.map(oneLine))].forEach((m) => show('error', m)),
  dismiss: (id?: string) => sonner.dismiss(id),
};

import { toast as sonner } from 'sonner';

// Toasts per the spec: no duplicates (the message is the sonner id, so showing it again
// refreshes the one on screen) and one line (newlines and runs of spaces collapse).
// Texts are raised in English as the server or the spec gives them and put into the page's
// language when sonner draws them, by the translator the mounted <Toaster> registers
// (lib/i18n/server-messages); the id stays the original text so de-duplication still holds.

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

type Translator = (text: string) => string;
let translator: Translator | null = null;

/** Called by components/providers/toaster.tsx; returns the unregister function. */
export function registerToastTranslator(next: Translator): () => void {
  translator = next;
  return () => {
    if (translator === next) translator = null;
  };
}

/** The text in the page's language, read at display time (sonner calls a function title). */
const display = (text: string) => () => (translator ? translator(text) : text);

interface ToastOptions {
  /** A second line under the title, e.g. title 'Error', description 'Invalid Data in Form!'. */
  description?: string;
}

function show(kind: 'error' | 'success' | 'info', message: string, options: ToastOptions = {}) {
  const title = oneLine(message);
  const description = options.description ? oneLine(options.description) : undefined;
  const id = description ? `${title}\n${description}` : title;
  return sonner[kind](display(title), { id, ...(description ? { description: display(description) } : {}) });
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Several messages (e.g. from messageForResponse): one toast each, duplicates once. */
  errors: (messages: readonly string[]) => [...new Set(messages.map(oneLine))].forEach((m) => show('error', m)),
  dismiss: (id?: string) => sonner.dismiss(id),
};

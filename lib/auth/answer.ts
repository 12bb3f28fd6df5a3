import 'server-only';
import { getTranslations } from 'next-intl/server';
import { readEnvelope } from '@/lib/errors/envelope';
import type { Locale } from '@/lib/i18n/routing';
import { localizeServerMessage, serverMessageKey, type ServerMessageTranslate } from '@/lib/i18n/server-messages';
import type { RouteAnswer } from './call-route';

// A BFF answer → the text a person reads on an auth page, in the page's language.

/**
 * The `login` namespace's translator, plus `server(text)`: a server or spec text in the page's
 * language through the one server-message table (lib/i18n/server-messages).
 */
export async function loginTranslator(lang: Locale) {
  const [t, root] = await Promise.all([getTranslations({ locale: lang, namespace: 'login' }), getTranslations({ locale: lang })]);
  return Object.assign(t, { server: (text: string) => localizeServerMessage(text, root as unknown as ServerMessageTranslate) });
}

export type LoginT = Awaited<ReturnType<typeof loginTranslator>>;
type RetryT = (key: 'retryAfter', values: { minutes: number }) => string;

/** ' Please wait 15 minutes before trying again.' after a throttle, else ''. */
export function retryHint(answer: Pick<RouteAnswer, 'status' | 'retryAfter'>, t: RetryT): string {
  if (answer.status !== 429 || !answer.retryAfter) return '';
  return ` ${t('retryAfter', { minutes: Math.max(1, Math.ceil(answer.retryAfter / 60)) })}`;
}

/**
 * The error line for a failed answer: the server's message when it has one a person can act on
 * (translated when known), else `fallback` (an English spec text such as 'Unable to reset
 * password!'). Gateway failures read as 'the service is unavailable', never the upstream's words.
 */
export function errorText(answer: RouteAnswer, t: LoginT, fallback: string): string {
  const { message } = readEnvelope(answer.body);
  if (answer.status >= 500) return t.server(message && serverMessageKey(message) ? message : 'Internal Server Error');
  const text = t.server(message ?? fallback);
  return `${text}${retryHint(answer, t)}`;
}

/** The field errors of a 400 answer's error map (the BFF's own schema check), if any. */
export function answerFieldErrors(answer: RouteAnswer): Record<string, string> | undefined {
  if (answer.status !== 400) return undefined;
  const { map } = readEnvelope(answer.body);
  return map && Object.keys(map).length > 0 ? map : undefined;
}

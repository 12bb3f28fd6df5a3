import { readEnvelope } from './envelope';
import { INTERNAL_SERVER_ERROR, INVALID_DATA } from './messages';

export interface ResponseLike {
  status: number;
  /** The parsed JSON body, or null/undefined when there was none. */
  body?: unknown;
}

/**
 * The spec's global handler table (R§7, D§8): the toast texts for a failed response.
 *   400 → each field error message, else the message, else 'Invalid Data in Form!'
 *   401 → 'Invalid Data in Form!' (the logout is the caller's business, see lib/api-client.ts)
 *   422 → the message, else 'Invalid Data in Form!'
 *   500 → 'Internal Server Error'
 *   other → 'Invalid Data in Form!'
 */
export function messageForResponse({ status, body }: ResponseLike): string[] {
  const envelope = readEnvelope(body);
  switch (status) {
    case 400: {
      const fieldMessages = envelope.map
        ? Object.values(envelope.map)
        : (envelope.list ?? []).flatMap((item) => (item.message?.trim() ? [item.message] : []));
      if (fieldMessages.length > 0) return fieldMessages;
      return [envelope.message ?? INVALID_DATA];
    }
    case 422:
      return [envelope.message ?? INVALID_DATA];
    case 500:
      return [INTERNAL_SERVER_ERROR];
    default:
      // 401 included: the spec shows the generic text there, not the server's.
      return [INVALID_DATA];
  }
}

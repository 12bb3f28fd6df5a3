import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/secrets';

// The realtime channel's ticket: what the browser holds instead of the bearer token. Opaque and
// useless for anything else (no API route accepts it; it is not a JWT), bound to one learner, valid
// for a minute, checked by any API process with the shared secret alone (no store to share).
//   nt1.<userId>.<expires, unix s>.<nonce>.<mac>

export interface Tickets {
  mint(userId: string, ttlSeconds: number): string;
  /** The learner's id and the ticket's nonce, or null when forged, malformed or expired. */
  verify(ticket: unknown): { userId: string; nonce: string; exp: number } | null;
}

export function createTickets(secret: string, now: () => number = Date.now): Tickets {
  const key = deriveKey(secret, 'notification-ticket');
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    mint(userId, ttlSeconds) {
      const body = `nt1.${userId}.${Math.floor(now() / 1000) + ttlSeconds}.${randomBytes(12).toString('base64url')}`;
      return `${body}.${mac(body)}`;
    },
    verify(ticket) {
      if (typeof ticket !== 'string' || ticket.length > 300) return null;
      const parts = ticket.split('.');
      if (parts.length !== 5 || parts[0] !== 'nt1') return null;
      const [, userId = '', exp = '', nonce = '', sig = ''] = parts;
      const expected = Buffer.from(mac(parts.slice(0, 4).join('.')));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expires = Number(exp);
      if (!Number.isInteger(expires) || expires < Math.floor(now() / 1000)) return null;
      return { userId, nonce, exp: expires };
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/secrets';

// The contract link's token: `<link id>.<expiry>.<MAC>` in base64url, HMAC-SHA256 under a key derived
// from TOKEN_SECRET for this purpose only. Compact on purpose: it travels in an SMS and in a path segment
// (D§7 `contract/{id}/pdf/`; a JWT would pass 250 characters). Neither the id nor the expiry can be
// altered without the MAC failing, and the MAC is checked before the expiry is believed.
const MAC_BYTES = 18;

export type LinkTokenCheck = { ok: true; linkId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function createLinkTokens(secret: string, now: () => number) {
  const key = deriveKey(secret, 'contract-link');
  const mac = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES).toString('base64url');

  function sign(linkId: string, expiresAt: Date): string {
    const body = `${Buffer.from(linkId.replaceAll('-', ''), 'hex').toString('base64url')}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
    return `${body}.${mac(body)}`;
  }

  function check(token: string): LinkTokenCheck {
    const parts = token.split('.');
    if (parts.length !== 3 || !/^[\w-]{22}$/.test(parts[0]!) || !/^[0-9a-z]{1,10}$/.test(parts[1]!)) return { ok: false, reason: 'invalid' };
    const given = Buffer.from(parts[2]!, 'base64url');
    const want = Buffer.from(mac(`${parts[0]}.${parts[1]}`), 'base64url');
    if (given.length !== want.length || !timingSafeEqual(given, want)) return { ok: false, reason: 'invalid' };
    if (parseInt(parts[1]!, 36) * 1000 <= now()) return { ok: false, reason: 'expired' };
    const hex = Buffer.from(parts[0]!, 'base64url').toString('hex');
    return { ok: true, linkId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
  }

  return { sign, check };
}

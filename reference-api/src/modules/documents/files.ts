import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../platform/secrets';
import type { DocumentFormat } from '../../db/schema/index';

// What a file is (judged by its bytes) and the short-lived signed URLs that serve one
// (D§7 `upload/v1/get-signed-url`).

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the bytes say, never the name or the declared type: JPEG FF D8 FF, PNG's signature, %PDF-. */
export function sniffFormat(head: Buffer): DocumentFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const CONTENT_TYPES: Record<DocumentFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
export const EXTENSIONS: Record<DocumentFormat, string> = { jpeg: 'jpg', png: 'png', pdf: 'pdf' };

/** An upload's `uri` (the `filepath` of get-signed-url and a document's `frontUrl`/`backUrl`): its id as 32 hex. */
export const uriOf = (uploadId: string) => uploadId.replace(/-/g, '');
export const uploadIdOf = (uri: string) => uri.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

// A signed URL's token: 32 hex (upload id) + 8 hex (expiry, unix seconds) + 22 base64url (HMAC-SHA256 of
// both, keyed from TOKEN_SECRET, truncated to 128 bits) = 62 characters. Whoever holds it may read that
// one file until it expires (as an object store's presigned URL): it is only given to the file's owner
// or to staff, and the portal fetches it server-side.
export function createFileLinks(secret: string, now: () => number) {
  const key = deriveKey(secret, 'signed-file-url');
  const mac = (fileHex: string, expHex: string) =>
    createHmac('sha256', key).update(`${fileHex}.${expHex}`).digest().subarray(0, 16).toString('base64url');

  return {
    sign(uploadId: string, ttlSeconds: number): { token: string; expiresAt: Date } {
      const fileHex = uriOf(uploadId);
      const exp = Math.floor(now() / 1000 + ttlSeconds);
      const expHex = exp.toString(16).padStart(8, '0');
      return { token: `${fileHex}${expHex}${mac(fileHex, expHex)}`, expiresAt: new Date(exp * 1000) };
    },
    /** The upload id of a token whose signature holds and that has not expired, else null. */
    verify(token: string): string | null {
      const m = /^([0-9a-f]{32})([0-9a-f]{8})([A-Za-z0-9_-]{22})$/.exec(token);
      if (!m) return null;
      const [, fileHex, expHex, sig] = m as unknown as [string, string, string, string];
      const want = Buffer.from(mac(fileHex, expHex));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      if (parseInt(expHex, 16) * 1000 <= now()) return null;
      return uploadIdOf(fileHex);
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;

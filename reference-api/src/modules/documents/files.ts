import { createHmac, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deriveKey } from '../../platform/secrets';
import type { DocumentFormat } from '../../db/schema/index';

// Files on disk and the signed links that serve them. A file is streamed to a temp name beside its
// final place (same folder, so the rename is atomic) while its first bytes are sniffed; nothing holds
// a whole upload in memory.

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the bytes say, never the name or the declared type: JPEG FF D8 FF, PNG's signature, %PDF-. */
export function sniffFormat(head: Buffer): DocumentFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG)) return 'png';
  if (head.length >= 5 && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const CONTENT_TYPES: Record<DocumentFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

export interface StoredTemp {
  tempPath: string;
  sizeBytes: number;
  head: Buffer;
}

/** Streams `source` into `<dir>/.<name>.part`, keeping its first 16 bytes; the caller renames or removes it. */
export async function streamToTemp(source: Readable, dir: string, name: string): Promise<StoredTemp> {
  await mkdir(dir, { recursive: true });
  const tempPath = path.join(dir, `.${name}.part`);
  let sizeBytes = 0;
  let head = Buffer.alloc(0);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      sizeBytes += chunk.length;
      if (head.length < 16) head = Buffer.concat([head, chunk.subarray(0, 16 - head.length)]);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await rm(tempPath, { force: true });
    throw err;
  }
  return { tempPath, sizeBytes, head };
}

export const finalise = (tempPath: string, finalPath: string) => rename(tempPath, finalPath);
export const removeQuietly = (file: string) => rm(file, { force: true }).catch(() => undefined);

// A link token: 32 hex (file id) + 8 hex (expiry, unix seconds) + 22 base64url (HMAC-SHA256 of id,
// expiry and owner, truncated to 128 bits) = 62 characters, one URL segment with no separators.
export function createFileLinks(secret: string, now: () => number) {
  const key = deriveKey(secret, 'document-files');
  const mac = (fileHex: string, expHex: string, ownerId: string) =>
    createHmac('sha256', key).update(`${fileHex}.${expHex}.${ownerId}`).digest().subarray(0, 16).toString('base64url');

  return {
    sign(fileId: string, ownerId: string, ttlSeconds: number): string {
      const fileHex = fileId.replace(/-/g, '');
      const expHex = Math.floor(now() / 1000 + ttlSeconds)
        .toString(16)
        .padStart(8, '0');
      return `${fileHex}${expHex}${mac(fileHex, expHex, ownerId)}`;
    },
    /** The file id of a token whose signature holds for `ownerId` and that has not expired, else null. */
    verify(token: string, ownerId: string): string | null {
      const m = /^([0-9a-f]{32})([0-9a-f]{8})([A-Za-z0-9_-]{22})$/.exec(token);
      if (!m) return null;
      const [, fileHex, expHex, sig] = m as unknown as [string, string, string, string];
      const want = Buffer.from(mac(fileHex, expHex, ownerId));
      const got = Buffer.from(sig);
      if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
      if (parseInt(expHex, 16) * 1000 <= now()) return null;
      return fileHex.replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    },
  };
}
export type FileLinks = ReturnType<typeof createFileLinks>;

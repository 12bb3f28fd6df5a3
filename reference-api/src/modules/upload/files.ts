import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema/index';
import { ApiError, notFound } from '../../platform/errors';
import { DOCUMENT_ERRORS, FILE_LINK_TTL_SECONDS, UPLOAD_TTL_MS } from '../documents/contract';
import { CONTENT_TYPES, EXTENSIONS, sniffFormat, uploadIdOf, uriOf, type FileLinks } from '../documents/files';
import { UPLOAD_ERRORS } from './contract';

// D§7 upload/v1/upload and get-signed-url: a learner's file goes to the file store (platform/file-store.ts)
// with an `uploads` row naming its owner; POST student/documents attaches it to a document side, and one
// never attached is removed after an hour.
export type FilesCtx = Pick<AppContext, 'db' | 'files' | 'now'> & { links: FileLinks };
export type UploadRow = typeof uploads.$inferSelect;

export interface FilePart {
  filename: string;
  toBuffer(): Promise<Buffer>;
  file: { truncated?: boolean };
}

/** Reads the part (at most 5 MB: the multipart limit), checks its bytes, stores it; D§7's answer. */
export async function storeUpload(ctx: FilesCtx, userId: string, part: FilePart) {
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(UPLOAD_ERRORS.file_too_large);
    throw err;
  }
  if (part.file.truncated) throw new ApiError(UPLOAD_ERRORS.file_too_large);
  if (bytes.length === 0) throw new ApiError(DOCUMENT_ERRORS.file_required);
  const format = sniffFormat(bytes.subarray(0, 16));
  if (!format) throw new ApiError(DOCUMENT_ERRORS.unsupported_file_type);
  const id = randomUUID();
  const storageKey = `uploads/${userId}/${uriOf(id)}.${EXTENSIONS[format]}`;
  const fileName = (part.filename || `file.${EXTENSIONS[format]}`).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  // the row first: a process that dies before the bytes are stored leaves a row the expiry job removes,
  // never bytes that nothing names
  await ctx.db.insert(uploads).values({ id, userId, storageKey, format, fileName, sizeBytes: bytes.length, createdAt: new Date(ctx.now()) });
  try {
    await ctx.files.put(storageKey, bytes, { contentType: CONTENT_TYPES[format] });
  } catch (err) {
    await ctx.db.delete(uploads).where(eq(uploads.id, id));
    throw err;
  }
  return { fileType: format, uri: uriOf(id), name: fileName, size: bytes.length };
}

export async function findUpload(db: FilesCtx['db'], uri: string): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.id, uploadIdOf(uri)));
  return row ?? null;
}

/** A short-lived URL for the file at `filepath`: its owner's, or any for staff; else 404. */
export async function signedUrl(ctx: FilesCtx, caller: { id: string; isStaff: boolean }, filepath: string) {
  const upload = await findUpload(ctx.db, filepath);
  if (!upload || (upload.userId !== caller.id && !caller.isStaff)) throw notFound();
  const { token, expiresAt } = ctx.links.sign(upload.id, FILE_LINK_TTL_SECONDS);
  return { url: `/upload/v1/files/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The file a signed URL names: 403 when the URL is expired or tampered with, 404 when the file is gone. */
export async function readSigned(ctx: FilesCtx, token: string) {
  const id = ctx.links.verify(token);
  if (!id) throw new ApiError(DOCUMENT_ERRORS.file_link_invalid);
  const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, id));
  const stored = upload ? await ctx.files.get(upload.storageKey) : null;
  if (!upload || !stored) throw notFound();
  return { upload, stored };
}

/** The `uploads.expire` job: uploads never attached within an hour, row and bytes. */
export async function expireUploads(ctx: Pick<FilesCtx, 'db' | 'files'>, now: number): Promise<number> {
  const gone = await ctx.db
    .delete(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, new Date(now - UPLOAD_TTL_MS))))
    .returning({ storageKey: uploads.storageKey });
  for (const { storageKey } of gone) await ctx.files.delete(storageKey);
  return gone.length;
}

import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import type { DocumentSide } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { insertNotification } from '../notifications/repo';
import { UPLOAD_ERRORS } from '../upload/contract';
import { DOCUMENT_ERRORS, DOCUMENT_LABELS, FILE_LINK_TTL_SECONDS, NUMBER_RULES, type StudentDocument } from './contract';
import { finalise, removeQuietly, sniffFormat, streamToTemp, type FileLinks } from './files';
import * as repo from './repo';

// The documents rules: one required set for every learner (the seeded types), one file per side,
// a replaced side goes back to pending, and a review notifies the learner once per decision.
export type DocsCtx = Pick<AppContext, 'db' | 'env' | 'realtime' | 'now'> & { links: FileLinks };

const fileUrl = (token: string) => `/document/v1/files/${token}`;
const rootOf = (ctx: DocsCtx) => ctx.env.DOCUMENTS_DIR ?? path.join(ctx.env.DATA_DIR, 'documents');

export async function listDocuments(ctx: DocsCtx, userId: string): Promise<StudentDocument[]> {
  const [types, files, numbers] = await Promise.all([repo.listTypes(ctx.db), repo.filesOf(ctx.db, userId), repo.numbersOf(ctx.db, userId)]);
  return types.map((type) => {
    const sides: DocumentSide[] = type.hasBackSide ? ['front', 'back'] : ['front'];
    const fileOf = (side: DocumentSide) => (sides.includes(side) ? files.find((x) => x.typeId === type.id && x.side === side) : undefined);
    const front = fileOf('front');
    const back = fileOf('back');
    const url = (f: typeof front) => (f ? fileUrl(ctx.links.sign(f.id, userId, FILE_LINK_TTL_SECONDS)) : null);
    const approved = (f: typeof front) => f?.status === 'approved';
    return {
      _id: type.id,
      name: type.name,
      instruction: type.instruction,
      documentNumber: numbers.find((n) => n.typeId === type.id)?.documentNumber ?? null,
      requireDocumentNumber: type.requiresNumber,
      requireFrontBack: type.hasBackSide,
      supportedFormat: type.formats,
      frontUrl: url(front),
      backUrl: url(back),
      frontType: front?.format ?? null,
      backType: back?.format ?? null,
      frontName: front?.fileName ?? null,
      backName: back?.fileName ?? null,
      frontSize: front?.sizeBytes ?? null,
      backSize: back?.sizeBytes ?? null,
      // every side the type has is approved (the number is not reviewed)
      isApproved: approved(front) && (!type.hasBackSide || approved(back)),
      isFrontApproved: approved(front),
      isBackApproved: approved(back),
      width: null,
      height: null,
      pixels: null,
      frontStatus: front?.status ?? null,
      backStatus: back?.status ?? null,
      frontReason: front?.reason ?? null,
      backReason: back?.reason ?? null,
    };
  });
}

async function sideOfType(ctx: DocsCtx, typeId: string, side: DocumentSide) {
  const type = await repo.findType(ctx.db, typeId);
  if (!type || (side === 'back' && !type.hasBackSide)) throw notFound();
  return type;
}

export interface UploadPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** Streams the part to disk, checks its bytes, then points the side at it (the old file goes after commit). */
export async function uploadSide(ctx: DocsCtx, userId: string, typeId: string, side: DocumentSide, part: UploadPart) {
  const type = await sideOfType(ctx, typeId, side);
  const id = randomUUID();
  const dir = path.join(rootOf(ctx), userId);
  let stored;
  try {
    stored = await streamToTemp(part.file, dir, id);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(UPLOAD_ERRORS.file_too_large);
    throw err;
  }
  if (part.file.truncated) {
    await removeQuietly(stored.tempPath);
    throw new ApiError(UPLOAD_ERRORS.file_too_large);
  }
  if (stored.sizeBytes === 0) {
    await removeQuietly(stored.tempPath);
    throw new ApiError(DOCUMENT_ERRORS.file_required);
  }
  const format = sniffFormat(stored.head);
  if (!format || !type.formats.includes(format)) {
    await removeQuietly(stored.tempPath);
    throw new ApiError(DOCUMENT_ERRORS.unsupported_file_type);
  }
  const storageKey = `${userId}/${id}.${format === 'jpeg' ? 'jpg' : format}`;
  const finalPath = path.join(rootOf(ctx), storageKey);
  await finalise(stored.tempPath, finalPath);
  const fileName = (part.filename || `${side}.${format}`).replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
  const values = { id, userId, typeId, side, fileName, sizeBytes: stored.sizeBytes, format, storageKey, uploadedAt: new Date(ctx.now()) };
  let replacedKey: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      let old = await repo.lockSide(tx, userId, typeId, side);
      if (!old && (await repo.insertFile(tx, values))) return;
      // a side uploaded before (or by a racing upload that inserted first): replace it, under its lock
      old ??= await repo.lockSide(tx, userId, typeId, side);
      if (!old) throw new Error('document side vanished during upload');
      await repo.replaceFile(tx, old.id, values);
      replacedKey = old.storageKey;
    });
  } catch (err) {
    await removeQuietly(finalPath);
    throw err;
  }
  if (replacedKey) await removeQuietly(path.join(rootOf(ctx), replacedKey));
  const docs = await listDocuments(ctx, userId);
  return docs.find((d) => d._id === typeId) as StudentDocument;
}

export async function updateNumber(ctx: DocsCtx, userId: string, typeId: string, documentNumber: string) {
  const type = await repo.findType(ctx.db, typeId);
  if (!type || !type.requiresNumber) throw notFound();
  const rule = NUMBER_RULES[typeId];
  if (rule && !rule.test(documentNumber)) throw invalidData({ documentNumber: fieldError('documentNumber', 'invalid', DOCUMENT_LABELS) });
  await repo.saveNumber(ctx.db, userId, typeId, documentNumber, new Date(ctx.now()));
  return { _id: typeId, documentNumber };
}

/** The file a signed link names, if the link holds for this learner; else 403 (expired, tampered or not theirs). */
export async function fileForLink(ctx: DocsCtx, userId: string, token: string) {
  const fileId = ctx.links.verify(token, userId);
  const file = fileId ? await repo.findFile(ctx.db, fileId) : null;
  if (!file || file.userId !== userId) throw new ApiError(DOCUMENT_ERRORS.file_link_invalid);
  return { file, fullPath: path.join(rootOf(ctx), file.storageKey) };
}

export interface Review {
  approved: boolean;
  reason?: string;
}

/** Staff decide on one side; the learner hears of each decision once, however often it is sent. */
export async function reviewSide(ctx: DocsCtx, staffId: string, userId: string, typeId: string, side: DocumentSide, review: Review) {
  const type = await sideOfType(ctx, typeId, side);
  const status = review.approved ? 'approved' : 'rejected';
  if (status === 'rejected' && !review.reason) throw invalidData({ reason: fieldError('reason', 'required', DOCUMENT_LABELS) });
  const reason = status === 'rejected' ? (review.reason ?? null) : null;
  const { row, notified } = await ctx.db.transaction(async (tx) => {
    const file = await repo.lockSide(tx, userId, typeId, side);
    if (!file) throw notFound();
    const updated = await repo.setReview(tx, file.id, { status, reason, reviewedBy: staffId, at: new Date(ctx.now()) });
    const sideAr = side === 'front' ? 'الوجه الأمامي' : 'الوجه الخلفي';
    const note = review.approved
      ? { en: `Your document ${type.name.en} (${side}) was approved`, ar: `تمت الموافقة على مستند ${type.name.ar} (${sideAr})` }
      : { en: `Your document ${type.name.en} (${side}) was rejected: ${reason}`, ar: `تم رفض مستند ${type.name.ar} (${sideAr}): ${reason}` };
    const n = await insertNotification(tx as unknown as typeof ctx.db, userId, {
      kind: review.approved ? 'document_approved' : 'document_rejected',
      ...note,
      eventKey: `document:${file.id}:${status}`,
    });
    return { row: updated, notified: !!n };
  });
  // announced after the commit, so a browser that asks at once finds the notification
  if (notified) ctx.realtime.announce(userId);
  return { _id: row.id, status: row.status, reason: row.reason };
}

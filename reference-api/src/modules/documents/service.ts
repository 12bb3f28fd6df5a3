import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { uploads, type DocumentSide } from '../../db/schema/index';
import { ApiError, invalidData, notFound } from '../../platform/errors';
import { fieldError } from '../../platform/fields';
import { insertNotification } from '../notifications/repo';
import { DOCUMENT_ERRORS, DOCUMENT_LABELS, NUMBER_RULES, UPLOAD_TTL_MS, type AttachBody, type StudentDocument } from './contract';
import { uploadIdOf, uriOf } from './files';
import * as repo from './repo';

// The documents rules: one required set for every learner (the seeded types), one file per side,
// a replaced side goes back to pending, and a review notifies the learner once per decision.
export type DocsCtx = Pick<AppContext, 'db' | 'env' | 'realtime' | 'now' | 'files'>;

export async function listDocuments(ctx: DocsCtx, userId: string): Promise<StudentDocument[]> {
  const [types, files, numbers] = await Promise.all([repo.listTypes(ctx.db), repo.filesOf(ctx.db, userId), repo.numbersOf(ctx.db, userId)]);
  return types.map((type) => {
    const sides: DocumentSide[] = type.hasBackSide ? ['front', 'back'] : ['front'];
    const fileOf = (side: DocumentSide) => (sides.includes(side) ? files.find((x) => x.typeId === type.id && x.side === side) : undefined);
    const front = fileOf('front');
    const back = fileOf('back');
    // a side's file is named by its upload's uri: get-signed-url?filepath=<uri> reads it
    const url = (f: typeof front) => (f ? uriOf(f.id) : null);
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

/**
 * D§7 `POST student/documents`: points a side at one of the learner's uploads (its bytes are already in
 * the file store). The side goes back to pending; the file it replaces is removed after the commit.
 */
export async function attachDocument(ctx: DocsCtx, userId: string, body: AttachBody) {
  const side: DocumentSide = body.front ? 'front' : 'back';
  const type = await sideOfType(ctx, body._id, side);
  const uploadId = uploadIdOf(body.uri);
  const now = ctx.now();
  const bad = (field: string) => invalidData({ [field]: fieldError(field, 'invalid', DOCUMENT_LABELS) });
  const replaced = await ctx.db.transaction(async (tx) => {
    const [upload] = await tx.select().from(uploads).where(eq(uploads.id, uploadId)).for('update');
    // another learner's upload is as unknown as none; one older than an hour is gone (or about to be)
    if (!upload || upload.userId !== userId || upload.createdAt.getTime() <= now - UPLOAD_TTL_MS) throw bad('uri');
    if (!type.formats.includes(upload.format)) throw new ApiError(DOCUMENT_ERRORS.unsupported_file_type);
    if (body.fileType !== upload.format) throw bad('fileType');
    if (body.size !== upload.sizeBytes) throw bad('size');
    const values = {
      id: upload.id,
      userId,
      typeId: type.id,
      side,
      fileName: body.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || upload.fileName,
      sizeBytes: upload.sizeBytes,
      format: upload.format,
      storageKey: upload.storageKey,
      uploadedAt: new Date(now),
    };
    let old = await repo.lockSide(tx, userId, type.id, side);
    if (upload.attachedAt) {
      // the same attach sent again answers as the first did; an upload is on one side only
      if (old?.id === upload.id) return null;
      throw bad('uri');
    }
    await tx
      .update(uploads)
      .set({ attachedAt: new Date(now) })
      .where(eq(uploads.id, upload.id));
    if (!old && (await repo.insertFile(tx, values))) return null;
    // a side uploaded before (or by a racing attach that inserted first): replace it, under its lock
    old ??= await repo.lockSide(tx, userId, type.id, side);
    if (!old) throw new Error('document side vanished during attach');
    await repo.replaceFile(tx, old.id, values);
    await tx.delete(uploads).where(eq(uploads.id, old.id));
    return old.storageKey;
  });
  if (replaced) await ctx.files.delete(replaced).catch(() => undefined);
  const docs = await listDocuments(ctx, userId);
  return docs.find((d) => d._id === type.id) as StudentDocument;
}

export async function updateNumber(ctx: DocsCtx, userId: string, typeId: string, documentNumber: string) {
  const type = await repo.findType(ctx.db, typeId);
  if (!type || !type.requiresNumber) throw notFound();
  const rule = NUMBER_RULES[typeId];
  if (rule && !rule.test(documentNumber)) throw invalidData({ documentNumber: fieldError('documentNumber', 'invalid', DOCUMENT_LABELS) });
  await repo.saveNumber(ctx.db, userId, typeId, documentNumber, new Date(ctx.now()));
  return { _id: typeId, documentNumber };
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

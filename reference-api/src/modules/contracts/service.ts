import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { contractLinks, contractSignatures, contractSignedFiles, issuedDocuments, type LedgerLine } from '../../db/schema/index';
import { ApiError, notFound } from '../../platform/errors';
import { pgCode } from '../../platform/http';
import { AUTH_ERRORS } from '../auth/contract';
import { priceLine } from '../enrolment';
import { issuedDocument } from '../issued-documents/service';
import type { UserRow } from '../session/guard';
import { CONTRACT_CLAUSES } from './clauses';
import { CONTRACT_ERRORS, CONTRACT_LINK_TTL_SECONDS, MAX_SIGNED_PDF_BYTES } from './contract';
import { createLinkTokens } from './link-token';
import { contractDocument, courseWithFees, linkById, signatureOf, type LinkRow, type SignatureRow } from './repo';

// Contracts signed by OTP (issue 27, docs/contracts.md). Every public call names the link by its token;
// the token is checked first (signature, type, expiry), then its row (still there, same contract).
type Ctx = AppContext;

/** Staff who send contract links: the counter that issues documents (as issued-documents' DOCUMENT_STAFF_ROLES). */
export const CONTRACT_STAFF_ROLES = ['cashier', 'admin'] as const;

const linkTokens = (ctx: Ctx) => createLinkTokens(ctx.env.TOKEN_SECRET, ctx.now);
const maskPhone = (phone: string) => `+${phone.slice(0, 3)} ${phone.slice(3, 5)} •••• ${phone.slice(-3)}`;

async function openLink(ctx: Ctx, token: string): Promise<{ link: LinkRow; user: UserRow }> {
  const checked = linkTokens(ctx).check(token);
  if (!checked.ok) throw new ApiError(checked.reason === 'expired' ? CONTRACT_ERRORS.contract_link_expired : CONTRACT_ERRORS.contract_link_invalid);
  const row = await linkById(ctx.db, checked.linkId);
  if (!row) throw new ApiError(CONTRACT_ERRORS.contract_link_invalid);
  if (row.link.expiresAt.getTime() <= ctx.now()) throw new ApiError(CONTRACT_ERRORS.contract_link_expired);
  return row;
}

function signatureView(s: SignatureRow) {
  return { signerName: s.signerName, signerPhone: maskPhone(s.signerPhone), signedAt: s.signedAt.toISOString(), otpId: s.otpChallengeId };
}

/** verify-status: the contract as the page shows it, signed or not. */
export async function contractStatus(ctx: Ctx, token: string) {
  const { link, user } = await openLink(ctx, token);
  const [contract, signed] = await Promise.all([issuedDocument(ctx.db, user, link.documentId, ['contract']), signatureOf(ctx.db, link.documentId)]);
  return {
    status: signed ? ('signed' as const) : ('unsigned' as const),
    documentId: link.documentId,
    expiresAt: link.expiresAt.toISOString(),
    phone: maskPhone(user.phone),
    contract,
    signature: signed ? signatureView(signed.signature) : null,
    signedFile: !!signed?.file,
  };
}

/** send-otp: a code to the learner's own phone (never a number the caller names), budgeted like login codes. */
export async function sendContractOtp(ctx: Ctx, token: string, address: string) {
  const { link, user } = await openLink(ctx, token);
  if (await signatureOf(ctx.db, link.documentId)) throw new ApiError(CONTRACT_ERRORS.contract_signed);
  await ctx.otp.takeSendBudget('contract', user.phone, address);
  return ctx.db.transaction(async (tx) => {
    const { challengeId, otpExpiry } = await ctx.otp.open(tx, 'contract', user.phone, { userId: user.id });
    await tx.update(contractLinks).set({ otpChallengeId: challengeId }).where(eq(contractLinks.id, link.id));
    return { otpExpiry };
  });
}

/**
 * verify-otp: the code of this link's last conversation signs the contract. Wrong codes count against
 * the conversation as login codes do (OTP_MAX_ATTEMPTS, then a new code is needed). The code is used and
 * the signature written in one transaction; the signature's primary key refuses a second one.
 */
export async function signContract(ctx: Ctx, token: string, code: string, address: string) {
  const { link, user } = await openLink(ctx, token);
  if (await signatureOf(ctx.db, link.documentId)) throw new ApiError(CONTRACT_ERRORS.contract_signed);
  if (!link.otpChallengeId) throw new ApiError(AUTH_ERRORS.otp_invalid);
  const challenge = await ctx.otp.check(await ctx.otp.tokenFor(link.otpChallengeId, 'contract'), code, 'contract');
  try {
    await ctx.db.transaction(async (tx) => {
      await ctx.otp.consume(tx, challenge);
      await tx.insert(contractSignatures).values({
        documentId: link.documentId,
        linkId: link.id,
        userId: user.id,
        signerName: user.name,
        signerPhone: user.phone,
        signedAt: new Date(ctx.now()),
        ipAddress: address,
        otpChallengeId: challenge.id,
      });
    });
  } catch (err) {
    if (pgCode(err) === '23505') throw new ApiError(CONTRACT_ERRORS.contract_signed);
    throw err;
  }
  return contractStatus(ctx, token);
}

/** generate-pdf: what the signed PDF is rendered from (the portal renders it on its worker pool). */
export async function signedContractData(ctx: Ctx, token: string) {
  const status = await contractStatus(ctx, token);
  if (status.status !== 'signed') throw new ApiError(CONTRACT_ERRORS.contract_not_signed);
  return status;
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * update-file-contract: stores the signed PDF once. The file goes to the file store under a key named by
 * its hash, then one insert records it; of two racing uploads the first row wins and the loser's file goes.
 */
export async function storeSignedFile(ctx: Ctx, token: string, base64: string) {
  const { link } = await openLink(ctx, token);
  const signed = await signatureOf(ctx.db, link.documentId);
  if (!signed) throw new ApiError(CONTRACT_ERRORS.contract_not_signed);
  if (signed.file) return { stored: true, sha256: signed.file.sha256 };
  const bytes = Buffer.from(base64, 'base64');
  if (!bytes.length || bytes.length > MAX_SIGNED_PDF_BYTES || !isPdf(bytes)) throw new ApiError(CONTRACT_ERRORS.contract_file_invalid);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const fileKey = `contracts/${link.documentId}/signed-${sha256}.pdf`;
  await ctx.files.put(fileKey, bytes, { contentType: 'application/pdf' });
  const [won] = await ctx.db
    .insert(contractSignedFiles)
    .values({ documentId: link.documentId, fileKey, sha256, sizeBytes: bytes.length, storedAt: new Date(ctx.now()) })
    .onConflictDoNothing()
    .returning({ sha256: contractSignedFiles.sha256 });
  if (won) return { stored: true, sha256 };
  const again = await signatureOf(ctx.db, link.documentId);
  if (again?.file?.fileKey !== fileKey) await ctx.files.delete(fileKey);
  return { stored: true, sha256: again?.file?.sha256 ?? sha256 };
}

/** contract/{id}/pdf/: the stored signed PDF. */
export async function signedPdf(ctx: Ctx, token: string) {
  const { link } = await openLink(ctx, token);
  const signed = await signatureOf(ctx.db, link.documentId);
  if (!signed) throw new ApiError(CONTRACT_ERRORS.contract_not_signed);
  const file = signed.file ? await ctx.files.get(signed.file.fileKey) : null;
  if (!file) throw new ApiError(CONTRACT_ERRORS.contract_pdf_pending);
  return { documentId: link.documentId, bytes: file.bytes };
}

/** A new contract for the learner's registration course: every fee line priced by the money module. */
async function issueContract(ctx: Ctx, userId: string) {
  const found = await courseWithFees(ctx.db, userId);
  if (!found) throw notFound();
  const qty = new Map<string, number>();
  for (const m of found.course.milestones)
    for (const st of m.stages) for (const f of st.feeCodes) qty.set(f.code, (qty.get(f.code) ?? 0) + f.quantity);
  const lines: LedgerLine[] = [...qty].map(([code, quantity]) => {
    const fee = found.fees.find((f) => f.code === code);
    if (!fee) throw new Error(`fee code ${code} is missing`);
    return { name: fee.name, ...priceLine({ payee: fee.payee, unitFils: fee.unitFils, quantity }) };
  });
  const now = new Date(ctx.now());
  return {
    id: `CT-${now.getUTCFullYear()}-${randomBytes(4).toString('hex').toUpperCase()}`,
    kind: 'contract' as const,
    userId,
    issuedAt: now,
    lines,
    details: { courseId: found.course.id, courseName: found.course.name, paragraphs: CONTRACT_CLAUSES },
  };
}

/**
 * Staff send a learner the link to sign a contract (an existing unsigned one, or a new one for the
 * learner's course): a token naming a new link row, by SMS and e-mail through the outbox, in one transaction.
 */
export async function sendContractLink(ctx: Ctx, staff: UserRow, body: { documentId: string } | { userId: string }, lang: 'en' | 'ar' = 'en') {
  const fresh = 'userId' in body ? await issueContract(ctx, body.userId) : null;
  const doc = fresh ?? ('documentId' in body ? await contractDocument(ctx.db, body.documentId) : null);
  if (!doc) throw notFound();
  if (!fresh && (await signatureOf(ctx.db, doc.id))) throw new ApiError(CONTRACT_ERRORS.contract_signed);
  const linkId = randomUUID();
  const expiresAt = new Date(Math.floor(ctx.now() / 1000) * 1000 + CONTRACT_LINK_TTL_SECONDS * 1000);
  const token = linkTokens(ctx).sign(linkId, expiresAt);
  const url = `${ctx.env.PORTAL_URL.replace(/\/$/, '')}/${lang}/contract-request/id/${token}`;
  await ctx.db.transaction(async (tx) => {
    if (fresh) await tx.insert(issuedDocuments).values(fresh);
    const [learner] = await tx
      .insert(contractLinks)
      .values({ id: linkId, documentId: doc.id, userId: doc.userId, sentBy: staff.id, expiresAt })
      .returning();
    if (!learner) throw new Error('contract link not written');
    const user = (await linkById(tx, linkId))!.user;
    const text = `Your training contract ${doc.id} is ready to sign: ${url} (the link expires ${expiresAt.toISOString().slice(0, 10)}).`;
    await ctx.outbox.send(tx, { channel: 'sms', to: user.phone, body: text });
    if (user.email) await ctx.outbox.send(tx, { channel: 'email', to: user.email, subject: `Your contract ${doc.id}`, body: text });
  });
  return { documentId: doc.id, url, expiresAt: expiresAt.toISOString() };
}

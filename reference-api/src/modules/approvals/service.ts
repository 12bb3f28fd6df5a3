import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { additionalFees, additionalTrainingOffers, feeCodes, nocApprovals, users, type LedgerLine } from '../../db/schema/index';
import { ApiError, notFound } from '../../platform/errors';
import { pgCode, pgConstraint } from '../../platform/http';
import { applyBp, lockUser, VAT_BP } from '../enrolment';
import { aedOf, aedText } from '../money/format';
import { sumLines } from '../money/lines';
import { insertNotification } from '../notifications/repo';
import type { UserRow } from '../session/guard';
import { APPROVAL_ERRORS, toTrainingAnswer, type OfferTrainingBody, type VerifyTrainingBody } from './contract';
import { boughtAddon, nocOf, offersOf, trainingView, type OfferRow } from './repo';

// Approvals (docs/requests.md "Stages and approvals"). Each write is one transaction; a notice is stored
// in it and announced on the realtime channel after the commit.
type Ctx = Pick<AppContext, 'db' | 'realtime' | 'now'>;

const decided = () => new ApiError(APPROVAL_ERRORS.training_decided);
const newId = (prefix: string, now: number) => `${prefix}-${now.toString(36)}-${randomBytes(6).toString('hex')}`;

/** The centre offers extra training (staff): priced from the fee code now (VAT on the centre's part); the learner is told. */
export async function offerTraining(ctx: Ctx, staff: UserRow, body: OfferTrainingBody) {
  const now = ctx.now();
  const [code] = await ctx.db.select().from(feeCodes).where(eq(feeCodes.code, body.feeCode));
  const [learner] = await ctx.db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.id, body.userId));
  if (!code || !learner || !learner.roles.includes('student')) throw notFound();
  const priceFils = code.unitFils * body.quantity;
  const taxFils = code.payee === 'centre' ? applyBp(priceFils, VAT_BP) : 0;
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [offer] = await tx
        .insert(additionalTrainingOffers)
        .values({
          id: newId('trn', now),
          userId: learner.id,
          feeCode: code.code,
          quantity: body.quantity,
          priceFils,
          taxFils,
          reason: body.reason,
          offeredBy: staff.id,
          createdAt: new Date(now),
        })
        .returning();
      const total = aedText(priceFils + taxFils);
      await insertNotification(tx as unknown as Db, learner.id, {
        kind: 'additional_training_offered',
        en: `The centre offers you additional training: ${body.quantity} × ${code.name.en} for AED ${total}. Approve or reject it on your dashboard.`,
        ar: `يقترح عليك المركز تدريبًا إضافيًا: ${body.quantity} × ${code.name.ar} مقابل ${total} درهم. وافق عليه أو ارفضه من لوحة التحكم.`,
        eventKey: `training:${offer!.id}:offered`,
      });
      return offer!;
    });
    ctx.realtime.announce(learner.id);
    return toTrainingAnswer(await trainingView(ctx.db, row));
  } catch (err) {
    // one open offer per learner: the spec's `{isApproved}` names no offer
    if (pgCode(err) === '23505' && pgConstraint(err) === 'additional_training_offers_pending_uq') throw decided();
    throw err;
  }
}

/**
 * The learner's decision (D§7 verify-additional-training), once. Approving raises an additional fee of
 * exactly the offer's price (payable through the additional-fee payment; the course balance counts it);
 * rejecting charges nothing. The offer leaves 'pending' in one conditional update: a second decision,
 * concurrent or not, finds no pending row (and the migration's trigger refuses any other change) → 409.
 */
export async function verifyTraining(ctx: Ctx, user: UserRow, body: VerifyTrainingBody) {
  const now = ctx.now();
  const at = new Date(now);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const offers = await offersOf(tx, user.id);
      const target = body.additionalTrainingId
        ? offers.find((o) => o.id === body.additionalTrainingId)
        : (offers.find((o) => o.status === 'pending') ?? offers[0]);
      if (!target) throw notFound();
      if (target.status !== 'pending') throw decided();
      let feeId: string | null = null;
      if (body.isApproved) {
        feeId = newId('fee', now);
        await tx.insert(additionalFees).values({
          id: feeId,
          userId: user.id,
          feeCode: target.feeCode,
          quantity: target.quantity,
          priceFils: target.priceFils,
          taxFils: target.taxFils,
          createdBy: target.offeredBy,
          createdAt: at,
        });
      }
      const [done] = await tx
        .update(additionalTrainingOffers)
        .set({ status: body.isApproved ? 'approved' : 'rejected', feeId, decidedAt: at })
        .where(and(eq(additionalTrainingOffers.id, target.id), eq(additionalTrainingOffers.status, 'pending')))
        .returning();
      if (!done) throw decided();
      return done;
    });
    return toTrainingAnswer(await trainingView(ctx.db, row));
  } catch (err) {
    // the decide-once trigger: a write that slipped past the pending check
    if (pgCode(err) === '23001') throw decided();
    throw err;
  }
}

/** The dashboard card's read: the NOC (null when the course needs none) and the offers, newest first. */
export async function approvalsOf(ctx: Ctx, user: UserRow) {
  const [noc, offers] = await Promise.all([nocOf(ctx.db, user.id), offersOf(ctx.db, user.id)]);
  return {
    noc: noc
      ? {
          status: noc.status,
          sponsorName: noc.sponsorName,
          requestedAt: noc.createdAt.toISOString(),
          approvedAt: noc.approvedAt?.toISOString() ?? null,
        }
      : null,
    additionalTraining: await Promise.all(offers.map(async (o: OfferRow) => toTrainingAnswer(await trainingView(ctx.db, o)))),
  };
}

/** The centre records that a learner's course needs an NOC from her sponsor (female learners: R§ hasNOCEnabled). */
export async function requireNoc(ctx: Ctx, staff: UserRow, body: { userId: string; sponsorName: string }) {
  const now = ctx.now();
  const [learner] = await ctx.db.select({ id: users.id, roles: users.roles, gender: users.gender }).from(users).where(eq(users.id, body.userId));
  if (!learner || !learner.roles.includes('student')) throw notFound();
  if (learner.gender !== 'female') throw new ApiError(APPROVAL_ERRORS.noc_not_required);
  const row = await ctx.db.transaction(async (tx) => {
    const [noc] = await tx
      .insert(nocApprovals)
      .values({ userId: learner.id, sponsorName: body.sponsorName, requestedBy: staff.id, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (!noc) throw new ApiError(APPROVAL_ERRORS.noc_approved);
    await insertNotification(tx as unknown as Db, learner.id, {
      kind: 'noc_required',
      en: `Your course needs a No Objection Certificate from ${body.sponsorName}. Approve it on your dashboard before booking practical classes.`,
      ar: `تتطلب دورتك شهادة عدم ممانعة من ${body.sponsorName}. وافقي عليها من لوحة التحكم قبل حجز الحصص العملية.`,
      eventKey: `noc:${learner.id}:required`,
    });
    return noc;
  });
  ctx.realtime.announce(learner.id);
  return { status: row.status, sponsorName: row.sponsorName, requestedAt: row.createdAt.toISOString(), approvedAt: null };
}

/**
 * The learner approves the NOC the centre recorded (D§7 PUT user/v1/approve-noc): she confirms her
 * sponsor's No Objection Certificate, which lets her book practical classes. Once: a conditional update.
 */
export async function approveNoc(ctx: Ctx, user: UserRow) {
  const at = new Date(ctx.now());
  const noc = await nocOf(ctx.db, user.id);
  if (!noc) throw new ApiError(APPROVAL_ERRORS.noc_not_required);
  const [done] = await ctx.db
    .update(nocApprovals)
    .set({ status: 'approved', approvedAt: at })
    .where(and(eq(nocApprovals.userId, user.id), eq(nocApprovals.status, 'pending')))
    .returning();
  if (!done) throw new ApiError(APPROVAL_ERRORS.noc_approved);
  return { status: done.status, sponsorName: done.sponsorName, requestedAt: done.createdAt.toISOString(), approvedAt: at.toISOString() };
}

const lineAnswer = (l: LedgerLine) => ({
  name: l.name,
  quantity: l.quantity,
  price: aedOf(l.grossFils),
  discount: aedOf(l.discountFils),
  totalTax: aedOf(l.vatFils),
  totalAmount: aedOf(l.totalFils),
});

/** D§7 additional-addon/{id}: one add-on the learner bought, its lines as the ledger charged them. Anyone else's: 404. */
export async function addonDetails(ctx: Ctx, user: UserRow, id: string) {
  const found = await boughtAddon(ctx.db, user.id, id);
  if (!found) throw notFound();
  const lines = found.charge?.lines ?? [];
  const parts = sumLines(lines);
  return {
    _id: found.addon.id,
    name: found.addon.name,
    description: found.addon.description,
    orderId: found.bought.orderId,
    purchasedAt: found.bought.createdAt.toISOString(),
    lines: lines.map(lineAnswer),
    price: aedOf(parts.centreFils + parts.rtaFils),
    discount: aedOf(parts.discountFils),
    totalTax: aedOf(parts.vatFils),
    totalAmount: aedOf(parts.totalFils),
    totalFils: parts.totalFils,
  };
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { additionalFees, courses, eliteAddons, feeCodes, studentAddons, users } from '../../../db/schema/index';
import { ApiError, notFound } from '../../../platform/errors';
import type { UserRow } from '../../session/guard';
import type { Reader } from '../../../db/client';
import { applyBp, courseRow, loadCatalogue, lockUser, milestoneAmount, VAT_BP } from '../../enrolment';
import { EXTRA_ERRORS, type FeeView } from './contract';
import { checkAmount, openGatewayOrder, workingKey, type PaymentCtx } from '../orders/service';

// Additional fees and elite add-ons (R§3, R§4, R§7): listed, detailed, and paid online through the
// gateway like the registration, each kind returning through its own web-hook. The amount is always
// computed here from what is due; what the browser thinks it pays is only checked.

type FeeRow = typeof additionalFees.$inferSelect;
type AddonRow = typeof eliteAddons.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function feeView(db: Reader, row: FeeRow): Promise<FeeView> {
  const [code] = await db.select().from(feeCodes).where(eq(feeCodes.code, row.feeCode));
  return {
    _id: row.id,
    code: row.feeCode,
    name: code?.name ?? { en: row.feeCode, ar: row.feeCode },
    quantity: row.quantity,
    payee: code?.payee ?? 'centre',
    priceFils: row.priceFils,
    taxFils: row.taxFils,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
  };
}

/** GET additional fees: the learner's own, oldest first. */
export async function listFees(db: Db, user: UserRow) {
  const rows = await db.select().from(additionalFees).where(eq(additionalFees.userId, user.id)).orderBy(asc(additionalFees.createdAt));
  return Promise.all(rows.map((row) => feeView(db, row)));
}

/** GET fee details: one of the learner's fees (anyone else's is 404), its code lower-cased (R§3). */
export async function feeDetails(db: Db, user: UserRow, id: string) {
  const [row] = await db
    .select()
    .from(additionalFees)
    .where(and(eq(additionalFees.id, id), eq(additionalFees.userId, user.id)));
  if (!row) throw notFound();
  const view = await feeView(db, row);
  return { ...view, code: view.code.toLowerCase(), unitFils: Math.round(row.priceFils / row.quantity) };
}

/** Staff raise a fee on a learner, priced from the fee code today (VAT on the centre's part). */
export async function raiseFee(db: Db, staff: UserRow, input: { userId: string; feeCode: string; quantity: number }, now: number) {
  const [code] = await db.select().from(feeCodes).where(eq(feeCodes.code, input.feeCode));
  const [learner] = await db.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.id, input.userId));
  if (!code || !learner || !learner.roles.includes('student')) throw notFound();
  const priceFils = code.unitFils * input.quantity;
  const [row] = await db
    .insert(additionalFees)
    .values({
      id: `fee-${now.toString(36)}-${randomBytes(6).toString('hex')}`,
      userId: learner.id,
      feeCode: code.code,
      quantity: input.quantity,
      priceFils,
      taxFils: code.payee === 'centre' ? applyBp(priceFils, VAT_BP) : 0,
      createdBy: staff.id,
      createdAt: new Date(now),
    })
    .returning();
  return feeView(db, row!);
}

async function addonView(db: Reader, row: AddonRow, owned: ReadonlySet<string>) {
  const cat = await loadCatalogue(db);
  const lines = row.feeCodes.map(({ code, quantity }) => {
    const fee = cat.fees.get(code);
    if (!fee) throw new Error(`catalogue: fee code ${code} is missing`);
    return { code, payee: fee.payee, unitFils: fee.unitFils, quantity };
  });
  const a = milestoneAmount({ lines });
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    amount: a,
    purchased: owned.has(row.id),
  };
}

/** The add-ons offered with the learner's course (registered learners only), bought ones marked. */
export async function listAddons(db: Reader, user: UserRow) {
  const course = await courseRow(db, user.id);
  if (!course?.isAddedInErp) return [];
  const [[chosen], rows, owned] = await Promise.all([
    db.select({ code: courses.code }).from(courses).where(eq(courses.id, course.courseId)),
    db.select().from(eliteAddons).where(eq(eliteAddons.isActive, true)).orderBy(asc(eliteAddons.sortOrder), asc(eliteAddons.id)),
    db.select({ id: studentAddons.addonId }).from(studentAddons).where(eq(studentAddons.userId, user.id)),
  ]);
  const offered = rows.filter((r) => r.courseCodes.length === 0 || (chosen && r.courseCodes.includes(chosen.code)));
  const have = new Set(owned.map((o) => o.id));
  return Promise.all(offered.map((row) => addonView(db, row, have)));
}

interface PayInput {
  retryPayment?: boolean;
  amountFils?: number;
}

/** Initiate an additional-fee payment (R§3 "Additional fees"): the learner's due fees, summed here. */
export async function initiateFees(ctx: PaymentCtx, user: UserRow, input: PayInput & { feeIds: string[] }, lang: 'EN' | 'AR', now: number) {
  workingKey(ctx); // 503 before anything changes when online payment is off
  const feeIds = [...new Set(input.feeIds)];
  return ctx.db.transaction(async (tx) => {
    const me = await lockUser(tx, user.id);
    const rows = await tx
      .select()
      .from(additionalFees)
      .where(and(eq(additionalFees.userId, me.id), inArray(additionalFees.id, feeIds)));
    if (rows.length !== feeIds.length) throw notFound();
    if (rows.some((r) => r.status !== 'due')) throw new ApiError(EXTRA_ERRORS.fee_not_due);
    const amountFils = rows.reduce((sum, r) => sum + r.priceFils + r.taxFils, 0);
    checkAmount(ctx, me.id, input.amountFils, amountFils);
    const order = { kind: 'additional' as const, amountFils, itemIds: feeIds, retryPayment: input.retryPayment, at: new Date(now) };
    return { ...(await openGatewayOrder(ctx, tx, me, order, lang)), status: 'initiated' as const, amountFils };
  });
}

/** Initiate an elite add-on payment (R§4): the selected add-ons offered to the learner, not yet bought. */
export async function initiateAddons(ctx: PaymentCtx, user: UserRow, input: PayInput & { selectedAddons: string[] }, lang: 'EN' | 'AR', now: number) {
  workingKey(ctx); // 503 before anything changes when online payment is off
  const wanted = [...new Set(input.selectedAddons)];
  return ctx.db.transaction(async (tx) => {
    const me = await lockUser(tx, user.id);
    const course = await courseRow(tx, me.id);
    if (!course?.isAddedInErp) throw new ApiError(EXTRA_ERRORS.not_registered);
    const offered = new Map((await listAddons(tx, me)).map((a) => [a._id, a]));
    const chosen = wanted.map((id) => offered.get(id));
    if (chosen.some((a) => !a || a.purchased)) throw new ApiError(EXTRA_ERRORS.addon_unavailable);
    const amountFils = chosen.reduce((sum, a) => sum + (a?.amount.totalWithDiscountFils ?? 0), 0);
    checkAmount(ctx, me.id, input.amountFils, amountFils);
    const order = { kind: 'elite' as const, amountFils, itemIds: wanted, retryPayment: input.retryPayment, at: new Date(now) };
    return { ...(await openGatewayOrder(ctx, tx, me, order, lang)), status: 'initiated' as const, amountFils };
  });
}

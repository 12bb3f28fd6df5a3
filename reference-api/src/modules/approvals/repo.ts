import { and, desc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client';
import { additionalFees, additionalTrainingOffers, eliteAddons, feeCodes, ledgerEntries, nocApprovals, studentAddons } from '../../db/schema/index';
import type { TrainingView } from './contract';

export type OfferRow = typeof additionalTrainingOffers.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function trainingView(db: Reader, row: OfferRow): Promise<TrainingView> {
  const [[code], [fee]] = await Promise.all([
    db.select({ name: feeCodes.name }).from(feeCodes).where(eq(feeCodes.code, row.feeCode)),
    row.feeId ? db.select({ status: additionalFees.status }).from(additionalFees).where(eq(additionalFees.id, row.feeId)) : Promise.resolve([]),
  ]);
  return {
    _id: row.id,
    name: code?.name ?? { en: row.feeCode, ar: row.feeCode },
    quantity: row.quantity,
    reason: row.reason,
    priceFils: row.priceFils,
    taxFils: row.taxFils,
    status: row.status,
    feeId: row.feeId,
    feeStatus: fee?.status ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

export function offersOf(db: Reader, userId: string) {
  return db
    .select()
    .from(additionalTrainingOffers)
    .where(eq(additionalTrainingOffers.userId, userId))
    .orderBy(desc(additionalTrainingOffers.createdAt), desc(additionalTrainingOffers.id));
}

export async function nocOf(db: Reader, userId: string) {
  const [row] = await db.select().from(nocApprovals).where(eq(nocApprovals.userId, userId));
  return row;
}

/** An add-on the learner bought, with the charge entry of the order that paid it (its lines). */
export async function boughtAddon(db: Reader, userId: string, addonId: string) {
  const [row] = await db
    .select({ addon: eliteAddons, bought: studentAddons })
    .from(studentAddons)
    .innerJoin(eliteAddons, eq(eliteAddons.id, studentAddons.addonId))
    .where(and(eq(studentAddons.userId, userId), eq(studentAddons.addonId, addonId)));
  if (!row) return undefined;
  const [charge] = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, row.bought.orderId), eq(ledgerEntries.kind, 'charge')));
  return { ...row, charge };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerEntries, payments, type LedgerKind, type LedgerLine } from '../../db/schema/index';
import type { Reader, Tx } from '../../db/client';
import { orderLines, sumLines } from './lines';

// Writes to the ledger (docs/money.md), each inside the caller's transaction, the one that changes
// the money: an order is charged when it is settled online or created to be paid at the centre (the
// wallet is drawn then), and paid when the gateway's success is applied or a cashier receives it. Signed fils from the learner's side: a charge (+) is taken down by the discount, the
// referral and the wallet (−) to what the order asks for; the payment (−) brings it to zero.

type PaymentRow = typeof payments.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;

interface Entry {
  kind: LedgerKind;
  amountFils: number;
  lines?: LedgerLine[];
}

async function write(tx: Tx, order: PaymentRow, at: Date, entries: readonly Entry[]) {
  const rows = entries
    .filter((e) => e.amountFils !== 0 || e.kind === 'charge')
    .map((e) => ({ userId: order.userId, orderId: order.orderId, kind: e.kind, amountFils: e.amountFils, lines: e.lines ?? null, createdAt: at }));
  if (rows.length) await tx.insert(ledgerEntries).values(rows);
}

/**
 * What an order charges: its lines (gross + VAT), less their discount, the referral and the wallet.
 * Should the catalogue have changed since the order was priced, an adjustment makes the entries come
 * to exactly what the order asks for, so the invoice adds up to what was paid.
 */
export async function chargeOrder(tx: Tx, order: PaymentRow, at: Date) {
  const { lines } = await orderLines(tx, order);
  const parts = sumLines(lines);
  const chargeFils = parts.centreFils + parts.rtaFils + parts.vatFils;
  const owed = chargeFils - parts.discountFils - order.referralFils - order.walletFils;
  await write(tx, order, at, [
    { kind: 'charge', amountFils: chargeFils, lines },
    { kind: 'discount', amountFils: -parts.discountFils },
    { kind: 'referral', amountFils: -order.referralFils },
    { kind: 'wallet', amountFils: -order.walletFils },
    { kind: 'adjustment', amountFils: order.amountFils - owed },
  ]);
}

/** Money received for an order (online or at the centre's till). */
export const recordPayment = (tx: Tx, order: PaymentRow, at: Date) => write(tx, order, at, [{ kind: 'payment', amountFils: -order.amountFils }]);

/** Money taken for something another order already paid: received, and owed back to the learner. */
export const recordRefundDue = (tx: Tx, order: PaymentRow, at: Date) =>
  write(tx, order, at, [
    { kind: 'payment', amountFils: -order.amountFils },
    { kind: 'refund', amountFils: order.amountFils },
  ]);

/** The entries of some orders (all of a learner's when none are named), oldest first. */
export async function entriesOf(db: Reader, userId: string, orderIds?: readonly string[]): Promise<LedgerEntry[]> {
  if (orderIds && orderIds.length === 0) return [];
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), orderIds ? inArray(ledgerEntries.orderId, [...orderIds]) : undefined))
    .orderBy(asc(ledgerEntries.id));
}

/** Sum of the entries of each kind. */
export function byKind(entries: readonly LedgerEntry[]): Record<LedgerKind, number> {
  const out: Record<LedgerKind, number> = { charge: 0, discount: 0, referral: 0, wallet: 0, payment: 0, refund: 0, adjustment: 0 };
  for (const e of entries) out[e.kind] += e.amountFils;
  return out;
}

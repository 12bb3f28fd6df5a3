import type { LocalisedName } from '../../db/schema/columns';
import type { LedgerLine, payments } from '../../db/schema/index';
import type { Reader } from '../../db/client';
import { byKind, entriesOf } from './ledger';
import { orderLines, sumLines } from './lines';

// An order's invoice from the ledger (docs/money.md): the lines kept on its charge entry and totals
// that are sums of its entries, so lines + deductions = total to the fils. An order with no charge
// (money kept for a refund, or one from before the ledger) is priced from today's catalogue and an
// adjustment makes it come to what the order asked for.

type PaymentRow = typeof payments.$inferSelect;

export interface InvoiceTotals {
  centreFils: number;
  vatFils: number;
  rtaFils: number;
  discountFils: number;
  referralFils: number;
  walletFils: number;
  adjustmentFils: number;
  /** = centre + VAT + RTA − discount − referral − wallet + adjustment = the order's amount */
  totalFils: number;
}

export interface Invoice {
  lines: LedgerLine[];
  totals: InvoiceTotals;
  names: LocalisedName[];
}

export async function invoiceOf(db: Reader, order: PaymentRow): Promise<Invoice> {
  const [entries, priced] = await Promise.all([entriesOf(db, order.userId, [order.orderId]), orderLines(db, order)]);
  const charge = entries.find((e) => e.kind === 'charge');
  const lines = charge?.lines ?? priced.lines;
  const parts = sumLines(lines);
  const k = byKind(entries);
  const referralFils = charge ? -k.referral : order.referralFils;
  const walletFils = charge ? -k.wallet : order.walletFils;
  const computed = parts.totalFils - referralFils - walletFils;
  return {
    lines,
    names: priced.names,
    totals: {
      centreFils: parts.centreFils,
      vatFils: parts.vatFils,
      rtaFils: parts.rtaFils,
      discountFils: parts.discountFils,
      referralFils,
      walletFils,
      adjustmentFils: charge ? k.adjustment : order.amountFils - computed,
      totalFils: order.amountFils,
    },
  };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LocalisedName } from '../../db/schema/columns';
import { additionalFees, courses, eliteAddons, paymentLinks, payments, promotions, studentCourses, type LedgerLine } from '../../db/schema/index';
import type { Reader } from '../../db/client';
import { loadCatalogue, priceLine, type Catalogue } from '../enrolment';

// What an order pays for, as invoice lines (docs/money.md): every line priced by priceLine, the one
// place discount and VAT are rounded, so a milestone, a payment and an invoice add whole lines. The
// ledger keeps these lines on the order's charge entry; they are computed here only when it is written
// (or for an order with no charge: one kept for a refund).

type PaymentRow = typeof payments.$inferSelect;

export interface OrderLines {
  lines: LedgerLine[];
  /** what the order is for (milestones, fees, add-ons, the link), for the history row */
  names: LocalisedName[];
}

function feeCodeLines(cat: Catalogue, codes: readonly { code: string; quantity: number }[], discountBp: number, milestoneId?: string): LedgerLine[] {
  return codes.map(({ code, quantity }) => {
    const fee = cat.fees.get(code);
    if (!fee) throw new Error(`catalogue: fee code ${code} is missing`);
    const priced = priceLine({ payee: fee.payee, unitFils: fee.unitFils, quantity }, discountBp);
    return { name: fee.name, ...priced, ...(milestoneId ? { milestoneId } : {}) };
  });
}

async function courseLines(db: Reader, order: PaymentRow, cat: Catalogue): Promise<OrderLines> {
  const [sc] = await db.select().from(studentCourses).where(eq(studentCourses.userId, order.userId));
  if (!sc) return { lines: [], names: [] };
  const [[course], [promo]] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, sc.courseId)),
    sc.promotionId ? db.select().from(promotions).where(eq(promotions.id, sc.promotionId)) : Promise.resolve([]),
  ]);
  const stageIds = new Set(order.stageIds);
  const chosen = (course?.milestones ?? []).filter((m) => order.milestoneIds.includes(m.id)).sort((a, b) => a.level - b.level);
  const lines = chosen.flatMap((m) =>
    feeCodeLines(
      cat,
      m.stages.filter((s) => stageIds.has(s.id)).flatMap((s) => s.feeCodes),
      promo?.discountBp ?? 0,
      m.id,
    ),
  );
  return { lines, names: chosen.map((m) => m.name) };
}

async function feeLines(db: Reader, order: PaymentRow, cat: Catalogue): Promise<OrderLines> {
  if (order.itemIds.length === 0) return { lines: [], names: [] };
  const rows = await db
    .select()
    .from(additionalFees)
    .where(and(eq(additionalFees.userId, order.userId), inArray(additionalFees.id, order.itemIds)))
    .orderBy(asc(additionalFees.createdAt), asc(additionalFees.id));
  // a fee is priced when the centre raises it (price and VAT fixed then): the line keeps those figures
  const lines: LedgerLine[] = rows.map((r) => {
    const fee = cat.fees.get(r.feeCode);
    return {
      name: fee?.name ?? { en: r.feeCode, ar: r.feeCode },
      payee: fee?.payee ?? 'centre',
      quantity: r.quantity,
      unitFils: Math.round(r.priceFils / r.quantity),
      grossFils: r.priceFils,
      discountFils: 0,
      netFils: r.priceFils,
      vatFils: r.taxFils,
      totalFils: r.priceFils + r.taxFils,
    };
  });
  return { lines, names: lines.map((l) => l.name) };
}

async function addonLines(db: Reader, order: PaymentRow, cat: Catalogue): Promise<OrderLines> {
  if (order.itemIds.length === 0) return { lines: [], names: [] };
  const rows = await db.select().from(eliteAddons).where(inArray(eliteAddons.id, order.itemIds));
  const chosen = order.itemIds.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  return { lines: chosen.flatMap((a) => feeCodeLines(cat, a.feeCodes, 0)), names: chosen.map((a) => a.name) };
}

const LINK_LABEL: LocalisedName = { en: 'Payment link', ar: 'رابط الدفع' };

async function linkLines(db: Reader, order: PaymentRow): Promise<OrderLines> {
  const [link] = order.itemIds[0] ? await db.select().from(paymentLinks).where(eq(paymentLinks.id, order.itemIds[0])) : [];
  const name = link?.description ?? LINK_LABEL;
  // a link asks for an amount as it stands: one untaxed line
  const line: LedgerLine = {
    name,
    payee: 'centre',
    quantity: 1,
    unitFils: order.amountFils,
    grossFils: order.amountFils,
    discountFils: 0,
    netFils: order.amountFils,
    vatFils: 0,
    totalFils: order.amountFils,
  };
  return { lines: [line], names: [name] };
}

/** The lines an order pays for, priced now from the catalogue, the fee rows, the add-ons or the link. */
export async function orderLines(db: Reader, order: PaymentRow, cat?: Catalogue): Promise<OrderLines> {
  const catalogue = cat ?? (await loadCatalogue(db));
  switch (order.kind) {
    case 'registration':
    case 'stage':
      return courseLines(db, order, catalogue);
    case 'additional':
      return feeLines(db, order, catalogue);
    case 'elite':
      return addonLines(db, order, catalogue);
    case 'link':
      return linkLines(db, order);
  }
}

/** The parts of a set of lines (an invoice's, a course's): centre, RTA, discount, VAT, total, exactly. */
export function sumLines(lines: readonly Pick<LedgerLine, 'payee' | 'grossFils' | 'discountFils' | 'vatFils' | 'totalFils'>[]) {
  const out = { centreFils: 0, rtaFils: 0, discountFils: 0, vatFils: 0, totalFils: 0 };
  for (const l of lines) {
    if (l.payee === 'rta') out.rtaFils += l.grossFils;
    else out.centreFils += l.grossFils;
    out.discountFils += l.discountFils;
    out.vatFils += l.vatFils;
    out.totalFils += l.totalFils;
  }
  return out;
}

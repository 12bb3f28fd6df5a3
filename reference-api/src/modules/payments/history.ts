import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { additionalFees, courses, eliteAddons, paymentLinks, payments, promotions, studentCourses, users } from '../../db/schema/index';
import type { LocalisedName } from '../../db/schema/columns';
import { notFound } from '../../platform/errors';
import type { UserRow } from '../auth/session';
import { loadCatalogue, type Catalogue } from '../onboarding/catalogue';
import { applyBp, VAT_BP, type Payee } from '../onboarding/pricing';

// Payment history and invoices (D§3, D§7, R§9). An invoice is derived from its order: no table of its
// own. Lines are recomputed from what the order paid for (the catalogue for stages, the fee rows, the
// add-ons' fee codes, the link), VAT rounded per group as it was charged (per milestone, per add-on,
// per fee), and the totals always add up to the order's amount exactly, in integer fils.

type PaymentRow = typeof payments.$inferSelect;
const SHOWN = ['success', 'due_at_centre', 'refund_due'] as const;
type Shown = (typeof SHOWN)[number];

/** The centre's own particulars printed on every invoice (the reference API's stand-ins). */
export const CENTRE = {
  name: { en: 'Emirates Driving Centre', ar: 'مركز الإمارات لتعليم القيادة' },
  trn: '100234567800003',
  address: { en: 'Al Quoz Industrial Area 3, Dubai, United Arab Emirates', ar: 'القوز الصناعية 3، دبي، الإمارات العربية المتحدة' },
};

const KIND_LABEL: Record<PaymentRow['kind'], LocalisedName> = {
  registration: { en: 'Course registration', ar: 'التسجيل في الدورة' },
  stage: { en: 'Course stage payment', ar: 'دفعة مرحلة الدورة' },
  additional: { en: 'Additional fees', ar: 'رسوم إضافية' },
  elite: { en: 'Elite add-ons', ar: 'الإضافات المميزة' },
  link: { en: 'Payment link', ar: 'رابط الدفع' },
};

interface Line {
  name: LocalisedName;
  payee: Payee;
  quantity: number;
  unitFils: number;
  amountFils: number;
  vatFils: number;
  totalFils: number;
}

/** Splits a group's VAT over its centre lines by amount, largest remainder first, so the parts sum exactly. */
export function allocate(totalFils: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalFils <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (totalFils * w) / sum);
  const parts = exact.map(Math.floor);
  let left = totalFils - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = parts[i]! + 1;
    left -= 1;
  }
  return parts;
}

/** One priced group (a milestone, an add-on): its lines with the group's VAT spread over them. */
function group(cat: Catalogue, feeLines: readonly { code: string; quantity: number }[], discountBp: number) {
  const priced = feeLines.map(({ code, quantity }) => {
    const fee = cat.fees.get(code);
    if (!fee) throw new Error(`catalogue: fee code ${code} is missing`);
    return { name: fee.name, payee: fee.payee, quantity, unitFils: fee.unitFils, amountFils: fee.unitFils * quantity };
  });
  const centre = priced.reduce((s, l) => s + (l.payee === 'centre' ? l.amountFils : 0), 0);
  const discountFils = Math.min(centre, applyBp(centre, discountBp));
  const vat = allocate(
    applyBp(centre - discountFils, VAT_BP),
    priced.map((l) => (l.payee === 'centre' ? l.amountFils : 0)),
  );
  const lines: Line[] = priced.map((l, i) => ({ ...l, vatFils: vat[i]!, totalFils: l.amountFils + vat[i]! }));
  return { lines, discountFils };
}

async function courseLines(db: Db, order: PaymentRow) {
  const [sc] = await db.select().from(studentCourses).where(eq(studentCourses.userId, order.userId));
  if (!sc) return { lines: [], discountFils: 0, names: [] as LocalisedName[] };
  const [[course], [promo], cat] = await Promise.all([
    db.select().from(courses).where(eq(courses.id, sc.courseId)),
    sc.promotionId ? db.select().from(promotions).where(eq(promotions.id, sc.promotionId)) : Promise.resolve([]),
    loadCatalogue(db),
  ]);
  const stageIds = new Set(order.stageIds);
  const chosen = (course?.milestones ?? []).filter((m) => order.milestoneIds.includes(m.id)).sort((a, b) => a.level - b.level);
  const groups = chosen.map((m) =>
    group(
      cat,
      m.stages.filter((s) => stageIds.has(s.id)).flatMap((s) => s.feeCodes),
      promo?.discountBp ?? 0,
    ),
  );
  return {
    lines: groups.flatMap((g) => g.lines),
    discountFils: groups.reduce((s, g) => s + g.discountFils, 0),
    names: chosen.map((m) => m.name),
  };
}

async function feeLines(db: Db, order: PaymentRow) {
  const ids = order.itemIds;
  if (ids.length === 0) return { lines: [], discountFils: 0, names: [] as LocalisedName[] };
  const [rows, cat] = await Promise.all([
    db
      .select()
      .from(additionalFees)
      .where(and(eq(additionalFees.userId, order.userId), inArray(additionalFees.id, ids)))
      .orderBy(asc(additionalFees.createdAt), asc(additionalFees.id)),
    loadCatalogue(db),
  ]);
  const lines: Line[] = rows.map((r) => {
    const fee = cat.fees.get(r.feeCode);
    return {
      name: fee?.name ?? { en: r.feeCode, ar: r.feeCode },
      payee: fee?.payee ?? 'centre',
      quantity: r.quantity,
      unitFils: Math.round(r.priceFils / r.quantity),
      amountFils: r.priceFils,
      vatFils: r.taxFils,
      totalFils: r.priceFils + r.taxFils,
    };
  });
  return { lines, discountFils: 0, names: lines.map((l) => l.name) };
}

async function addonLines(db: Db, order: PaymentRow) {
  const ids = order.itemIds;
  if (ids.length === 0) return { lines: [], discountFils: 0, names: [] as LocalisedName[] };
  const [rows, cat] = await Promise.all([db.select().from(eliteAddons).where(inArray(eliteAddons.id, ids)), loadCatalogue(db)]);
  const chosen = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const lines = chosen.flatMap((a) => group(cat, a.feeCodes, 0).lines);
  return { lines, discountFils: 0, names: chosen.map((a) => a.name) };
}

async function linkLines(db: Db, order: PaymentRow) {
  const [link] = order.itemIds[0] ? await db.select().from(paymentLinks).where(eq(paymentLinks.id, order.itemIds[0])) : [];
  const name = link?.description ?? KIND_LABEL.link;
  const line: Line = {
    name,
    payee: 'centre',
    quantity: 1,
    unitFils: order.amountFils,
    amountFils: order.amountFils,
    vatFils: 0,
    totalFils: order.amountFils,
  };
  return { lines: [line], discountFils: 0, names: [name] };
}

const LINES = { registration: courseLines, stage: courseLines, additional: feeLines, elite: addonLines, link: linkLines };

function describe(kind: PaymentRow['kind'], names: readonly LocalisedName[]): LocalisedName {
  if (kind === 'registration' || names.length === 0) return KIND_LABEL[kind];
  const label = KIND_LABEL[kind];
  return { en: `${label.en}: ${names.map((n) => n.en).join(', ')}`, ar: `${label.ar}: ${names.map((n) => n.ar).join('، ')}` };
}

function item(order: PaymentRow, description: LocalisedName) {
  return {
    _id: order.orderId,
    kind: order.kind,
    status: order.status as Shown,
    method: order.method,
    amountFils: order.amountFils,
    createdAt: order.createdAt.toISOString(),
    settledAt: order.settledAt ? order.settledAt.toISOString() : null,
    description,
  };
}

const mine = (user: UserRow) => and(eq(payments.userId, user.id), inArray(payments.status, [...SHOWN]));

/** GET payment-history: the learner's own orders that took money or are due at the centre, oldest first. */
export async function paymentHistory(db: Db, user: UserRow) {
  const rows = await db.select().from(payments).where(mine(user)).orderBy(asc(payments.createdAt), asc(payments.orderId));
  return Promise.all(rows.map(async (row) => item(row, describe(row.kind, (await LINES[row.kind](db, row)).names))));
}

/** GET payment-history/:id: one of the learner's orders as its invoice (anyone else's is 404). */
export async function paymentDetails(db: Db, user: UserRow, id: string) {
  const [order] = await db
    .select()
    .from(payments)
    .where(and(mine(user), eq(payments.orderId, id)));
  if (!order) throw notFound();
  const [{ lines, discountFils, names }, [learner]] = await Promise.all([
    LINES[order.kind](db, order),
    db.select({ name: users.name, studentId: users.studentId }).from(users).where(eq(users.id, order.userId)),
  ]);
  const sum = (pick: (l: Line) => number, payee?: Payee) => lines.reduce((s, l) => s + (payee && l.payee !== payee ? 0 : pick(l)), 0);
  const centreFils = sum((l) => l.amountFils, 'centre');
  const rtaFils = sum((l) => l.amountFils, 'rta');
  const vatFils = sum((l) => l.vatFils);
  const computed = centreFils + vatFils + rtaFils - discountFils - order.referralFils - order.walletFils;
  return {
    ...item(order, describe(order.kind, names)),
    invoiceNumber: order.orderId,
    lines,
    totals: {
      centreFils,
      vatFils,
      rtaFils,
      discountFils,
      referralFils: order.referralFils,
      walletFils: order.walletFils,
      adjustmentFils: order.amountFils - computed,
      totalFils: order.amountFils,
    },
    bankRefNo: order.bankRefNo,
    trackingId: order.trackingId,
    learner: { name: learner?.name ?? '', studentId: learner?.studentId ?? null },
    centre: CENTRE,
  };
}

import { like } from 'drizzle-orm';
import { priceLine } from '../modules/enrolment';
import { zonedToInstant } from '../platform/dates';
import type { Db } from './client';
import * as s from './schema/index';
import type { LedgerLine, PaymentStatus, Tender } from './schema/index';
import { FEE_CODES } from './seed-courses';

// A busy month of collections for the staff reports (issue 25, D§6/D§7): October 2026 in Asia/Dubai,
// 2,400 orders (about 2,000 of them paid) from 400 learners at five branches, taken by the seeded cashiers, salesmen and the CSR,
// by card, cash, bank transfer and online. Each paid order is a fee the centre raised, charged and paid
// in the ledger exactly as chargeOrder/recordPayment write it (lines priced by priceLine, the one place
// VAT is rounded), so the reports' totals can be checked against the ledger to the fils. Deterministic
// (a seeded PRNG), inserted once.

export const COLLECTION_MONTH = { y: 2026, m: 10, days: 31 } as const;
export const COLLECTION_ORDERS = 2_400;
const LEARNERS = 400;
const PREFIX = 'COL-';

/** The staff who collect, with their home branch (seed-users.ts holds the accounts). */
export const COLLECTORS = [
  { id: 'usr-cashier', branchId: 'br-al-quoz', weight: 6 },
  { id: 'usr-cashier-mirdif', branchId: 'br-mirdif', weight: 5 },
  { id: 'usr-cashier-sharjah', branchId: 'br-sharjah-tc', weight: 4 },
  { id: 'usr-cashier-main', branchId: 'br-main-training', weight: 5 },
  { id: 'usr-salesman', branchId: 'br-main', weight: 3 },
  { id: 'usr-salesman-quoz', branchId: 'br-al-quoz', weight: 2 },
  { id: 'usr-csr', branchId: 'br-main', weight: 1 },
] as const;

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FEES = [
  'CTR-PRAC-R',
  'CTR-PRAC-F',
  'CTR-PRAC-VIP',
  'CTR-PARKING',
  'CTR-ASSESS',
  'CTR-MOCK',
  'CTR-SIM',
  'RTA-TEST-FRI-SAT',
  'RTA-ROAD',
  'CTR-THEORY',
];

export async function seedCollections(db: Db): Promise<void> {
  const [done] = await db
    .select({ id: s.payments.orderId })
    .from(s.payments)
    .where(like(s.payments.orderId, `${PREFIX}%`))
    .limit(1);
  if (done) return;
  const rand = prng(20261001);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const weighted = COLLECTORS.flatMap((c) => Array.from({ length: c.weight }, () => c));

  const learners = Array.from({ length: LEARNERS }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return {
      id: `usr-col-${n}`,
      studentId: `STU-3${n.padStart(5, '0')}`,
      name: `Learner ${n}`,
      email: `learner.${n}@collections.example.ae`,
      countryCode: '971',
      startingCode: '56',
      number: String(9_800_000 + i),
      phone: `97156${9_800_000 + i}`,
      phoneVerified: true,
      roles: ['student'],
      currentStage: 'homeScreen',
      trainingBranchId: pick(COLLECTORS).branchId,
    };
  });

  const fees: (typeof s.additionalFees.$inferInsert)[] = [];
  const orders: (typeof s.payments.$inferInsert)[] = [];
  const entries: (typeof s.ledgerEntries.$inferInsert)[] = [];
  const { y, m, days } = COLLECTION_MONTH;
  for (let i = 0; i < COLLECTION_ORDERS; i++) {
    const n = String(i + 1).padStart(5, '0');
    const learner = pick(learners);
    const collector = pick(weighted);
    const code = pick(FEES);
    const fee = FEE_CODES.find((f) => f.code === code)!;
    const quantity = fee.code.startsWith('CTR-PRAC') ? 1 + Math.floor(rand() * 10) : 1;
    const priced = priceLine({ payee: fee.payee, unitFils: fee.unitFils, quantity });
    const line: LedgerLine = { name: fee.name, ...priced };
    const day = { y, m, d: 1 + Math.floor(rand() * days) };
    const at = new Date(zonedToInstant(day, 8 * 60 + Math.floor(rand() * 13 * 60)));
    const roll = rand();
    const status: PaymentStatus = roll < 0.84 ? 'success' : roll < 0.94 ? 'due_at_centre' : roll < 0.97 ? 'failure' : 'aborted';
    const online = status === 'failure' || status === 'aborted' || (status === 'success' && rand() < 0.2);
    const tender: Tender = online ? 'online' : pick(['card', 'card', 'cash', 'bank_transfer'] as const);
    const orderId = `${PREFIX}${n}`;
    const feeId = `fee-col-${n}`;
    const paid = status === 'success';
    fees.push({
      id: feeId,
      userId: learner.id,
      feeCode: code,
      quantity,
      priceFils: priced.netFils,
      taxFils: priced.vatFils,
      status: paid ? 'paid' : 'due',
      paidOrderId: paid ? orderId : null,
      createdBy: collector.id,
      createdAt: at,
      paidAt: paid ? at : null,
    });
    orders.push({
      orderId,
      userId: learner.id,
      kind: 'additional',
      method: online ? 'online' : 'edsCenter',
      amountFils: priced.totalFils,
      milestoneIds: [],
      stageIds: [],
      itemIds: [feeId],
      status,
      trackingId: online && paid ? `TRK-${orderId}` : null,
      createdAt: at,
      updatedAt: at,
      settledAt: paid ? at : null,
      branchId: online ? learner.trainingBranchId : collector.branchId,
      collectedBy: online ? null : collector.id,
      tender: status === 'due_at_centre' ? null : tender,
    });
    // as chargeOrder and recordPayment write them: charged when settled or created to be paid at the centre
    if (paid || status === 'due_at_centre') {
      entries.push({ userId: learner.id, orderId, kind: 'charge', amountFils: priced.totalFils, lines: [line], createdAt: at });
    }
    if (paid) entries.push({ userId: learner.id, orderId, kind: 'payment', amountFils: -priced.totalFils, createdAt: at });
  }

  await db.transaction(async (tx) => {
    await tx.insert(s.users).values(learners).onConflictDoNothing();
    for (let i = 0; i < fees.length; i += 500) {
      await tx.insert(s.additionalFees).values(fees.slice(i, i + 500));
      await tx.insert(s.payments).values(orders.slice(i, i + 500));
    }
    for (let i = 0; i < entries.length; i += 500) await tx.insert(s.ledgerEntries).values(entries.slice(i, i + 500));
  });
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referralBonuses, referralCodes, studentCourses, users } from '../../db/schema/index';
import { ApiError, notFound } from '../../platform/errors';
import type { UserRow } from '../session/guard';
import type { Tx } from '../../db/client';
import { aedOf } from '../money/format';
import { REFERRAL_ERRORS } from './contract';

// Referral bonuses: earned when the referee's first payment is settled (online success, or a cashier
// receiving an at-centre order), inside that transaction; once per referee (a unique index); never
// when the referee is the owner under another account; paid out by the centre once.

type Identity = Pick<UserRow, 'phone' | 'email' | 'emiratesId'> & { studentDetails: { emiratesId?: string | undefined } };

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
/** The national number: +971 50…, 00971 50… and 050… are one phone. */
const phoneKey = (v: string) =>
  digits(v)
    .replace(/^(00)?971/, '')
    .replace(/^0+/, '');
/** Case, dots and a +tag do not make another mailbox at most providers. */
const emailKey = (v: string) => {
  const [local = '', domain = ''] = v.trim().toLowerCase().split('@');
  return `${local.split('+')[0]!.replaceAll('.', '')}@${domain}`;
};
const eids = (u: Identity) => new Set([digits(u.emiratesId), digits(u.studentDetails.emiratesId)].filter((e) => e.length >= 15));

/** Whether two accounts are one person by phone, e-mail or Emirates ID (a second account farming a bonus). */
export function sharesIdentity(a: Identity, b: Identity): boolean {
  if (phoneKey(a.phone) && phoneKey(a.phone) === phoneKey(b.phone)) return true;
  if (emailKey(a.email) === emailKey(b.email)) return true;
  const theirs = eids(b);
  return [...eids(a)].some((e) => theirs.has(e));
}

/** Called where a referee's payment is settled, with the referee's row locked; only the first earns. */
export async function earnReferralBonus(tx: Tx, refereeUserId: string, at: Date): Promise<void> {
  const [row] = await tx
    .select({ code: referralCodes.code, owner: referralCodes.ownerUserId, amount: referralCodes.refereeAmountFils })
    .from(studentCourses)
    .innerJoin(referralCodes, eq(referralCodes.code, studentCourses.referralCode))
    .where(eq(studentCourses.userId, refereeUserId));
  if (!row?.owner || row.owner === refereeUserId) return;
  const people = await tx
    .select()
    .from(users)
    .where(inArray(users.id, [row.owner, refereeUserId]));
  const owner = people.find((u) => u.id === row.owner);
  const referee = people.find((u) => u.id === refereeUserId);
  if (!owner || !referee || sharesIdentity(owner, referee)) return;
  await tx
    .insert(referralBonuses)
    .values({
      id: `rb-${randomBytes(8).toString('hex')}`,
      referrerUserId: row.owner,
      refereeUserId,
      code: row.code,
      amountFils: row.amount,
      createdAt: at,
    })
    .onConflictDoNothing({ target: referralBonuses.refereeUserId });
}

const shortName = (name: string) => {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]}.` : first;
};

/** The report of the learner's own code; another learner's id is not found. */
export async function referralReport(db: Db, me: UserRow, id: string) {
  if (id !== me.id) throw notFound();
  const [[code], rows] = await Promise.all([
    db
      .select()
      .from(referralCodes)
      .where(and(eq(referralCodes.ownerUserId, me.id), eq(referralCodes.isActive, true)))
      .limit(1),
    db
      .select({ bonus: referralBonuses, name: users.name })
      .from(referralBonuses)
      .innerJoin(users, eq(users.id, referralBonuses.refereeUserId))
      .where(eq(referralBonuses.referrerUserId, me.id))
      .orderBy(asc(referralBonuses.createdAt)),
  ]);
  const totalFils = rows.reduce((sum, r) => sum + r.bonus.amountFils, 0);
  const withdrawnFils = rows.filter((r) => r.bonus.status === 'withdrawn').reduce((sum, r) => sum + r.bonus.amountFils, 0);
  // D§3 and R§3 name the amounts in AED; fils stay inside the API
  return {
    referralCode: code?.code ?? null,
    referralType: 'Referral code' as const,
    referralAmount: aedOf(code?.refereeAmountFils ?? 0),
    referralList: rows.map(({ bonus, name }) => ({
      _id: bonus.id,
      name: shortName(name),
      refereeAmount: aedOf(bonus.amountFils),
      status: bonus.status,
      createdAt: bonus.createdAt.toISOString(),
      withdrawnAt: bonus.withdrawnAt?.toISOString() ?? null,
    })),
    totals: { total: aedOf(totalFils), remaining: aedOf(totalFils - withdrawnFils), withdrawn: aedOf(withdrawnFils) },
  };
}

/** Staff pay a bonus out at the centre: once (a conditional update; a second try is 409). */
export async function withdrawBonus(db: Db, staff: UserRow, id: string, now: number) {
  const [row] = await db
    .update(referralBonuses)
    .set({ status: 'withdrawn', withdrawnAt: new Date(now), withdrawnBy: staff.id })
    .where(and(eq(referralBonuses.id, id), eq(referralBonuses.status, 'earned')))
    .returning();
  if (row) return { _id: row.id, status: 'withdrawn' as const };
  const [exists] = await db.select({ id: referralBonuses.id }).from(referralBonuses).where(eq(referralBonuses.id, id));
  throw exists ? new ApiError(REFERRAL_ERRORS.bonus_withdrawn) : notFound();
}

/**
 * The owner cancels their own code (D§4 "Referral can be applied, removed or cancelled"): no one can apply
 * it from now on (apply-referral checks isActive). Learners who applied it before keep it on their plan,
 * and what they earn the owner stays earned. One conditional update: a second cancel (or two at once) is
 * 409; someone else's code, or one that does not exist, is 404.
 */
export async function cancelReferral(db: Db, me: UserRow, code: string, now: number) {
  const [row] = await db.transaction((tx) =>
    tx
      .update(referralCodes)
      .set({ isActive: false, cancelledAt: new Date(now) })
      .where(and(sql`upper(${referralCodes.code}) = ${code.toUpperCase()}`, eq(referralCodes.ownerUserId, me.id), eq(referralCodes.isActive, true)))
      .returning(),
  );
  if (row) return { referralCode: row.code, isActive: false as const, cancelledAt: row.cancelledAt!.toISOString() };
  const [mine] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(sql`upper(${referralCodes.code}) = ${code.toUpperCase()}`, eq(referralCodes.ownerUserId, me.id)));
  throw mine ? new ApiError(REFERRAL_ERRORS.referral_already_cancelled) : notFound();
}

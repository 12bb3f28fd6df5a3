import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { otpChallenges, pendingRegistrations, revokedTokens, users, type PendingPayload } from '../../db/schema/index';

// The auth module's SQL. Functions taking `tx` run inside the caller's transaction.
type Conn = Db | Tx;

export const userByPhone = async (db: Conn, phone: string) => (await db.select().from(users).where(eq(users.phone, phone)))[0];

export async function userIdByPhoneAndRole(db: Conn, phone: string, role: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), sql`${users.roles} @> ${JSON.stringify([role])}::jsonb`));
  return row?.id ?? null;
}

/** Expired sign-ups are cleaned lazily, by the next sign-up. */
export const deleteExpiredPending = (tx: Conn, now: Date) => tx.delete(pendingRegistrations).where(lt(pendingRegistrations.expiresAt, now));

/**
 * One pending registration per phone (the unique index decides): a new sign-up replaces the payload of
 * the pending one and keeps its id. Concurrent sign-ups for one number wait on the index, then update.
 */
export async function upsertPending(tx: Tx, phone: string, payload: PendingPayload, now: Date, expiresAt: Date): Promise<string> {
  const [row] = await tx
    .insert(pendingRegistrations)
    .values({ id: `pnd-${randomUUID()}`, phone, payload, expiresAt, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: pendingRegistrations.phone, set: { payload, expiresAt, updatedAt: now } })
    .returning({ id: pendingRegistrations.id });
  return row!.id;
}

/** The codes of a replaced sign-up die with it. */
export const dropChallengesOf = (tx: Tx, pendingId: string) => tx.delete(otpChallenges).where(eq(otpChallenges.pendingRegistrationId, pendingId));

export async function pendingById(tx: Tx, id: string) {
  const [row] = await tx.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, id)).for('update');
  return row;
}

export const deletePending = (tx: Tx, id: string) => tx.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));

/** The account a verified sign-up becomes; the unique indexes on phone, e-mail and Emirates ID decide. */
export async function insertUserFromPending(tx: Tx, phone: string, p: PendingPayload) {
  const [user] = await tx
    .insert(users)
    .values({
      id: `usr-${randomUUID()}`,
      studentId: sql`'STU-' || nextval('student_id_seq')`,
      name: p.name,
      email: p.email,
      countryCode: p.countryCode,
      startingCode: p.startingCode,
      number: p.number,
      phone,
      phoneVerified: true,
      passwordHash: p.passwordHash,
      roles: ['student'],
      gender: p.gender,
      dob: p.dob,
      nationality: p.nationality,
      emiratesId: p.emiratesId,
      trainingBranchId: p.trainingBranchId,
      studentDetails: p.studentDetails,
      currentStage: 'personalDetails',
      registrationPlatform: p.registrationPlatform,
    })
    .returning();
  return user!;
}

export async function markPhoneVerified(tx: Tx, userId: string) {
  const [user] = await tx.update(users).set({ phoneVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}

export async function setPassword(tx: Tx, userId: string, passwordHash: string, validAfter: Date) {
  await tx.update(users).set({ passwordHash, tokensValidAfter: validAfter, phoneVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function revoke(tx: Tx, jti: string, expiresAt: Date, now: Date) {
  await tx.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}

export async function markEmailVerified(db: Conn, userId: string, email: string) {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return !!row;
}

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/index';
import type { NotificationItem } from './contract';

type Row = typeof notifications.$inferSelect;

export const toItem = (row: Row): NotificationItem => ({
  _id: row.id,
  kind: row.kind,
  message: { en: row.messageEn, ar: row.messageAr },
  timestamp: row.createdAt.toISOString(),
  isRead: row.readAt !== null,
});

export interface NewNotification {
  kind: string;
  en: string;
  ar: string;
  /** Names the event, so raising it again (a replayed web-hook) adds nothing. */
  eventKey?: string;
}

/** Inserts one notification; null when the event already notified this learner (held by a unique index). */
export async function insertNotification(db: Db, userId: string, n: NewNotification): Promise<Row | null> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, kind: n.kind, messageEn: n.en, messageAr: n.ar, eventKey: n.eventKey ?? null })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function listNotifications(db: Db, userId: string, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0, page, perPage };
}

export async function unseenCount(db: Db, userId: string): Promise<{ count: number; latestId: string | null }> {
  const [[row], [latest]] = await Promise.all([
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt))),
    db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(1),
  ]);
  return { count: row?.n ?? 0, latestId: latest?.id ?? null };
}

/** Opening the bell: everything so far has been seen (the count drops to 0). */
export async function markSeen(db: Db, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ seenAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.seenAt)));
}

/** Mark all read: read and seen. */
export async function markAllRead(db: Db, userId: string, at: Date) {
  await db
    .update(notifications)
    .set({ readAt: at, seenAt: sql`coalesce(${notifications.seenAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * What the learner has not received yet: notifications newer than the one the client last had (by
 * time, then id), oldest first; with no id, the unseen ones. At most `limit`.
 */
export async function newerThan(db: Db, userId: string, lastId: string | null | undefined, limit = 20): Promise<NotificationItem[]> {
  let where = and(eq(notifications.userId, userId), isNull(notifications.seenAt));
  if (lastId && /^[0-9a-f-]{36}$/i.test(lastId)) {
    const [last] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.id, lastId)));
    // Compared inside the database: PostgreSQL keeps microseconds, a JavaScript Date only milliseconds.
    if (last) {
      where = and(
        eq(notifications.userId, userId),
        sql`(${notifications.createdAt}, ${notifications.id}) > (select n.created_at, n.id from notifications n where n.id = ${last.id})`,
      );
    }
  }
  const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit);
  return rows.reverse().map(toItem);
}

import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { schedules, trainingBranches } from '../../db/schema/index';
import type { Db, Tx } from '../../db/client';
import { insertNotification } from '../notifications/repo';
import { notify } from '../notifications/service';
import type { ScheduleView } from './contract';
import { completePassed } from './learner';
import { KIND_LABELS } from './repo';
import { formatLocal, HOUR } from './time';

// What a learner is told about their sessions, in both languages (the local time dd/MM/yyyy HH:mm in
// Asia/Dubai): a booking, a cancellation, a session the centre needs to move, and reminders 24 h and 2 h
// before. Every notice carries an event key, so a retry or a second API process notifies once.

type NoticeCtx = Pick<AppContext, 'db' | 'realtime' | 'env' | 'now'>;
export type ScheduleEvent = 'booked' | 'cancelled' | 'marked';

function text(view: ScheduleView, event: ScheduleEvent): { en: string; ar: string } {
  const kind = KIND_LABELS[view.kind];
  const when = formatLocal(Date.parse(view.startsAt));
  const whenAr = formatLocal(Date.parse(view.startsAt), 'ar');
  switch (event) {
    case 'booked':
      return {
        en: `Your ${kind.en} session on ${when} at ${view.branch.name.en} is booked.`,
        ar: `تم حجز جلسة ${kind.ar} بتاريخ ${whenAr} في ${view.branch.name.ar}.`,
      };
    case 'cancelled':
      return {
        en: `Your ${kind.en} session on ${when} has been cancelled.`,
        ar: `تم إلغاء جلسة ${kind.ar} بتاريخ ${whenAr}.`,
      };
    case 'marked':
      return {
        en: `Your ${kind.en} session on ${when} needs a new time${view.cancelReason ? ` (${view.cancelReason})` : ''}. Please book another slot.`,
        ar: `تحتاج جلسة ${kind.ar} بتاريخ ${whenAr} إلى موعد جديد${view.cancelReason ? ` (${view.cancelReason})` : ''}. يرجى حجز موعد آخر.`,
      };
  }
}

const KINDS: Record<ScheduleEvent, string> = { booked: 'schedule_booked', cancelled: 'schedule_cancelled', marked: 'schedule_marked_for_reschedule' };

/**
 * Raises the session's notice inside the transaction that changed it, so the change and its notice commit
 * together; true when it is new (then announce it on the realtime channel after the commit).
 */
export async function noticeIn(tx: Tx, view: ScheduleView, userId: string, event: ScheduleEvent): Promise<boolean> {
  const row = await insertNotification(tx as unknown as Db, userId, {
    kind: KINDS[event],
    ...text(view, event),
    eventKey: `schedule:${view._id}:${event}`,
  });
  return row !== null;
}

export interface Changed {
  view: ScheduleView;
  userId: string;
  raised: boolean;
}

/** After the commit: tell the learner's open connections, answer the session. */
export function announced(ctx: Pick<AppContext, 'realtime'>, changed: Changed): ScheduleView {
  if (changed.raised) ctx.realtime.announce(changed.userId);
  return changed.view;
}

/**
 * The reminder sweep: every SCHEDULED session starting within 24 h (2 h) gets its reminder once, unless it
 * was booked after that mark. Two sweeps at once (two processes) notify once: the event key is unique.
 */
export async function sendReminders(ctx: NoticeCtx): Promise<number> {
  const now = ctx.now();
  await completePassed(ctx.db, now);
  const due = await ctx.db
    .select({ s: schedules, branch: trainingBranches.name })
    .from(schedules)
    .innerJoin(trainingBranches, eq(trainingBranches.id, schedules.branchId))
    .where(
      and(
        eq(schedules.status, 'SCHEDULED'),
        gt(schedules.startsAt, new Date(now)),
        lte(schedules.startsAt, new Date(now + 24 * HOUR)),
        or(isNull(schedules.reminded24hAt), isNull(schedules.reminded2hAt)),
      ),
    );
  let sent = 0;
  for (const { s, branch } of due) {
    const start = s.startsAt.getTime();
    const which = start - now <= 2 * HOUR ? '2h' : '24h';
    if (which === '24h' && s.reminded24hAt) continue;
    const mark = start - (which === '2h' ? 2 : 24) * HOUR;
    // a session booked after the mark was confirmed at booking time: no reminder for that mark
    if (s.createdAt.getTime() <= mark) {
      const kind = KIND_LABELS[s.kind];
      const when = formatLocal(start);
      const whenAr = formatLocal(start, 'ar');
      const item = await notify(ctx, s.userId, {
        kind: 'schedule_reminder',
        en: `Reminder: your ${kind.en} session starts ${when} at ${branch.en}.`,
        ar: `تذكير: تبدأ جلسة ${kind.ar} ${whenAr} في ${branch.ar}.`,
        eventKey: `schedule:${s.id}:${which}`,
      });
      if (item) sent += 1;
    }
    const at = new Date(now);
    await ctx.db
      .update(schedules)
      .set(which === '2h' ? { reminded2hAt: at, reminded24hAt: s.reminded24hAt ?? at } : { reminded24hAt: at })
      .where(eq(schedules.id, s.id));
  }
  return sent;
}

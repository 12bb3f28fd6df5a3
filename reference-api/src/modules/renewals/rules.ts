import type { PermitType } from '../../db/schema/index';
import { addDays, dayString, daysBetween, isoWeekday, local, parseDay, type Day } from '../schedules/time';
import { RENEWAL_MONTHS, RENEWAL_NOTICE_DAYS, type PermitView } from './contract';

// The renewal figures, pure: `now` passed in, days in Asia/Dubai through the API's one date module.

export interface PermitRow {
  type: PermitType;
  expiresOn: string;
  renewalRequestedAt: Date | null;
  renewalVisitOn: string | null;
}

const dayKey = (d: Day) => `${d.y}-${String(d.m).padStart(2, '0')}-${String(d.d).padStart(2, '0')}`;
const order = (d: Day) => d.y * 10_000 + d.m * 100 + d.d;

/** Same day n months on, clamped to the month's end (31 Aug + 6 months → 28/29 Feb). */
export function addMonths(day: Day, months: number): Day {
  const index = day.y * 12 + (day.m - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { y, m, d: Math.min(day.d, last) };
}

/** The first day after today the centre is open for renewals (Monday to Saturday, as appointments). */
export function nextVisitDay(now: number): Day {
  let day = addDays(local(now).day, 1);
  while (isoWeekday(day) === 7) day = addDays(day, 1);
  return day;
}

export function statusOf(daysLeft: number): PermitView['status'] {
  if (daysLeft < 0) return 'expired';
  return daysLeft <= RENEWAL_NOTICE_DAYS ? 'expiring' : 'valid';
}

/** Whether the document is still valid on a day (its last valid day included). */
export const validOn = (expiresOn: string, day: Day) => order(parseDay(expiresOn)!) >= order(day);

export function permitView(row: PermitRow, now: number): PermitView {
  const expires = parseDay(row.expiresOn)!;
  const daysLeft = daysBetween(local(now).day, expires);
  const visit = row.renewalVisitOn ? parseDay(row.renewalVisitOn)! : nextVisitDay(now);
  // renewed early, the new term follows the old one; renewed late, it runs from the visit
  const from = order(expires) >= order(visit) ? expires : visit;
  return {
    type: row.type,
    expiresOn: dayString(expires),
    status: statusOf(daysLeft),
    daysLeft,
    renewalDate: dayString(visit),
    renewedUntil: dayString(addMonths(from, RENEWAL_MONTHS[row.type])),
    requestedAt: row.renewalRequestedAt?.toISOString() ?? null,
  };
}

export { dayKey };

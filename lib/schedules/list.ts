import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import { dayToApi, todayIn } from '@/lib/domain/dates';
import { dayRanges, upcomingScheduled, type YearMonth } from '@/lib/domain/schedules';
import { attempt } from '@/lib/upstream/result';
import { listSchedules } from '@/lib/upstream/schedules';
import type { Schedule } from '@/lib/upstream/schemas/schedules';

/** A month's sessions, every status (the Schedules tab groups them). */
export async function listMonth(month: YearMonth): Promise<Result<Schedule[]>> {
  return attempt(() => listSchedules(month));
}

/** Bookings open this many days ahead (the API's window, 60 days, and today). */
const BOOKING_DAYS = 61;

/**
 * Every SCHEDULED session from today to the end of the booking window (the dashboard, D§2): the list
 * answers 31 days a call, so the window is read in two ranges, side by side.
 */
export async function listUpcoming(now: Date): Promise<Result<Schedule[]>> {
  const today = todayIn({ now });
  const parts = await Promise.all(
    dayRanges(today, BOOKING_DAYS).map(({ from, to }) =>
      attempt(() => listSchedules({ startDate: dayToApi(from), endDate: dayToApi(to), status: 'SCHEDULED' })),
    ),
  );
  const failed = parts.find((p) => !p.ok);
  if (failed) return failed;
  return {
    ok: true,
    value: upcomingScheduled(
      parts.flatMap((p) => (p.ok ? p.value : [])),
      now,
      Number.POSITIVE_INFINITY,
    ),
  };
}

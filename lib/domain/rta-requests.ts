import { isIsoDate } from './dates';

// RTA test requests' preferred days (D§9 "up to 3 preferred dates", issue 27): each a real day, none
// before today in Asia/Dubai (the caller passes today, `todayIn`), none twice. The reference API holds
// the same rules (reference-api/src/modules/rta-test-requests/service.ts); the form checks them first.

export const MAX_PREFERRED_DATES = 3;

export type PreferredDateProblem = 'invalid' | 'date_past' | 'date_repeated';

/** Each day's first failing rule (null when it passes); empty strings are unused boxes and pass. */
export function preferredDateProblems({ dates, today }: { dates: readonly string[]; today: string }): (PreferredDateProblem | null)[] {
  const seen = new Set<string>();
  return dates.map((day) => {
    if (day === '') return null;
    if (!isIsoDate(day)) return 'invalid';
    if (day < today) return 'date_past';
    if (seen.has(day)) return 'date_repeated';
    seen.add(day);
    return null;
  });
}

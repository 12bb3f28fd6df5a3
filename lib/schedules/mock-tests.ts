import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { YearMonth } from '@/lib/domain/schedules';
import type { Schedule } from '@/lib/upstream/schemas/schedules';
import { listMonth, listUpcoming } from './list';

// The Mock Test Schedules tab (D§2): the learner's mock-test sessions, booked through schedules
// (D§7 mock-test/find-schedule, book-schedule). The list call has no kind filter (D§7 names none):
// the month and the upcoming window are read as the Schedules tab reads them and kept to mock tests.

const mockTests = (r: Result<Schedule[]>): Result<Schedule[]> => (r.ok ? { ok: true, value: r.value.filter((s) => s.kind === 'mockTest') } : r);

export async function mockTestSessions(month: YearMonth, now: Date): Promise<{ upcoming: Result<Schedule[]>; month: Result<Schedule[]> }> {
  const [upcoming, inMonth] = await Promise.all([listUpcoming(now), listMonth(month)]);
  return { upcoming: mockTests(upcoming), month: mockTests(inMonth) };
}

import { call, get, post, startTestApp, type TestApp, type TestDbOptions } from './test-app';

// The schedules suites' shared setup: an app whose tokens outlive the clock moves the tests make,
// registered learners made in bulk through the sandbox, and days named as the contract sends them
// (the UTC-midnight ISO string of a Dubai date).

export const startScheduleApp = (overrides: Record<string, string> = {}, dbOptions: TestDbOptions = {}) =>
  startTestApp({ TOKEN_TTL_SECONDS: String(90 * 24 * 3600), ...overrides }, {}, dbOptions);

/**
 * Counts the SQL statements run while `work` runs (pass `logger` to startScheduleApp). A count, unlike a
 * time, does not depend on the machine's load: "a handful of queries, never one per slot" is asserted on it.
 */
export function queryCounter() {
  let count = 0;
  return {
    logger: { logQuery: () => void (count += 1) },
    async count<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
      const before = count;
      const result = await work();
      return { result, queries: count - before };
    },
  };
}

export interface SandboxLearner {
  userId: string;
  token: string;
}

export async function sandboxLearners(
  t: TestApp,
  count: number,
  opts: { paidKinds?: string[]; courseCode?: string } = {},
): Promise<SandboxLearner[]> {
  const res = await post(t.app, '/sandbox/learners', { count, ...opts });
  if (res.status !== 201) throw new Error(`sandbox learners refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The day `ahead` days from the clock's today in Dubai, moved forward to the ISO weekday wanted (1 = Monday). */
export function dayAhead(t: TestApp, ahead: number, isoWeekday = 3): string {
  const dubai = new Date(t.clock.now() + 4 * 3600_000);
  const d = new Date(Date.UTC(dubai.getUTCFullYear(), dubai.getUTCMonth(), dubai.getUTCDate() + ahead));
  while (((d.getUTCDay() + 6) % 7) + 1 !== isoWeekday) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}

/** The instant of a Dubai wall-clock time on a day string: at(day, '09:00'). */
export const at = (day: string, hhmm: string) => new Date(`${day.slice(0, 10)}T${hhmm}:00+04:00`).toISOString();

export const PRACTICE_STAGE = 'lmv-std-s-practice';

export interface SlotQuery {
  branchId?: string;
  instructorTypeId?: string;
  durationMinutes?: number;
  instanceCode?: string;
  courseTypeId?: string;
}

export async function practicalSlots(t: TestApp, token: string, date: string, q: SlotQuery = {}) {
  const params = new URLSearchParams({
    instanceCode: q.instanceCode ?? PRACTICE_STAGE,
    licenseTypeId: 'lt-lmv',
    branchId: q.branchId ?? 'br-al-quoz',
    instructorTypeId: q.instructorTypeId ?? 'it-standard',
    courseTypeId: q.courseTypeId ?? 'ct-regular',
    gearType: 'automatic',
    date,
    ...(q.durationMinutes !== undefined ? { durationMinutes: String(q.durationMinutes) } : {}),
  });
  return get(t.app, `/schedule/v1/work-time/practical-training/time-slots?${params}`, token);
}

/** The slot of a day's search that starts at a Dubai time. */
export async function slotAt(t: TestApp, token: string, date: string, hhmm: string, q: SlotQuery = {}) {
  const res = await practicalSlots(t, token, date, q);
  if (res.status !== 200) throw new Error(`slot search refused: ${res.status} ${JSON.stringify(res.body)}`);
  const slot = res.body.data.slots.find((s: { startsAt: string }) => s.startsAt === at(date, hhmm));
  if (!slot) throw new Error(`no slot at ${hhmm} on ${date}`);
  return slot as { slotId: string; startsAt: string; endsAt: string; status: string };
}

export const book = (t: TestApp, token: string, body: Record<string, unknown>) =>
  post(t.app, '/schedule/v1/schedule/book', { instanceCode: PRACTICE_STAGE, ...body }, token);

export const cancel = (t: TestApp, token: string, id: string, reason = 'Cannot make it') =>
  call(t.app, {
    method: 'DELETE',
    url: `/schedule/v1/schedule/${id}?reason=${encodeURIComponent(reason)}`,
    headers: { authorization: `Bearer ${token}` },
  });

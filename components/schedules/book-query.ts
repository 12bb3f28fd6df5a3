import type { ScheduleKind } from '@/lib/upstream/schemas/schedules';

// The booking page's state lives in its query string, so every step is a plain link or GET form
// (works before hydration and without JavaScript) and the server renders each step with its data.

export interface BookQuery {
  kind?: ScheduleKind | undefined;
  branch?: string | undefined;
  itype?: string | undefined;
  gear?: string | undefined;
  duration?: string | undefined;
  find?: string | undefined;
  day?: string | undefined;
  slot?: string | undefined;
  from?: string | undefined;
  time?: string | undefined;
  confirm?: string | undefined;
  /** the MARKED_FOR_RESCHEDULE session being rebooked: carried through every step to the Book button */
  reschedule?: string | undefined;
}

const KEYS = ['kind', 'branch', 'itype', 'gear', 'duration', 'find', 'day', 'slot', 'from', 'time', 'confirm', 'reschedule'] as const;

export function readBookQuery(raw: Record<string, string | string[] | undefined>): BookQuery {
  const out: Record<string, string> = {};
  for (const key of KEYS) {
    const value = raw[key];
    if (typeof value === 'string' && value.length <= 500) out[key] = value;
  }
  return out as BookQuery;
}

/** The booking page's path with these values (empty ones left out), locale-free for Link. */
export function bookHref(query: BookQuery): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return `/dashboard/schedules/book${search ? `?${search}` : ''}`;
}

/** Hidden inputs that carry the earlier steps' choices through a GET form. */
export function carried(query: BookQuery, keys: readonly (keyof BookQuery)[]): [string, string][] {
  return keys.map((key) => [key, query[key] ?? ''] as [string, string]).filter(([, value]) => value !== '');
}

/** The rebooking being carried, as a hidden input of a step's GET form (nothing for a new booking). */
export function rescheduleField(query: BookQuery): [string, string][] {
  return carried(query, ['reschedule']);
}

/** The rebooking for the Book action's values (`rescheduleOf`), or nothing. */
export function rescheduleValue(query: BookQuery): { rescheduleOf?: string } {
  return query.reschedule ? { rescheduleOf: query.reschedule } : {};
}

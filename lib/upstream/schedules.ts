import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { deleteResource } from './list';
import { envelopeSchema } from './schemas/common';
import {
  commentSchema,
  daySlotsSchema,
  findDaysSchema,
  rangeSlotsSchema,
  ratingSchema,
  scheduleConfigSchema,
  scheduleListSchema,
  scheduleSchema,
  scheduleSummarySchema,
  type ScheduleStatus,
} from './schemas/schedules';

// The learner's calls of schedule/v1 (contract "Schedules and bookings", D§7). Days go out as the
// UTC-midnight ISO string of the Dubai calendar day (lib/domain/dates.ts dayToApi), made by the caller.

const BASE = '/schedule/v1';
const ctxOr = async (ctx?: CallContext) => ctx ?? (await requestContext());

export async function getScheduleConfig(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(scheduleConfigSchema), `${BASE}/work-time/time-slots`, await ctxOr(ctx))).data;
}

/** A month (year, month 1–12) or an inclusive range of days (UTC-midnight ISO, at most 31 days). */
export type ListQuery = ({ year: number; month: number } | { startDate: string; endDate: string }) & { status?: ScheduleStatus | 'GROUPED' };

export async function listSchedules(query: ListQuery, ctx?: CallContext) {
  const searchParams: Record<string, string> = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const path = `${BASE}/schedule/list`;
  return (await upstreamJson(envelopeSchema(scheduleListSchema), path, { ...(await ctxOr(ctx)), searchParams })).data.schedules;
}

/** Counts by status and the practical minutes paid, booked and completed. */
export async function getScheduleSummary(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(scheduleSummarySchema), `${BASE}/schedule/summary`, await ctxOr(ctx))).data;
}

export async function getSchedule(id: string, ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(scheduleSchema), `${BASE}/schedule/${encodeURIComponent(id)}`, await ctxOr(ctx))).data;
}

export interface PracticalQuery {
  instanceCode: string;
  licenseTypeId: string;
  branchId: string;
  instructorTypeId: string;
  courseTypeId: string;
  gearType: string;
  /** a day, UTC-midnight ISO */
  date: string;
  durationMinutes: number;
}

export async function getPracticalSlots(query: PracticalQuery, ctx?: CallContext) {
  const searchParams = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const path = `${BASE}/work-time/practical-training/time-slots`;
  return (await upstreamJson(envelopeSchema(daySlotsSchema), path, { ...(await ctxOr(ctx)), searchParams })).data;
}

export async function getVipSlots(query: { date: string; branchId: string; durationMinutes: number }, ctx?: CallContext) {
  const searchParams = { date: query.date, branchId: query.branchId, durationMinutes: String(query.durationMinutes) };
  const path = `${BASE}/availability/instructor/find-vip-slots`;
  return (await upstreamJson(envelopeSchema(daySlotsSchema), path, { ...(await ctxOr(ctx)), searchParams })).data;
}

/**
 * D§3 "Schedule request": what a practical search or booking is made against. `instanceId` is the
 * learner's course and `instanceCode` the stage that opens the kind (the reference's reading; spec silent).
 */
export interface ScheduleRequest {
  instanceId: string;
  instanceCode: string;
  licenseTypeId: string;
  branchId: string;
  instructorTypeId: string;
  courseTypeId: string;
  gearType: string;
}

export interface FindQuery extends ScheduleRequest {
  startDate: string;
  endDate: string;
  durationMinutes: number;
}

export async function findScheduleDays(query: FindQuery, ctx?: CallContext) {
  const path = `${BASE}/schedule/find`;
  return (await upstreamJson(envelopeSchema(findDaysSchema), path, { ...(await ctxOr(ctx)), method: 'POST', json: query })).data.days;
}

/** The kinds booked by a seat or a device: their find and book paths. */
export const RANGE_KIND_PATHS = {
  lectureHall: 'lecture-hall',
  mockTest: 'mock-test',
  simulator: 'simulator-training',
} as const;
export type RangeKind = keyof typeof RANGE_KIND_PATHS;

export async function findRangeSlots(kind: RangeKind, query: { startDate: string; endDate: string; branchId?: string }, ctx?: CallContext) {
  const path = `${BASE}/${RANGE_KIND_PATHS[kind]}/find-schedule`;
  return (await upstreamJson(envelopeSchema(rangeSlotsSchema), path, { ...(await ctxOr(ctx)), method: 'POST', json: query })).data.slots;
}

/** `rescheduleOf`: the MARKED_FOR_RESCHEDULE session this booking replaces. */
export async function bookRangeSlot(kind: RangeKind, body: { slotId: string; rescheduleOf?: string }, ctx?: CallContext) {
  const path = `${BASE}/${RANGE_KIND_PATHS[kind]}/book-schedule`;
  return (await upstreamJson(envelopeSchema(scheduleSchema), path, { ...(await ctxOr(ctx)), method: 'POST', json: body })).data;
}

export async function bookSlot(body: ScheduleRequest & { slotId: string; instructorId?: string; rescheduleOf?: string }, ctx?: CallContext) {
  const path = `${BASE}/schedule/book`;
  return (await upstreamJson(envelopeSchema(scheduleSchema), path, { ...(await ctxOr(ctx)), method: 'POST', json: body })).data;
}

export async function bookCustom(
  studentId: string,
  body: { startsAt: string; durationMinutes: number; branchId: string; gearType?: string; rescheduleOf?: string },
  ctx?: CallContext,
) {
  const path = `${BASE}/schedule/book-custom-schedule`;
  const options = { ...(await ctxOr(ctx)), method: 'POST' as const, json: body, searchParams: { studentId } };
  return (await upstreamJson(envelopeSchema(scheduleSchema), path, options)).data;
}

/** D§7 `DELETE schedule/{id}?reason`: the generic DELETE {resource}/{id} (list.ts), the reason as its extra param. */
export async function cancelSchedule(id: string, reason: string, ctx?: CallContext) {
  return deleteResource(`${BASE}/schedule`, id, scheduleSchema, { ...(await ctxOr(ctx)), params: { reason } });
}

export async function rateSchedule(id: string, rating: number, ctx?: CallContext) {
  const path = `${BASE}/schedule/${encodeURIComponent(id)}/rating`;
  return (await upstreamJson(envelopeSchema(ratingSchema), path, { ...(await ctxOr(ctx)), method: 'POST', json: { rating } })).data;
}

export async function commentOnSchedule(id: string, message: string, ctx?: CallContext) {
  const path = `${BASE}/schedule/${encodeURIComponent(id)}/comment`;
  return (await upstreamJson(envelopeSchema(commentSchema), path, { ...(await ctxOr(ctx)), method: 'POST', json: { message } })).data;
}

import 'server-only';
import { z } from 'zod';
import { upstreamJson } from './client';
import type { CallContext } from './context';
import { envelopeSchema } from './schemas/common';

// Appointments and customer feedback, no token (D§6): the slots of a day (D§7 GET
// entity/v1/appointment-slotes?date, the spec's spelling), a booking and feedback (POST
// book-an-appointment, customer-feedback). D§3: the mobile number travels with its country code and
// starting code. Payload names beyond that are the reference API's (spec silent, docs/api-contract.md).

export interface Mobile {
  countryCode: string;
  startingCode: string;
  number: string;
}

const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string(), status: z.enum(['AVAILABLE', 'BOOKED', 'NOT AVAILABLE']) });
const daySlotsSchema = z.object({ date: z.string(), slots: z.array(slotSchema) });
export type AppointmentSlot = z.output<typeof slotSchema>;

/** `date` is the day as D§7 sends days: its UTC-midnight ISO string. */
export async function getAppointmentSlots(date: string, ctx: CallContext = {}) {
  return (await upstreamJson(envelopeSchema(daySlotsSchema), '/entity/v1/appointment-slotes', { ...ctx, searchParams: { date } })).data;
}

const appointmentSchema = z.object({ _id: z.string(), name: z.string(), startsAt: z.string(), endsAt: z.string() });

export async function bookAppointment(input: { name: string; mobile: Mobile; startsAt: string }, ctx: CallContext = {}) {
  return (await upstreamJson(envelopeSchema(appointmentSchema), '/book-an-appointment', { ...ctx, method: 'POST', json: input })).data;
}

const feedbackSchema = z.object({ _id: z.string(), rating: z.number(), createdAt: z.string() });

export async function sendCustomerFeedback(input: { rating: number; message: string; mobile: Mobile }, ctx: CallContext = {}) {
  return (await upstreamJson(envelopeSchema(feedbackSchema), '/customer-feedback', { ...ctx, method: 'POST', json: input })).data;
}

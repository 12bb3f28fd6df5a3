import { z } from 'zod';

// The error envelope both the upstream API and the BFF answer with (docs/api-contract.md).
// Read leniently: a body that is only half an envelope still yields its usable parts,
// because the spec's fallbacks ('Invalid Data in Form!') cover whatever is missing.

export const errorListSchema = z.array(z.object({ field: z.string(), message: z.string().optional() }));
export const errorMapSchema = z.record(z.string(), z.string());

export const errorEnvelopeSchema = z.object({
  statusCode: z.number().int(),
  message: z.string().optional(),
  errors: z.union([errorListSchema, errorMapSchema]).optional(),
});

export type ErrorList = z.infer<typeof errorListSchema>;
export type ErrorMap = z.infer<typeof errorMapSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface ReadEnvelope {
  message?: string;
  list?: ErrorList;
  map?: ErrorMap;
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Pulls message, error list or error map out of any parsed JSON body (or nothing). */
export function readEnvelope(body: unknown): ReadEnvelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const out: ReadEnvelope = {};
  const message = nonBlank(record.message);
  if (message) out.message = message;
  const list = errorListSchema.safeParse(record.errors);
  if (list.success) {
    out.list = list.data;
  } else if (typeof record.errors === 'object' && record.errors !== null && !Array.isArray(record.errors)) {
    // Keep only string messages: a nested or null value is not something a person can read.
    const entries = Object.entries(record.errors).filter((e): e is [string, string] => nonBlank(e[1]) !== undefined);
    if (entries.length > 0) out.map = Object.fromEntries(entries);
  }
  return out;
}

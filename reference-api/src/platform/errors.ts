import { z } from 'zod';
import { FIELD_CODES, type FieldErrors } from './fields';

// One error envelope for every non-2xx answer: { statusCode, code, message, fields? } (contract "Error
// envelope"). A code is defined once, with its status and English message, in the generic table below or
// in its domain's contract.ts; src/error-codes.ts gathers them into the registry the contract test reads.
export interface ErrorDef<C extends string = string> {
  code: C;
  status: number;
  message: string;
}

export function defineErrors<const T extends Record<string, readonly [number, string]>>(table: T): { [K in keyof T & string]: ErrorDef<K> } {
  return Object.fromEntries(Object.entries(table).map(([code, [status, message]]) => [code, { code, status, message }])) as {
    [K in keyof T & string]: ErrorDef<K>;
  };
}

export const GENERIC_ERRORS = defineErrors({
  invalid_data: [400, 'Invalid Data in Form!'],
  unauthorized: [401, 'Unauthorized'],
  token_invalid: [401, 'Invalid or expired token'],
  forbidden: [403, 'Forbidden'],
  not_found: [404, 'Not Found'],
  method_not_allowed: [405, 'Method Not Allowed'],
  conflict: [409, 'Already exists'],
  payload_too_large: [413, 'Request body is too large'],
  uri_too_long: [414, 'Request URI is too long'],
  unsupported_media_type: [415, 'Unsupported content type'],
  too_many_requests: [429, 'Too many requests, please try again later'],
  internal: [500, 'Internal Server Error'],
  service_unavailable: [503, 'The service is unavailable right now. Please try again in a moment.'],
});

export interface ApiErrorOptions {
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly fields?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(
    readonly def: ErrorDef,
    opts: ApiErrorOptions = {},
  ) {
    super(def.message);
    this.name = 'ApiError';
    if (opts.fields && Object.keys(opts.fields).length) this.fields = opts.fields;
    this.headers = { ...opts.headers };
    if (opts.retryAfterSeconds !== undefined) this.headers['retry-after'] = String(Math.max(1, Math.ceil(opts.retryAfterSeconds)));
  }

  get statusCode() {
    return this.def.status;
  }

  toBody(): ErrorBody {
    return { statusCode: this.def.status, code: this.def.code, message: this.def.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

/** 400 invalid_data carrying field errors (the first failing rule of each field). */
export const invalidData = (fields?: FieldErrors) => new ApiError(GENERIC_ERRORS.invalid_data, { fields });
export const unauthorized = () => new ApiError(GENERIC_ERRORS.unauthorized);
export const tokenInvalid = () => new ApiError(GENERIC_ERRORS.token_invalid);
export const forbidden = () => new ApiError(GENERIC_ERRORS.forbidden);
export const notFound = () => new ApiError(GENERIC_ERRORS.not_found);

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  fields?: FieldErrors;
}

export const fieldErrorSchema = z.object({
  code: z.enum(Object.keys(FIELD_CODES) as [keyof typeof FIELD_CODES, ...(keyof typeof FIELD_CODES)[]]),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const errorEnvelopeSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), fieldErrorSchema).optional(),
  })
  .meta({ id: 'Error' });

/** Response schemas for the error statuses a route documents (OpenAPI and serialisation). */
export const errorResponses = (...statuses: number[]) => Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema]));

import { ERROR_CODES, isErrorCode, type ErrorCode } from './codes';

// What went wrong, in the one shape every layer passes on: the BFF answers it as its envelope
// ({ statusCode, code, message, fields? }), server actions translate it, the browser reads it.
// Never carries an upstream's internals: `message` is a contract text or a spec text.

export type MessageParams = Record<string, string | number>;

export interface FieldError {
  code: string;
  /** English text, the fallback when the code has no translation. */
  message: string;
  params?: MessageParams;
}

export interface AppError {
  status: number;
  code: string;
  message: string;
  /** Form field (or API body path) → its first failing rule. */
  fields?: Record<string, FieldError>;
  /** Seconds, on a 429. */
  retryAfter?: number;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: AppError): Result<T> => ({ ok: false, error });

/** The contract's error for `code`, with its status and English message unless overridden. */
export function appError(code: ErrorCode, extra: Partial<Omit<AppError, 'code'>> = {}): AppError {
  const spec = ERROR_CODES[code];
  return { status: spec.status, code, message: spec.message, ...extra };
}

export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** The wire envelope of an AppError. */
export function toEnvelope(error: AppError) {
  return {
    statusCode: error.status,
    code: error.code,
    message: error.message,
    ...(error.fields && Object.keys(error.fields).length > 0 ? { fields: error.fields } : {}),
  };
}

const STATUS_CODE: Record<number, ErrorCode> = {
  400: 'invalid_data',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  411: 'length_required',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

/** The generic code for a status without one of its own. */
export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return status === 500 ? 'internal' : 'service_unavailable';
  return STATUS_CODE[status] ?? 'invalid_data';
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function humanise(path: string): string {
  const last = path.split('.').pop() ?? path;
  const words = last
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function readFields(raw: unknown): Record<string, FieldError> | undefined {
  const out: Record<string, FieldError> = {};
  if (Array.isArray(raw)) {
    // The spec's ErrorList ([{ field }]): 'Invalid {field name}' (R§5), as another backend may send.
    for (const item of raw) {
      const field = text((item as { field?: unknown })?.field);
      if (field && !out[field]) out[field] = { code: 'server_invalid', message: `Invalid ${humanise(field)}`, params: { field } };
    }
  } else if (typeof raw === 'object' && raw !== null) {
    for (const [field, value] of Object.entries(raw)) {
      if (typeof value === 'string') {
        // The spec's ErrorMap (field → message): the message as sent.
        if (text(value)) out[field] = { code: 'server', message: value.trim() };
        continue;
      }
      if (typeof value !== 'object' || value === null) continue;
      const v = value as Record<string, unknown>;
      const message = text(v.message);
      const code = text(v.code) ?? 'server';
      if (!message) continue;
      const params =
        typeof v.params === 'object' && v.params !== null
          ? Object.fromEntries(
              Object.entries(v.params).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
            )
          : undefined;
      out[field] = { code, message, ...(params && Object.keys(params).length ? { params } : {}) };
    }
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Any error answer → AppError. Our envelope passes through; the spec's older shapes (`errors` as a list
 * or a map) are read too. A server error's own text is never kept: 5xx become the contract's generic
 * answers, so no upstream internals can reach a person.
 */
export function toAppError(status: number, body: unknown, retryAfter?: string | number | null): AppError {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const retry = Number(retryAfter);
  const extra = Number.isFinite(retry) && retry > 0 ? { retryAfter: Math.ceil(retry) } : {};
  if (status >= 500) {
    const code = record.code === 'service_unavailable' || status !== 500 ? 'service_unavailable' : 'internal';
    return { ...appError(code), ...extra };
  }
  const code = isErrorCode(record.code) ? record.code : (text(record.code) ?? codeForStatus(status));
  const message = text(record.message) ?? (isErrorCode(code) ? ERROR_CODES[code].message : ERROR_CODES[codeForStatus(status)].message);
  const fields = readFields(record.fields ?? record.errors);
  return { status, code, message, ...(fields ? { fields } : {}), ...extra };
}

import { readEidResult, type EidResult } from '@/components/signup/eid-details';
import { api, isApiError } from '@/lib/api-client';

// Loaded when a file is picked (dynamic import), so the HTTP client weighs nothing on first load.

const READ_TIMEOUT_MS = 60_000;

export type EidRead = { ok: true; result: EidResult | null } | { ok: false; message: string | undefined };

export async function readEid(file: File): Promise<EidRead> {
  const body = new FormData();
  body.append('uploadFile', file, file.name);
  try {
    return { ok: true, result: readEidResult(await api.post('eid/read', { body, timeout: READ_TIMEOUT_MS }).json<unknown>()) };
  } catch (error) {
    const message = isApiError(error) ? (error.body as { message?: unknown } | null)?.message : undefined;
    return { ok: false, message: typeof message === 'string' ? message : undefined };
  }
}

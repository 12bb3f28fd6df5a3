import ky, { type KyInstance } from 'ky';
import { appError, fail, ok, toAppError, type AppError, type Result } from '@/lib/errors/app-error';

// The browser's one client: it talks to the portal's own /api (the BFF) and nothing else. Failures
// arrive as the AppError the BFF answered (translate by code with lib/errors/text); a network
// failure or a time-out reads as 'service unavailable'.

export class ApiError extends Error {
  readonly error: AppError;

  constructor(error: AppError) {
    super(`API ${error.status} ${error.code}`);
    this.name = 'ApiError';
    this.error = error;
  }

  get status(): number {
    return this.error.status;
  }
}

const RELOAD_GUARD_KEY = 'portal:401-reload-at';
const RELOAD_GUARD_MS = 10_000;

/**
 * R§4: a 401 acts as logout: local data is cleared and the page reloads (the middleware then
 * sends the person to login). The guard stops a reload loop on a page that keeps answering 401.
 */
export function handleUnauthorized(win: Window = window): void {
  try {
    win.localStorage.clear();
    const last = Number(win.sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    win.sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  } catch {
    // Storage can be unavailable (private mode); reloading is still right.
  }
  win.location.reload();
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

export const api: KyInstance = ky.create({
  prefixUrl: '/api',
  credentials: 'same-origin',
  // The BFF waits up to UPSTREAM_TIMEOUT_MS (15 s by default) and answers 504 itself.
  timeout: 20_000,
  retry: 0,
  hooks: {
    afterResponse: [
      async (_request, _options, response) => {
        if (response.ok) return;
        const body = await readBody(response);
        // Logging in is a server action, never a call through here: every 401 here is a session that died.
        if (response.status === 401 && typeof window !== 'undefined') handleUnauthorized();
        throw new ApiError(toAppError(response.status, body, response.headers.get('retry-after')));
      },
    ],
  },
});

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A call as a Result: the BFF's refusal, or 'service unavailable' when it could not be reached. */
export async function attemptApi<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return ok(await call());
  } catch (error) {
    if (isApiError(error)) return fail(error.error);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fail(appError('service_unavailable'));
  }
}

import { appError, fail, ok, type AppError } from '@/lib/errors/app-error';

// The browser API client as component tests see it. ky needs TextEncoder and fetch, which jsdom
// lacks, so the module is replaced as a whole:
//   jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
// then script `mockPost` (or `mockGet`, `mockPut`) with `answer(body)` or `refuse(appError(...))`. attemptApi keeps the real
// one's contract (tests/unit/api-client.test.ts): a refusal as its AppError, anything else as
// 'service unavailable'.

export const mockPost = jest.fn();
export const mockGet = jest.fn();
export const mockPut = jest.fn();

export class ApiError extends Error {
  constructor(readonly error: AppError) {
    super(`API ${error.status} ${error.code}`);
  }

  get status() {
    return this.error.status;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export const api = {
  post: (...args: unknown[]) => mockPost(...args),
  get: (...args: unknown[]) => mockGet(...args),
  put: (...args: unknown[]) => mockPut(...args),
};

export async function attemptApi<T>(call: () => Promise<T>) {
  try {
    return ok(await call());
  } catch (error) {
    if (isApiError(error)) return fail(error.error);
    return fail(appError('service_unavailable'));
  }
}

export const handleUnauthorized = jest.fn();

/** A ky ResponsePromise stand-in for a 2xx answer: awaitable, with .json(). */
export function answer(body: unknown) {
  return Object.assign(Promise.resolve(body), { json: () => Promise.resolve(body) });
}

/** A ky ResponsePromise stand-in for the BFF's refusal. */
export function refuse(error: AppError) {
  const rejection = new ApiError(error);
  const promise = Promise.reject(rejection);
  promise.catch(() => undefined);
  return Object.assign(promise, { json: () => Promise.reject(rejection) });
}

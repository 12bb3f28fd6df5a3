// The browser API client as component tests see it. ky needs TextEncoder, which jsdom lacks, so the
// module is replaced as a whole: `jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'))`,
// then assert on `mockPost`.

export const mockPost = jest.fn();

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API ${status}`);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export const api = { post: (...args: unknown[]) => mockPost(...args) };

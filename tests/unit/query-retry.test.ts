import { ApiError } from '@/lib/api-client';
import { toAppError } from '@/lib/errors/app-error';
import { makeQueryClient, shouldRetry } from '@/lib/queries/make-query-client';

describe('query retry policy', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %s', (status) => {
    expect(shouldRetry(0, new ApiError(toAppError(status, null)))).toBe(false);
  });

  it.each([500, 502, 504])('retries a %s at most twice', (status) => {
    const error = new ApiError(toAppError(status, null));
    expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, false]);
  });

  it('retries a network failure at most twice', () => {
    expect([0, 1, 2].map((count) => shouldRetry(count, new TypeError('Failed to fetch')))).toEqual([true, true, false]);
  });

  it('is the default of every query', () => {
    const client = makeQueryClient();
    expect(client.getDefaultOptions().queries?.retry).toBe(shouldRetry);
    expect(client.getDefaultOptions().queries?.staleTime).toBeGreaterThan(0);
  });
});

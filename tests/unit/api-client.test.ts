import { api, ApiError, attemptApi, handleUnauthorized } from '@/lib/api-client';

// The browser client's contract: an ApiError carrying the BFF's refusal as an AppError, and R§4's
// "a 401 (except on login) clears local data and reloads", without a reload loop. Login is a server
// action, so no call through this client is a login.

function fakeWindow() {
  const store = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      clear: jest.fn(() => data.clear()),
    };
  };
  return { localStorage: store(), sessionStorage: store(), location: { reload: jest.fn() } };
}

function client(status: number, body: unknown) {
  const fetch = jest.fn(async () => Response.json(body, { status }));
  return { fetch, http: api.extend({ prefixUrl: 'http://portal.test/api', fetch }) };
}

describe('api client', () => {
  const original = (globalThis as { window?: unknown }).window;
  let win: ReturnType<typeof fakeWindow>;
  beforeEach(() => {
    win = fakeWindow();
    (globalThis as { window?: unknown }).window = win;
  });
  afterAll(() => {
    (globalThis as { window?: unknown }).window = original;
  });

  it('throws an ApiError carrying the envelope as an AppError (code, message, fields, wait)', async () => {
    const fields = { email: { code: 'taken', message: 'Email already exists' } };
    const { http } = client(422, { statusCode: 422, code: 'id_unreadable', message: "Invalid Id, Id can't be read, please try again", fields });
    const error = await http.post('eid/read').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).error).toEqual({
      status: 422,
      code: 'id_unreadable',
      message: "Invalid Id, Id can't be read, please try again",
      fields,
    });
    expect((error as ApiError).status).toBe(422);
    expect(win.location.reload).not.toHaveBeenCalled();
  });

  it("never keeps a server error's words", async () => {
    const { http } = client(500, { statusCode: 500, message: 'TypeError at /srv/app.js' });
    const error = (await http.get('entity/v1/countries').catch((e: unknown) => e)) as ApiError;
    expect(error.error).toEqual({ status: 500, code: 'internal', message: 'Internal Server Error' });
  });

  it('does not retry', async () => {
    const { http, fetch } = client(503, {});
    await expect(http.get('entity/v1/countries')).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a 401 clears local storage and reloads', async () => {
    const { http } = client(401, { statusCode: 401, message: 'Unauthorized' });
    await expect(http.get('user/v1/student/profile')).rejects.toMatchObject({ status: 401 });
    expect(win.localStorage.clear).toHaveBeenCalled();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('attemptApi: a refusal as its AppError, a network failure as service unavailable, an abort thrown', async () => {
    const { http } = client(429, { statusCode: 429, code: 'otp_send_limit', message: 'x' });
    expect(await attemptApi(() => http.post('notification/v1/ticket').json())).toEqual({
      ok: false,
      error: { status: 429, code: 'otp_send_limit', message: 'x' },
    });
    expect(await attemptApi(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      ok: false,
      error: { status: 503, code: 'service_unavailable', message: 'The service is unavailable right now. Please try again in a moment.' },
    });
    expect(await attemptApi(async () => 'value')).toEqual({ ok: true, value: 'value' });
    await expect(attemptApi(() => Promise.reject(new DOMException('stop', 'AbortError')))).rejects.toThrow('stop');
  });

  it('does not reload in a loop', () => {
    handleUnauthorized(win as unknown as Window);
    handleUnauthorized(win as unknown as Window);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.localStorage.clear).toHaveBeenCalledTimes(2);
  });
});

import { api, ApiError, handleUnauthorized } from '@/lib/api-client';

// The browser client's contract: an ApiError with status and parsed body, and R§4's
// "a 401 (except on login) clears local data and reloads", without a reload loop.

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

  it('throws an ApiError carrying the status and the parsed envelope', async () => {
    const { http } = client(422, { statusCode: 422, message: 'Nope' });
    const error = await http.post('upload/v1/read-emirate-id').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, body: { statusCode: 422, message: 'Nope' } });
    expect(win.location.reload).not.toHaveBeenCalled();
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

  it.each(['auth/login', 'auth/session'])('a 401 from %s is an answer, not a logout', async (path) => {
    const { http } = client(401, { statusCode: 401, message: 'Invalid Username or Password!' });
    await expect(http.post(path)).rejects.toMatchObject({ status: 401 });
    expect(win.location.reload).not.toHaveBeenCalled();
    expect(win.localStorage.clear).not.toHaveBeenCalled();
  });

  it('does not reload in a loop', () => {
    handleUnauthorized(win as unknown as Window);
    handleUnauthorized(win as unknown as Window);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.localStorage.clear).toHaveBeenCalledTimes(2);
  });
});

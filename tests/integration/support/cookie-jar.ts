// An in-memory stand-in for next/headers cookies(): route handlers call getSession() outside a
// real Next request, so the jar plays the browser's cookie store between calls.

export interface JarCookie {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

export class CookieJar {
  private readonly cookies = new Map<string, JarCookie>();
  /** Every set() in order, to assert on what a handler wrote (including deletions). */
  readonly writes: JarCookie[] = [];

  get(name: string) {
    const c = this.cookies.get(name);
    return c ? { name: c.name, value: c.value } : undefined;
  }

  getAll() {
    return [...this.cookies.values()].map((c) => ({ name: c.name, value: c.value }));
  }

  has(name: string) {
    return this.cookies.has(name);
  }

  set(nameOrCookie: string | { name: string; value: string }, value?: string, options: Record<string, unknown> = {}) {
    const cookie: JarCookie =
      typeof nameOrCookie === 'string'
        ? { name: nameOrCookie, value: value ?? '', options }
        : { name: nameOrCookie.name, value: nameOrCookie.value, options: { ...nameOrCookie } };
    this.writes.push(cookie);
    // A browser drops a cookie set to expire now.
    if (cookie.options.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
    else this.cookies.set(cookie.name, cookie);
    return this;
  }

  delete(name: string) {
    this.writes.push({ name, value: '', options: { maxAge: 0 } });
    this.cookies.delete(name);
    return this;
  }

  clear() {
    this.cookies.clear();
    this.writes.length = 0;
  }
}

export const jar = new CookieJar();

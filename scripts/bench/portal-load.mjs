// HTTP load on loopback with autocannon: a few portal routes, the BFF, and the reference API directly.
// Bounded: a short warm-up, then a fixed duration per target with a fixed number of connections.
import autocannon from 'autocannon';
import { portalLoginCookie } from '../lib/portal-login.mjs';

const STUDENT = { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' };

/** Logs the seeded student in through the login page and returns a Cookie header for later requests. */
export function loginCookie(portalUrl, siteUrl) {
  return portalLoginCookie({ portalUrl, origin: siteUrl, credentials: STUDENT });
}

export function targets({ portalUrl, apiUrl, cookie }) {
  return [
    { name: 'GET /en', kind: 'portal, static landing', url: `${portalUrl}/en` },
    { name: 'GET /ar', kind: 'portal, static landing (RTL)', url: `${portalUrl}/ar` },
    { name: 'GET /en/auth/login', kind: 'portal, dynamic (reads session)', url: `${portalUrl}/en/auth/login` },
    {
      name: 'GET /api/entity/v1/license-type?_start=0&_end=1000',
      kind: 'BFF proxy → API',
      url: `${portalUrl}/api/entity/v1/license-type?_start=0&_end=1000`,
    },
    {
      name: 'GET /api/user/v1/student/profile',
      kind: 'BFF, logged in (unseal cookie → API)',
      url: `${portalUrl}/api/user/v1/student/profile`,
      headers: { cookie },
    },
    { name: 'GET /entity/v1/countries (API direct)', kind: 'reference API', url: `${apiUrl}/entity/v1/countries` },
  ];
}

/** One request, to see the status, size and a cold time-to-first-byte before the load. */
export async function probe(target) {
  const t0 = performance.now();
  const res = await fetch(target.url, { headers: target.headers ?? {}, redirect: 'manual' });
  const ttfbMs = performance.now() - t0;
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    nextCache: res.headers.get('x-nextjs-cache'),
    bytes: body.length,
    firstRequestTtfbMs: Math.round(ttfbMs * 10) / 10,
  };
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function loadTarget(target, { duration, connections, warmup }) {
  const common = { url: target.url, headers: target.headers ?? {}, connections, pipelining: 1, timeout: 10 };
  if (warmup > 0) await cannon({ ...common, duration: warmup });
  const r = await cannon({ ...common, duration });
  return {
    durationS: duration,
    connections,
    requests: r.requests.total,
    reqPerSec: Math.round(r.requests.average * 10) / 10,
    latencyMs: {
      avg: r.latency.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    throughputBytesPerSec: Math.round(r.throughput.average),
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: {
      '1xx': r['1xx'],
      '2xx': r['2xx'],
      '3xx': r['3xx'],
      '4xx': r['4xx'],
      '5xx': r['5xx'],
    },
  };
}

export async function runLoad({ portalUrl, siteUrl, apiUrl, duration = 10, connections = 10, warmup = 2, log = console.log }) {
  const cookie = await loginCookie(portalUrl, siteUrl);
  const out = [];
  for (const t of targets({ portalUrl, apiUrl, cookie })) {
    log(`  load: ${t.name} (${warmup}s warm-up + ${duration}s, ${connections} connections)`);
    const entry = { name: t.name, kind: t.kind, url: t.url.replace(/^http:\/\/[^/]+/, ''), loggedIn: Boolean(t.headers?.cookie) };
    try {
      entry.probe = await probe(t);
      entry.result = await loadTarget(t, { duration, connections, warmup });
    } catch (e) {
      entry.error = String(e?.message ?? e);
    }
    out.push(entry);
  }
  return out;
}

/**
 * What the BFF adds to a public read (issue 12): the licence list straight from the API and through
 * the portal, one connection then ten, in one run.
 */
export async function runProxyOverhead({ portalUrl, apiUrl, duration = 10, warmup = 2, log = console.log }) {
  const query = '?_start=0&_end=1000';
  const direct = { name: 'API direct', url: `${apiUrl}/entity/v1/license-type${query}` };
  const proxied = { name: 'through the BFF', url: `${portalUrl}/api/entity/v1/license-type${query}` };
  const out = [];
  for (const connections of [1, 10]) {
    for (const target of [direct, proxied]) {
      log(`  proxy: ${target.name}, ${connections} connection(s)`);
      const r = await loadTarget(target, { duration, connections, warmup });
      out.push({
        target: target.name,
        connections,
        reqPerSec: r.reqPerSec,
        p50: r.latencyMs.p50,
        p99: r.latencyMs.p99,
        avg: r.latencyMs.avg,
        non2xx: r.non2xx,
      });
    }
  }
  return out;
}

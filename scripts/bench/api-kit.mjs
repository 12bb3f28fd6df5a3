// The start-up every bench that drives the reference API over HTTP shares (bench:money, bench:race):
// the repository root as working folder, --name=value options, this run's own secrets, reference-API
// processes that stop with the bench, and a JSON caller. One copy, so a new API variable or a changed
// health path is set in one place.
import path from 'node:path';
import { freshSecrets } from '../lib/secrets.mjs';
import { freePort, startServer, waitForUrl } from '../lib/proc.mjs';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);

/** `--name=value` from the command line, or `def`. */
export const option = (name, def) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;

/**
 * Moves to the repository root and returns this run's secrets and a way to start API processes
 * (and other servers) that are all stopped when the bench exits or is interrupted.
 */
export function benchApi({ onStop } = {}) {
  process.chdir(ROOT);
  const secrets = freshSecrets();
  const servers = [];
  const stopAll = () => {
    servers.splice(0).forEach((s) => s.stop());
    onStop?.();
  };
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));

  /** Any server, stopped with the bench. */
  const start = (name, cmd, args, options) => {
    const server = startServer(name, cmd, args, options);
    servers.push(server);
    return server;
  };

  /** A reference API on `port` (a free one when not given), ready to answer; resolves with its base URL. */
  async function startReferenceApi(name, env = {}, { port } = {}) {
    const p = port ?? (await freePort());
    const server = start(name, process.execPath, ['--import', 'tsx', 'reference-api/src/server.ts'], {
      env: {
        PORT: String(p),
        SANDBOX: '1',
        LOG_LEVEL: 'warn',
        TOKEN_SECRET: secrets.TOKEN_SECRET,
        OTP_SECRET: secrets.OTP_SECRET,
        GATEWAY_WORKING_KEY: secrets.GATEWAY_WORKING_KEY,
        REDIS_URL: undefined,
        ...env,
      },
    });
    const base = `http://127.0.0.1:${p}`;
    // a first open of a PGlite folder migrates and seeds: minutes on a loaded machine
    await waitForUrl(`${base}/health`, { server, timeoutMs: 180_000 });
    return base;
  }

  return { secrets, start, startReferenceApi, stopAll };
}

/**
 * One JSON request to the API: `token` as bearer, `body` as JSON or `form` as urlencoded, `from` as
 * X-Forwarded-For (the API trusts its loopback proxy). Never throws on a status; a body that is not
 * JSON comes back as { raw }.
 */
export async function call(base, method, url, { token, body, form, from } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(from ? { 'x-forwarded-for': from } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: body ? JSON.stringify(body) : form ? new URLSearchParams(form).toString() : undefined,
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: res.status, json };
}

/** call() that must answer `status`; resolves with the envelope's data. */
export async function must(base, method, url, opts, status = 200) {
  const r = await call(base, method, url, opts);
  if (r.status !== status) throw new Error(`${method} ${url} → ${r.status} ${JSON.stringify(r.json).slice(0, 300)}`);
  return r.json.data;
}

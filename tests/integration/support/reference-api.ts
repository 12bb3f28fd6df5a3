import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Starts the real reference API on a fresh PGlite folder for one test file, and stops it after. The
// folder starts as a copy of one the API has already migrated and seeded (made by the first start on
// this machine, keyed by the migrations and the seed): a first open of a new PGlite folder plus the
// seed cost every test file seconds; a copy ~0.5 s (the reference-API suite's template, test-app.ts).

const ROOT = path.resolve(__dirname, '../../..');

export interface RunningApi {
  url: string;
  port: number;
  /** the process (its own group: signal -pid to reach tsx's child too) */
  child: ChildProcess;
  stop(): Promise<void>;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first free port from 4200 up (the range this suite was given). */
async function freePort(from = 4200, to = 4299): Promise<number> {
  for (let port = from + Math.floor(Math.random() * 20); port <= to; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port in 4200-4299');
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`reference API exited (${child.exitCode}):\n${logs()}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`reference API not healthy after ${timeoutMs} ms:\n${logs()}`);
}

/** The migrated, seeded folder to copy from; null when one could not be made (each start then seeds its own). */
async function seededTemplate(): Promise<string | null> {
  const hash = createHash('sha256');
  const migrations = path.join(ROOT, 'reference-api/src/db/migrations');
  const db = path.join(ROOT, 'reference-api/src/db');
  for (const f of readdirSync(migrations)
    .filter((n) => n.endsWith('.sql'))
    .sort())
    hash.update(readFileSync(path.join(migrations, f)));
  for (const f of readdirSync(db)
    .filter((n) => n.startsWith('seed'))
    .sort())
    hash.update(readFileSync(path.join(db, f)));
  const template = path.join(os.tmpdir(), `bff-api-template-${hash.digest('hex').slice(0, 12)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(path.join(os.tmpdir(), 'bff-api-building-'));
  try {
    const api = await launch(building);
    // a clean stop (SIGTERM: the database closed) or the folder is not used
    const clean = await api.stop();
    if (!clean) throw new Error('the template API did not stop cleanly');
    renameSync(building, template);
    return template;
  } catch {
    rmSync(building, { recursive: true, force: true });
    return existsSync(template) ? template : null;
  }
}

export async function startReferenceApi(): Promise<RunningApi> {
  const dataDir = path.join(ROOT, '.tmp', 'bff-helper', randomBytes(6).toString('hex'));
  const template = await seededTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  else mkdirSync(dataDir, { recursive: true });
  const api = await launch(dataDir);
  return {
    ...api,
    stop: async () => {
      await api.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The API on `dataDir`, healthy; stop() resolves true when it exited by itself after SIGTERM. */
async function launch(dataDir: string): Promise<Omit<RunningApi, 'stop'> & { stop(): Promise<boolean> }> {
  const port = await freePort();
  let output = '';
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['reference-api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      // As deployed: the API believes the X-Forwarded-For of the portal beside it (and only the portal's).
      TRUST_PROXY: 'loopback',
      NODE_OPTIONS: '',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stop() takes tsx's children with it
  });
  child.stdout?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
  child.stderr?.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        return false;
      }
    }
    return child.exitCode === 0;
  };

  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, child, stop };
}

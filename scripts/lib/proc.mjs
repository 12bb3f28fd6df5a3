// Small process helpers shared by start.mjs and test-all.mjs (no dependencies).
import { spawn } from 'node:child_process';
import net from 'node:net';

/** process.env plus overrides; an override of `undefined` removes the variable. */
export function mergeEnv(overrides) {
  const env = { ...process.env, ...overrides };
  for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete env[k];
  return env;
}

/**
 * Runs a command to completion, streaming its output; resolves with the exit code. `prefix`: each line
 * of its output is prefixed (for commands run side by side, whose lines would otherwise mix unnamed).
 */
export function run(cmd, args, { env = {}, cwd = process.cwd(), quiet = false, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const stdio = quiet ? 'ignore' : prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(cmd, args, { cwd, env: mergeEnv(env), stdio });
    if (prefix && !quiet) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let buf = '';
        stream.on('data', (chunk) => {
          buf += chunk.toString();
          const lines = buf.split('\n');
          buf = lines.pop() ?? '';
          for (const line of lines) out.write(`${prefix} ${line}\n`);
        });
        stream.on('end', () => buf && out.write(`${prefix} ${buf}\n`));
      }
    }
    child.on('exit', (code, signal) => {
      const done = () => resolve(code ?? (signal ? 1 : 0));
      // piped: let the last lines arrive, but a grandchild holding the pipe open does not hold the run
      if (stdio === 'inherit' || stdio === 'ignore') done();
      else {
        child.once('close', done);
        setTimeout(done, 2000).unref();
      }
    });
    child.on('error', () => resolve(127));
  });
}

/** Starts a long-running server in its own process group so the whole tree can be stopped. */
export function startServer(name, cmd, args, { env = {}, cwd = process.cwd() } = {}) {
  const child = spawn(cmd, args, { cwd, env: mergeEnv(env), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buf = '';
    stream.on('data', (chunk) => {
      buf += chunk.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) process.stdout.write(prefix(line) + '\n');
    });
  }
  return {
    child,
    stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}

/** Polls a URL until it answers 2xx/3xx or the time runs out. */
export async function waitForUrl(url, { timeoutMs = 90_000, server } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server && server.child.exitCode !== null) throw new Error(`${url}: server exited with ${server.child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 400) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** A TCP port nothing listens on right now (the OS picks it). */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

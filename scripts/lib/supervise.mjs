// Keeps servers running under `npm start` (issue 14): a server that exits on its own is started
// again with back-off (1 s, 2 s, 4 s … up to 30 s apart, back to 1 s once it has stayed up for a
// minute), while the others stay up. Nothing restarts once stopping has begun.
import { startServer as defaultStart } from './proc.mjs';

export function createSupervisor({
  start = defaultStart,
  initialDelayMs = 1000,
  maxDelayMs = 30_000,
  resetAfterMs = 60_000,
  log = console.error,
} = {}) {
  let stopping = false;
  const running = new Map();
  const launches = new Map();

  function supervise(name, cmd, args, env) {
    let delay = initialDelayMs;
    const launch = () => {
      if (stopping) return undefined;
      const server = start(name, cmd, args, { env });
      const started = Date.now();
      running.set(name, server);
      launches.set(name, (launches.get(name) ?? 0) + 1);
      server.child.on('exit', (code, signal) => {
        if (stopping) return;
        if (Date.now() - started > resetAfterMs) delay = initialDelayMs;
        log(`[${name}] exited (${signal ?? code}); starting it again in ${delay / 1000} s`);
        setTimeout(launch, delay).unref?.();
        delay = Math.min(delay * 2, maxDelayMs);
      });
      return server;
    };
    return launch();
  }

  return {
    supervise,
    running,
    /** How many times each server was started (tests, logs). */
    launches,
    get stopping() {
      return stopping;
    },
    stop() {
      stopping = true;
      for (const server of running.values()) server.stop();
    },
  };
}

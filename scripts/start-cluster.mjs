#!/usr/bin/env node
// npm run start:cluster – several portal and API processes behind HAProxy, on PostgreSQL and Redis
// (issue 24). `npm start` stays the embedded default (one of each, PGlite, no Redis).
//
//   npm run start:cluster                          2 portals + 2 APIs
//   npm run start:cluster -- --portals=3 --apis=2 --rebuild
//
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/driving_centre, created when missing) and
// REDIS_URL (default redis://127.0.0.1:6379). It migrates and seeds once (the first API process), starts
// each process on its own port, and one HAProxy per tier with health checks; installs haproxy from
// Debian's packages when it is missing. Ports: PORT (portal balancer, 3000), API_PORT (API balancer,
// 4000), GATEWAY_PORT (the one gateway sandbox, 4020); portals on 3001…, APIs on 4001…, HAProxy's
// stats pages on 8404 (portal tier) and 8405 (API tier). The generated HAProxy configuration is in
// .data/cluster/haproxy. Ctrl-C or SIGTERM stops the portal tier, then the API tier, then the gateway,
// each finishing the requests it has in flight.
import { installSecrets } from './lib/secrets.mjs';
import { checkServices, DEFAULT_DATABASE_URL, DEFAULT_REDIS_URL, ensureDatabase, ensureHaproxy, startCluster } from './lib/cluster.mjs';
import { ensurePortalBuild } from './lib/portal-build.mjs';

const argv = process.argv.slice(2);
const option = (name, def) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const count = (name) => {
  const n = Number(option(name, 2));
  if (!Number.isInteger(n) || n < 1 || n > 16) {
    console.error(`--${name} must be a whole number from 1 to 16`);
    process.exit(2);
  }
  return n;
};
const portals = count('portals');
const apis = count('apis');
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
const portalPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);

const { problems } = await checkServices({ databaseUrl, redisUrl });
if (problems.length) {
  console.error(`start:cluster needs PostgreSQL and Redis:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  console.error('(npm start runs one process of each on the embedded database instead.)');
  process.exit(1);
}
if (!(await ensureHaproxy())) {
  console.error('start:cluster needs HAProxy and could not install it: apt-get install -y haproxy (as root)');
  process.exit(1);
}
await ensureDatabase(databaseUrl);

let stopCluster;
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping: portals, then APIs, then the gateway (requests in flight finish first)');
  await stopCluster?.();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(130));
process.on('SIGTERM', () => void stopAll(143));

let cluster;
try {
  cluster = await startCluster({
    onStop: (stop) => (stopCluster = stop),
    portals,
    apis,
    databaseUrl,
    redisUrl,
    secrets: installSecrets(process.env.SECRETS_DIR ?? '.data'),
    ports: {
      portal: portalPort,
      api: apiPort,
      gateway: Number(process.env.GATEWAY_PORT ?? 4020),
      portalStats: 8404,
      apiStats: 8405,
      portals: Array.from({ length: portals }, (_, i) => portalPort + 1 + i),
      apis: Array.from({ length: apis }, (_, i) => apiPort + 1 + i),
    },
    build: (env) => ensurePortalBuild(env, { rebuild: argv.includes('--rebuild') }),
  });
} catch (error) {
  if (stopping) await new Promise(() => {}); // Ctrl-C during start-up: stopAll exits
  console.error(`start:cluster: ${error.message}`);
  process.exit(1);
}
console.log(`
Portal ready: ${cluster.siteUrl}/en  (${portals} portal and ${apis} API processes behind HAProxy)
  balancer stats: http://127.0.0.1:8404/stats (portal tier), http://127.0.0.1:8405/stats (API tier)
  database ${databaseUrl.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@')}, Redis ${redisUrl}
`);

#!/usr/bin/env node
// Upload throughput of a 5 MB document through the portal's BFF to the API, and the portal's memory
// while it happens (issue 10). Needs a running portal and API (e.g. the e2e pair) and a learner:
//   PORTAL=http://localhost:3110 API=http://127.0.0.1:4110 PORTAL_PID=<pid> node scripts/bench/documents-upload.mjs [runs]
// Logs the seeded demo learner in (Aisha), posts a 5 MB JPEG (valid header, filler bytes) `runs` times
// through /api and straight to the API, and samples the portal's RSS every 20 ms (Linux /proc).
import { readFileSync } from 'node:fs';
import { portalLoginCookie } from '../lib/portal-login.mjs';

const PORTAL = process.env.PORTAL ?? 'http://localhost:3110';
const API = process.env.API ?? 'http://127.0.0.1:4110';
const PID = process.env.PORTAL_PID;
const RUNS = Number(process.argv[2] ?? 5);
const SIZE = 5 * 1024 * 1024 - 1024;
const LOGIN = { countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' };

const file = Buffer.alloc(SIZE, 0x5a);
file.set([0xff, 0xd8, 0xff, 0xe0]);
const boundary = '----bench-docs';
const body = Buffer.concat([
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="uploadFile"; filename="bench.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

const rssKb = () => (PID ? Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${PID}/status`, 'utf8'))?.[1] ?? 0) : 0);

function portalCookie() {
  return portalLoginCookie({ portalUrl: PORTAL, credentials: LOGIN });
}

async function apiToken() {
  const res = await fetch(`${API}/user/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '971501234567', password: LOGIN.password }),
  });
  return (await res.json()).data.token;
}

async function timed(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers }, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} ${res.status} ${text.slice(0, 200)}`);
  return (performance.now() - started) / 1000;
}

const mbps = (s) => body.length / 1e6 / s;
const cookie = await portalCookie();
const token = await apiToken();
// the browser's path on the portal; the API's first call of row 6.2 (upload/v1/upload) straight
const path = '/document/v1/student/documents/doc-passport/front';
const via = [];
const direct = [];
let peak = 0;
const base = rssKb();
const sampler = setInterval(() => (peak = Math.max(peak, rssKb())), 20);
for (let i = 0; i < RUNS; i += 1) via.push(await timed(`${PORTAL}/api${path}`, { cookie, origin: PORTAL }));
clearInterval(sampler);
for (let i = 0; i < RUNS; i += 1) direct.push(await timed(`${API}/upload/v1/upload`, { authorization: `Bearer ${token}` }));
const fmt = (xs) => xs.map((s) => mbps(s).toFixed(1)).join(', ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`body ${(body.length / 1e6).toFixed(2)} MB, ${RUNS} runs`);
console.log(`through the BFF: ${fmt(via)} MB/s (median ${mbps(median(via)).toFixed(1)})`);
console.log(`straight to the API: ${fmt(direct)} MB/s (median ${mbps(median(direct)).toFixed(1)})`);
if (PID)
  console.log(`portal RSS: ${(base / 1024).toFixed(0)} MB before, peak ${(peak / 1024).toFixed(0)} MB (+${((peak - base) / 1024).toFixed(1)} MB)`);

// Per-install secrets for `npm start` and `npm run dev`: generated once into the data folder (mode
// 0600) and reused, so no process ever runs on a secret from this repository. Values already in the
// environment win (a deployment sets its own).
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// GATEWAY_WORKING_KEY: the merchant key the API and the gateway sandbox share (never the portal's).
export const SECRET_NAMES = ['SESSION_PASSWORD', 'TOKEN_SECRET', 'OTP_SECRET', 'GATEWAY_WORKING_KEY'];

export function freshSecrets() {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]));
}

/** The install's secrets from `${dir}/secrets.json`, created on first use. */
export function installSecrets(dir) {
  const file = path.join(dir, 'secrets.json');
  mkdirSync(dir, { recursive: true });
  let stored = {};
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8'));
    chmodSync(file, 0o600);
  }
  const missing = SECRET_NAMES.filter((name) => typeof stored[name] !== 'string' || stored[name].length < 32);
  if (missing.length) {
    const fresh = freshSecrets();
    for (const name of missing) stored[name] = fresh[name];
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, process.env[name] || stored[name]]));
}

import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installSecrets, SECRET_NAMES } from '../../scripts/lib/secrets.mjs';

// npm start's secrets (issue 7, defect 1): strong, made once per install, private to the owner, reused.

describe('installSecrets', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    for (const name of SECRET_NAMES) delete process.env[name];
  });
  afterAll(() => {
    process.env = saved;
  });

  it('generates strong secrets once into a 0600 file and reuses them', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    const first = installSecrets(dir);
    const file = path.join(dir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const value of Object.values(first)) expect(value.length).toBeGreaterThanOrEqual(40);
    expect(new Set(Object.values(first)).size).toBe(SECRET_NAMES.length);
    expect(installSecrets(dir)).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject(first);
  });

  it('fills a missing or weak entry and tightens a file left readable by others', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    const file = path.join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ SESSION_PASSWORD: 'short', TOKEN_SECRET: 'x'.repeat(43) }), { mode: 0o644 });
    const secrets = installSecrets(dir);
    expect(secrets.SESSION_PASSWORD).not.toBe('short');
    expect(secrets.TOKEN_SECRET).toBe('x'.repeat(43));
    expect(secrets.OTP_SECRET?.length).toBeGreaterThanOrEqual(40);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a value set in the environment wins', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    process.env.SESSION_PASSWORD = 'set-by-the-deployment-0123456789-abcdefgh';
    expect(installSecrets(dir).SESSION_PASSWORD).toBe('set-by-the-deployment-0123456789-abcdefgh');
  });
});

import { createHmac } from 'node:crypto';

// Secrets the API signs and hashes with. There are no defaults: a process given nothing, a short value, a
// placeholder or a value that was ever committed to this repository refuses to boot (issue 7, defect 1).
export const MIN_SECRET_LENGTH = 32;

/** Values that appeared in this repository: anyone with a clone knows them. */
export const PUBLISHED_SECRETS: readonly string[] = ['dev-only-reference-api-token-secret-change-me-0123456789'];
const PLACEHOLDER = /dev-only|change-me|changeme/i;

/** Why `value` may not be used as a secret, or null when it may. */
export function secretProblem(value: string | undefined): string | null {
  if (!value) return 'is required (generate one with: openssl rand -base64 48)';
  if (value.length < MIN_SECRET_LENGTH) return `must be at least ${MIN_SECRET_LENGTH} characters`;
  if (PUBLISHED_SECRETS.includes(value)) return 'is a value published in this repository; generate a new one';
  if (PLACEHOLDER.test(value)) return 'looks like a placeholder ("dev-only" / "change-me"); generate a real one';
  if (new Set(value).size < 8) return 'has too little variety to be a secret';
  return null;
}

/** A key for one purpose derived from a secret, so one secret never keys two different MACs. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', `reference-api/${purpose}`).update(secret).digest();
}

export function hmacHex(key: Buffer, data: string): string {
  return createHmac('sha256', key).update(data).digest('hex');
}

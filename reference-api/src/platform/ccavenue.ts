import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

// The CCAvenue message format, shared by the gateway sandbox (src/gateway) and the API's payment
// module, so both ends speak exactly what the real gateway speaks: AES-128-CBC with the MD5 of the
// merchant's working key as key and the fixed IV 00 01 … 0f, PKCS#7 padding, hex on the wire; the
// plaintext is a `k=v&k=v` string (or JSON for the status API).

const IV = Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

export class GatewayCryptoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayCryptoError';
  }
}

function keyOf(workingKey: string): Buffer {
  return createHash('md5').update(workingKey, 'utf8').digest();
}

export function encryptMessage(plainText: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]).toString('hex');
}

/** Throws GatewayCryptoError for anything that is not a message sealed with this key. */
export function decryptMessage(hex: string, workingKey: string): string {
  const text = hex.trim();
  if (text.length === 0 || text.length % 32 !== 0 || !/^[0-9a-fA-F]+$/.test(text)) throw new GatewayCryptoError('not a sealed message');
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
    const plain = Buffer.concat([decipher.update(Buffer.from(text, 'hex')), decipher.final()]);
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return decoded;
  } catch {
    // A wrong key shows up as bad padding (or, rarely, as padding that happens to fit and bytes that are not UTF-8).
    throw new GatewayCryptoError('sealed with another key');
  }
}

/** `k=v&…`, values percent-encoded so an '&' or '=' inside a value (an address) cannot split a pair. */
export function encodeParams(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
}

/** The inverse of encodeParams; tolerant of the unencoded values some kits send (a bare space or '%'). */
export function decodeParams(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    const raw = at < 0 ? '' : pair.slice(at + 1);
    let value = raw;
    try {
      value = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      // a literal '%' in a value: keep it as sent
    }
    if (key && !(key in out)) out[key] = value;
  }
  return out;
}

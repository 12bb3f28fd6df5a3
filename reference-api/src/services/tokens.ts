import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

// HS256 JWTs made with node:crypto. `typ` separates access tokens from OTP and e-mail tokens, so one
// kind can never be replayed as another even though they share the secret.
export type TokenType = 'access' | 'otp' | 'email';

export interface TokenClaims {
  typ: TokenType;
  jti: string;
  iat: number;
  exp: number;
  sub?: string;
  roles?: string[];
  [extra: string]: unknown;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function createTokens(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', 'reference-api/jwt').update(secret).digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();

  function sign(typ: TokenType, ttlSeconds: number, claims: Omit<TokenClaims, 'typ' | 'jti' | 'iat' | 'exp'> = {}) {
    const iat = Math.floor(now() / 1000);
    const payload: TokenClaims = { ...claims, typ, jti: randomUUID(), iat, exp: iat + ttlSeconds };
    const body = `${HEADER}.${b64url(JSON.stringify(payload))}`;
    return { token: `${body}.${b64url(mac(body))}`, claims: payload };
  }

  /** The claims if the token is well-formed, correctly signed, unexpired and of the wanted type; else null. */
  function verify(token: unknown, typ: TokenType): TokenClaims | null {
    if (typeof token !== 'string' || token.length > 4096) return null;
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [header, payload, signature] = parts as [string, string, string];
    if (header !== HEADER) return null; // pins alg=HS256: no "none", no algorithm confusion
    const given = Buffer.from(signature, 'base64url');
    const expected = mac(`${header}.${payload}`);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return null;
    }
    if (!claims || typeof claims !== 'object' || claims.typ !== typ || typeof claims.jti !== 'string') return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) return null;
    return claims;
  }

  return { sign, verify };
}

export type Tokens = ReturnType<typeof createTokens>;

import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { deriveKey } from './secrets';

// HS256 JWTs made with jose, the algorithm pinned on verification. The `typ` claim separates access
// tokens from OTP-conversation and e-mail tokens, so one kind can never be replayed as another.
export type TokenType = 'access' | 'otp' | 'email' | 'report';

export interface TokenClaims {
  typ: TokenType;
  jti: string;
  iat: number;
  exp: number;
  sub?: string;
  roles?: string[];
  [extra: string]: unknown;
}

type ExtraClaims = Omit<TokenClaims, 'typ' | 'jti' | 'iat' | 'exp'>;
const MAX_TOKEN_LENGTH = 4096;

export function createTokens(secret: string, now: () => number = Date.now) {
  const key = new Uint8Array(deriveKey(secret, 'jwt'));

  async function sign(typ: TokenType, ttlSeconds: number, claims: ExtraClaims = {}) {
    const iat = Math.floor(now() / 1000);
    const payload: TokenClaims = { ...claims, typ, jti: randomUUID(), iat, exp: iat + ttlSeconds };
    const token = await new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    return { token, claims: payload };
  }

  /** The claims if the token is well-formed, correctly signed, unexpired and of the wanted type; else null. */
  async function verify(token: unknown, typ: TokenType): Promise<TokenClaims | null> {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
        requiredClaims: ['jti', 'iat', 'exp'],
      });
      if (payload.typ !== typ || typeof payload.jti !== 'string') return null;
      return payload as TokenClaims;
    } catch {
      return null;
    }
  }

  return { sign, verify };
}

export type Tokens = ReturnType<typeof createTokens>;

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { revokedTokens, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { toPublicUser } from './users';

// Bearer-token checks shared by every protected route. Roles come from the database, not the token,
// so a role change or a password reset takes effect at once.
export type UserRow = typeof users.$inferSelect;
export interface Session {
  user: UserRow;
  jti: string;
  exp: number;
}

const INVALID = 'Invalid or expired token';

export async function authenticate(req: FastifyRequest): Promise<Session> {
  const { db, tokens } = req.server.ctx;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) throw unauthorized('Missing bearer token');
  const claims = tokens.verify(match[1], 'access');
  if (!claims || typeof claims.sub !== 'string') throw unauthorized(INVALID);
  const [revoked] = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti));
  if (revoked) throw unauthorized(INVALID);
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  if (!user) throw unauthorized(INVALID);
  if (user.tokensValidAfter && claims.iat * 1000 < user.tokensValidAfter.getTime()) throw unauthorized(INVALID);
  return { user, jti: claims.jti, exp: claims.exp };
}

export async function requireRole(req: FastifyRequest, roles: readonly string[]): Promise<Session> {
  const session = await authenticate(req);
  if (!session.user.roles.some((r) => roles.includes(r))) throw forbidden();
  return session;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Session | null;
  }
}

/** preValidation hook: authenticate (and check roles) before the body is even looked at. */
export function guard(roles?: readonly string[]) {
  return async (req: FastifyRequest) => {
    req.auth = roles ? await requireRole(req, roles) : await authenticate(req);
  };
}

export function sessionOf(req: FastifyRequest): Session {
  if (!req.auth) throw unauthorized('Missing bearer token');
  return req.auth;
}

export const CSR_PENDING = 'Please contact our CSR to complete your registration';

/** The { user, token } answer of every successful login path. */
export function issueLogin(req: FastifyRequest, user: UserRow) {
  if (user.requiresCsr) throw forbidden(CSR_PENDING);
  const { tokens, env } = req.server.ctx;
  const { token } = tokens.sign('access', env.TOKEN_TTL_SECONDS, { sub: user.id, roles: user.roles });
  return { user: toPublicUser(user), token };
}

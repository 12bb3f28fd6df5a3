import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { revokedTokens, users } from '../../db/schema/index';
import { forbidden, tokenInvalid, unauthorized } from '../../platform/errors';

// Bearer-token checks shared by every protected route (auth, student and every other module guard
// their routes with it; it depends on none of them). Roles come from the database, not the token,
// so a role change or a password reset takes effect at once.
export type UserRow = typeof users.$inferSelect;
export interface Session {
  user: UserRow;
  jti: string;
  exp: number;
}

export async function authenticate(req: FastifyRequest): Promise<Session> {
  const { db, tokens } = req.server.ctx;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match) throw unauthorized();
  const claims = await tokens.verify(match[1], 'access');
  if (!claims || typeof claims.sub !== 'string') throw tokenInvalid();
  const [revoked] = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, claims.jti));
  if (revoked) throw tokenInvalid();
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  if (!user) throw tokenInvalid();
  if (user.tokensValidAfter && claims.iat * 1000 < user.tokensValidAfter.getTime()) throw tokenInvalid();
  return { user, jti: claims.jti, exp: claims.exp };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Session | null;
  }
}

/** The centre's staff: they raise fees and payment links; they cannot use the student portal. */
export const STAFF_ROLES = ['cashier', 'customer_service_rep', 'salesman', 'admin'] as const;

/** preValidation hook: authenticate (and check roles) before the body is even looked at. */
export function guard(roles?: readonly string[]) {
  return async (req: FastifyRequest) => {
    const session = await authenticate(req);
    if (roles && !session.user.roles.some((r) => roles.includes(r))) throw forbidden();
    req.auth = session;
  };
}

export function sessionOf(req: FastifyRequest): Session {
  if (!req.auth) throw unauthorized();
  return req.auth;
}

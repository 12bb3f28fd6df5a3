import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../db/schema';
import { badRequest, tooMany } from '../errors';
import { send } from '../services/outbox';
import { guard, sessionOf } from '../services/session';
import { envelope, errors, messageOnly, tokenString } from './schemas';

const FAILED = 'Email Verification Failed';
const VERIFIED = 'Email verified successfully';

export function registerEmail(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  // POST /user/v1/auth/send-verify-email – mail a signed link to the portal's /verify-email page
  r.post(
    '/user/v1/auth/send-verify-email',
    { preValidation: guard(), schema: { tags, security: [{ bearer: [] }], response: { 200: messageOnly, ...errors(401, 429) } } },
    async (req) => {
      const { db, env, tokens, limiter } = app.ctx;
      const { user } = sessionOf(req);
      const hit = await limiter.hit(`verify-email:${user.id}`, 3600);
      if (hit.count > 5) throw tooMany('Too many verification emails, please try again later', hit.retryAfterSeconds);
      const { token } = tokens.sign('email', env.EMAIL_TOKEN_TTL_SECONDS, { sub: user.id, email: user.email });
      const link = `${env.PORTAL_URL.replace(/\/$/, '')}/en/verify-email/${encodeURIComponent(user.id)}?verifyToken=${token}`;
      await send(db, {
        channel: 'email',
        to: user.email,
        subject: 'Verify your email address',
        body: `Hello ${user.name},\n\nPlease confirm your email address by opening this link:\n${link}\n\nIf you did not ask for this, ignore this message.`,
        code: token,
      });
      return { statusCode: 200, message: 'Verification email sent', data: {} };
    },
  );

  // PUT /user/v1/auth/verify-email/:id – the link's token, bound to the user and the address it was sent to
  r.put(
    '/user/v1/auth/verify-email/:id',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(200) }),
        body: z.object({ verifyToken: tokenString }),
        response: { 200: envelope(z.object({ message: z.string() })), ...errors(400) },
      },
    },
    async (req) => {
      const { db, tokens } = app.ctx;
      const claims = tokens.verify(req.body.verifyToken, 'email');
      if (!claims || claims.sub !== req.params.id || typeof claims.email !== 'string') throw badRequest(FAILED);
      const [user] = await db
        .update(users)
        .set({ emailVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, req.params.id), eq(users.email, claims.email)))
        .returning({ id: users.id });
      if (!user) throw badRequest(FAILED);
      return { statusCode: 200, message: VERIFIED, data: { message: VERIFIED } };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { envelope, messageOnly } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { countResult, listQuery, listResult, ticketResult, TICKET_TTL_SECONDS } from './contract';
import { listNotifications, markAllRead, markSeen, unseenCount } from './repo';

// /notification/v1/* – the logged-in student's notifications (D§7 "Notifications").
export function registerNotifications(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);

  // POST /notification/v1/ticket – a one-time, one-minute ticket for the realtime connection
  r.post(
    '/notification/v1/ticket',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.realtimeTicket,
      schema: { tags, security, response: { 200: envelope(ticketResult), ...errorResponses(401, 403, 429) } },
    },
    async (req) => {
      return { statusCode: 200, data: { ticket: app.ctx.tickets.mint(sessionOf(req).user.id, TICKET_TTL_SECONDS), expiresIn: TICKET_TTL_SECONDS } };
    },
  );

  // GET /notification/v1/messages?page=&perPage= – newest first, 5 a page by default
  r.get(
    '/notification/v1/messages',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.messages,
      schema: { tags, security, querystring: listQuery, response: { 200: envelope(listResult), ...errorResponses(400, 401, 403, 429) } },
    },
    async (req) => ({ statusCode: 200, data: await listNotifications(app.ctx.db, sessionOf(req).user.id, req.query.page, req.query.perPage) }),
  );

  // GET /notification/v1/messages/unread-count – what the bell shows (not yet seen)
  r.get(
    '/notification/v1/messages/unread-count',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(countResult), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await unseenCount(app.ctx.db, sessionOf(req).user.id) }),
  );

  // PUT /notification/v1/messages/seen – the bell was opened: its count drops to 0
  r.put(
    '/notification/v1/messages/seen',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.messages,
      schema: { tags, security, response: { 200: messageOnly, ...errorResponses(401, 403, 429) } },
    },
    async (req) => {
      await markSeen(app.ctx.db, sessionOf(req).user.id, new Date(app.ctx.now()));
      return { statusCode: 200, data: {} };
    },
  );

  // PUT /notification/v1/messages/mark-all-read
  r.put(
    '/notification/v1/messages/mark-all-read',
    {
      preValidation: student,
      preHandler: app.ctx.routeLimits.messages,
      schema: { tags, security, response: { 200: messageOnly, ...errorResponses(401, 403, 429) } },
    },
    async (req) => {
      await markAllRead(app.ctx.db, sessionOf(req).user.id, new Date(app.ctx.now()));
      return { statusCode: 200, data: {} };
    },
  );
}

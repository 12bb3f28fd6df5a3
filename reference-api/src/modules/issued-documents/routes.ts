import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IssuedDocumentKind } from '../../db/schema/index';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { issuedDocument, issuedDocumentItem } from './contract';
import { issuedDocument as readDocument, issuedDocumentForStaff, issuedDocumentList, lumpsumInvoice } from './service';

// The data behind the D§2 PDF pages (issue 25). D§7 names these calls; the portal renders the PDF.
// Each answers only the learner the document was issued to (anyone else: 404).

const BY_ID: { path: string; kinds: IssuedDocumentKind[]; what: string }[] = [
  { path: '/user/dms/payment-history/:id', kinds: ['crm_invoice'], what: 'an invoice the centre issued at its counter (CRM)' },
  { path: '/student/contract/:id', kinds: ['contract'], what: 'the training contract: parties, clauses and the agreed fees' },
  { path: '/student/refund-details/:id', kinds: ['refund'], what: 'a refund note' },
  { path: '/student/corporate-refund-details/:id', kinds: ['corporate_refund'], what: "a refund note to the learner's employer" },
  { path: '/student/clearance-certificate/:id', kinds: ['clearance'], what: 'a clearance certificate (no dues outstanding)' },
  { path: '/payment-history/pre-registration/:id', kinds: ['preregistration_invoice'], what: 'the invoice of a pre-registration payment' },
  {
    path: '/corporate/:id/get-invoice-detail',
    kinds: ['corporate_invoice', 'corporate_lumpsum_invoice'],
    what: "an invoice to the learner's employer (per stage or lump sum)",
  },
];

export function registerIssuedDocuments(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const security = [{ bearer: [] }];
  const student = guard(['student']);
  const params = z.object({ id: z.string().trim().min(1).max(40) });
  const response = { 200: envelope(issuedDocument), ...errorResponses(400, 401, 403, 404) };

  for (const { path, kinds, what } of BY_ID) {
    // GET <path> – one of the learner's issued documents by its number
    r.get(path, { preValidation: student, schema: { tags, security, summary: what, params, response } }, async (req) => ({
      statusCode: 200,
      data: await readDocument(app.ctx.db, sessionOf(req).user, req.params.id, kinds),
    }));
  }

  // GET /lumpsum-payment-history?courseId&invoiceNumber – the learner's lump-sum invoice of a course
  r.get(
    '/lumpsum-payment-history',
    {
      preValidation: student,
      schema: {
        tags,
        security,
        querystring: z.object({ courseId: z.string().max(40).optional(), invoiceNumber: z.string().max(40).optional() }),
        response,
      },
    },
    async (req) => ({ statusCode: 200, data: await lumpsumInvoice(app.ctx.db, sessionOf(req).user, req.query.courseId, req.query.invoiceNumber) }),
  );

  // GET /staff/issued-documents/:id – any learner's issued document, for a cashier or an admin; any other
  // caller (a learner, a salesman, a customer service rep) gets 404, as for a document that does not exist
  r.get(
    '/staff/issued-documents/:id',
    { preValidation: guard(), schema: { tags, security, summary: "staff: a learner's issued document", params, response } },
    async (req) => ({ statusCode: 200, data: await issuedDocumentForStaff(app.ctx.db, sessionOf(req).user, req.params.id) }),
  );

  // GET /student/issued-documents – every document issued to the learner (ours: the documents page's list)
  r.get(
    '/student/issued-documents',
    { preValidation: student, schema: { tags, security, response: { 200: envelope(z.array(issuedDocumentItem)), ...errorResponses(401, 403) } } },
    async (req) => ({ statusCode: 200, data: await issuedDocumentList(app.ctx.db, sessionOf(req).user) }),
  );
}

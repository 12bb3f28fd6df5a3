import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors';
import { envelope } from '../../platform/http';
import { guard, sessionOf } from '../session/guard';
import { contractStatus, fileBody, linkBody, MAX_SIGNED_PDF_BYTES, pdfParams, sendLinkBody, sentLink, verifyBody } from './contract';
import {
  CONTRACT_STAFF_ROLES,
  contractStatus as readStatus,
  sendContractLink,
  sendContractOtp,
  signContract,
  signedContractData,
  signedPdf,
  storeSignedFile,
} from './service';

// /student/contract/* (D§7 Contracts): no token needed (D§6 "contract OTP and signature"); the body's `id`
// is the link's token. Staff send the links (ours: the spec does not say how the centre sends them).
export function registerContracts(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];
  const ctx = () => app.ctx;
  const statusResponse = { 200: envelope(contractStatus), ...errorResponses(400, 404, 409, 410) };

  // POST /student/contract/verify-status – the contract behind a link, and whether it is signed
  r.post('/student/contract/verify-status', { schema: { tags, body: linkBody, response: statusResponse } }, async (req) => ({
    statusCode: 200,
    data: await readStatus(ctx(), req.body.id),
  }));

  // POST /student/contract/send-otp – a code to the learner's phone (budgeted per number and address)
  r.post(
    '/student/contract/send-otp',
    {
      schema: { tags, body: linkBody, response: { 200: envelope(z.object({ otpExpiry: z.string() })), ...errorResponses(400, 404, 409, 410, 429) } },
    },
    async (req) => ({ statusCode: 200, message: 'OTP sent', data: await sendContractOtp(ctx(), req.body.id, req.ip) }),
  );

  // POST /student/contract/verify-otp – the code signs the contract (who, when, from where, which code)
  r.post(
    '/student/contract/verify-otp',
    { schema: { tags, body: verifyBody, response: { ...statusResponse, ...errorResponses(400, 404, 409, 410, 429) } } },
    async (req) => ({ statusCode: 200, message: 'Contract signed', data: await signContract(ctx(), req.body.id, req.body.otp, req.ip) }),
  );

  // POST /student/contract/generate-pdf – what the signed PDF is rendered from (signed contracts only)
  r.post('/student/contract/generate-pdf', { schema: { tags, body: linkBody, response: statusResponse } }, async (req) => ({
    statusCode: 200,
    data: await signedContractData(ctx(), req.body.id),
  }));

  // POST /student/contract/update-file-contract – stores the signed PDF once (base64, at most 2 MB)
  r.post(
    '/student/contract/update-file-contract',
    {
      bodyLimit: Math.ceil((MAX_SIGNED_PDF_BYTES * 4) / 3) + 4096,
      schema: {
        tags,
        body: fileBody,
        response: { 200: envelope(z.object({ stored: z.boolean(), sha256: z.string() })), ...errorResponses(400, 404, 409, 410, 413) },
      },
    },
    async (req) => ({ statusCode: 200, data: await storeSignedFile(ctx(), req.body.id, req.body.file) }),
  );

  // GET /student/contract/{id}/pdf/ – the signed PDF (404 contract_pdf_pending until it is stored)
  r.get('/student/contract/:id/pdf/', { schema: { tags, params: pdfParams } }, async (req, reply) => {
    const { documentId, bytes } = await signedPdf(ctx(), req.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(bytes.length))
      .header('content-disposition', `attachment; filename="contract-${documentId}-signed.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  // POST /student/contract/staff/send-link – staff send a learner the link to sign (ours)
  r.post(
    '/student/contract/staff/send-link',
    {
      preValidation: guard(CONTRACT_STAFF_ROLES),
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: sendLinkBody,
        querystring: z.object({ lang: z.enum(['en', 'ar']).default('en') }),
        response: { 200: envelope(sentLink), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => ({ statusCode: 200, data: await sendContractLink(ctx(), sessionOf(req).user, req.body, req.query.lang) }),
  );
}

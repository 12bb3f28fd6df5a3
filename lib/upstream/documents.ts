import 'server-only';
import { upstreamJson } from './client';
import { requestContext, type CallContext } from './context';
import { envelopeSchema } from './schemas/common';
import { documentNumberResultSchema, documentsSchema } from './schemas/documents';

/** The learner's required documents, each side with its file (links already pointing at /api). */
export async function getDocuments(ctx?: CallContext) {
  return (await upstreamJson(envelopeSchema(documentsSchema), '/document/v1/student/documents', ctx ?? (await requestContext()))).data.documents;
}

export async function putDocumentNumber(typeId: string, documentNumber: string, ctx?: CallContext) {
  const context = ctx ?? (await requestContext());
  const path = `/document/v1/student/documents/${encodeURIComponent(typeId)}/number`;
  return (await upstreamJson(envelopeSchema(documentNumberResultSchema), path, { ...context, method: 'PUT', json: { documentNumber } })).data;
}

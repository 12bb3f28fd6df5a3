import 'server-only';
import { z } from 'zod';
import { upstreamFetch, upstreamJson } from './client';
import { clientContext, type CallContext } from './context';
import { UpstreamError } from './errors';
import { envelopeSchema } from './schemas/common';
import { contractStatusSchema, type ContractStatus } from './schemas/contracts';

// Contracts signed by OTP (D§7 Contracts, D§3 "Contract: id and otp"): public calls, no token (D§6); the
// `id` is the link's token from the centre's SMS. The client's address goes along: the API records it
// with the signature and budgets codes per address.

const status = envelopeSchema(contractStatusSchema);
const post = async <S extends z.ZodType>(schema: S, path: string, json: Record<string, string>, ctx?: CallContext) =>
  upstreamJson(schema, path, { ...(ctx ?? (await clientContext())), method: 'POST', json });

/** D§7 POST student/contract/verify-status: the contract behind the link, signed or not. */
export const getContractStatus = async (id: string, ctx?: CallContext): Promise<ContractStatus> =>
  (await post(status, 'student/contract/verify-status', { id }, ctx)).data;

/** D§7 POST student/contract/send-otp: a code to the learner's phone. */
export const sendContractOtp = async (id: string, ctx?: CallContext) =>
  (await post(envelopeSchema(z.object({ otpExpiry: z.iso.datetime({ offset: true }) })), 'student/contract/send-otp', { id }, ctx)).data;

/** D§7 POST student/contract/verify-otp: the code signs the contract. */
export const verifyContractOtp = async (id: string, otp: string, ctx?: CallContext): Promise<ContractStatus> =>
  (await post(status, 'student/contract/verify-otp', { id, otp }, ctx)).data;

/** D§7 POST student/contract/generate-pdf: what the signed PDF is rendered from (signed only). */
export const generateContractPdf = async (id: string, ctx?: CallContext): Promise<ContractStatus> =>
  (await post(status, 'student/contract/generate-pdf', { id }, ctx)).data;

/** D§7 POST student/contract/update-file-contract: stores the rendered signed PDF (once). */
export const updateFileContract = async (id: string, pdf: Uint8Array, ctx?: CallContext) =>
  (
    await post(
      envelopeSchema(z.object({ stored: z.boolean(), sha256: z.string() })),
      'student/contract/update-file-contract',
      { id, file: Buffer.from(pdf).toString('base64') },
      ctx,
    )
  ).data;

/** D§7 GET student/contract/{id}/pdf/: the stored signed PDF, or null while none is stored. */
export async function getSignedContractPdf(id: string, ctx?: CallContext): Promise<Uint8Array | null> {
  try {
    const res = await upstreamFetch(`student/contract/${encodeURIComponent(id)}/pdf/`, {
      ...(ctx ?? (await clientContext())),
      headers: { accept: 'application/pdf' },
    });
    if (!(res.headers.get('content-type') ?? '').startsWith('application/pdf')) throw new Error('contract pdf: not a PDF');
    return new Uint8Array(await res.arrayBuffer());
  } catch (error) {
    if (error instanceof UpstreamError && error.error.code === 'contract_pdf_pending') return null;
    throw error;
  }
}

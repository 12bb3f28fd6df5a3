import 'server-only';
import { getMessages } from 'next-intl/server';
import type { PdfFile } from '@/lib/bff/pdf-download';
import { appError, fail, ok, type Result } from '@/lib/errors/app-error';
import type { Locale } from '@/lib/i18n/routing';
import type { IssuedLabels } from '@/lib/pdf/documents/labels';
import type { InvoiceLabels } from '@/lib/pdf/invoice-document';
import { renderForDownload } from '@/lib/pdf/shared-pool';
import { generateContractPdf, getContractStatus, getSignedContractPdf, updateFileContract } from '@/lib/upstream/contracts';
import type { ContractStatus } from '@/lib/upstream/schemas/contracts';
import { attempt } from '@/lib/upstream/result';
import { isContractLinkToken } from './link';

// The contract's two PDFs (D§7 contract/{id}/pdf/ and pdf-notsigned/), in the layout of the learner's
// contract page (lib/pdf/documents/contract-document.tsx), rendered on the worker pool, one share per link.
// The signed one is rendered once and stored by the API (update-file-contract): every later download is
// that same file, whatever the language asked.

async function render(status: ContractStatus, lang: Locale, signed: boolean, owner: string): Promise<Result<Uint8Array>> {
  const m = (await getMessages({ locale: lang })) as unknown as { invoice: InvoiceLabels; issuedDocument: IssuedLabels };
  const job = { doc: 'issued' as const, document: status.contract, lang, labels: { ...m.invoice, ...m.issuedDocument } };
  return renderForDownload(signed ? { ...job, signature: status.signature } : job, owner);
}

const owner = (status: ContractStatus) => `contract:${status.documentId}`;

/** pdf-notsigned/: the contract as it reads before signing (a signed one prints its signature anyway). */
export async function unsignedContractPdf(id: string, lang: Locale): Promise<Result<PdfFile>> {
  if (!isContractLinkToken(id)) return fail(appError('contract_link_invalid'));
  const status = await attempt(() => getContractStatus(id));
  if (!status.ok) return status;
  const pdf = await render(status.value, lang, status.value.status === 'signed', owner(status.value));
  return pdf.ok ? ok({ pdf: pdf.value, filename: `contract-${status.value.documentId}.pdf` }) : pdf;
}

/** pdf/: the stored signed PDF; if none is stored yet, rendered from generate-pdf's data and stored now. */
export async function signedContractPdf(id: string, lang: Locale): Promise<Result<PdfFile>> {
  if (!isContractLinkToken(id)) return fail(appError('contract_link_invalid'));
  const data = await attempt(() => generateContractPdf(id));
  if (!data.ok) return data;
  const filename = `contract-${data.value.documentId}-signed.pdf`;
  const stored = data.value.signedFile ? await attempt(() => getSignedContractPdf(id)) : ok(null);
  if (!stored.ok) return stored;
  if (stored.value) return ok({ pdf: stored.value, filename });
  const pdf = await render(data.value, lang, true, owner(data.value));
  if (!pdf.ok) return pdf;
  const saved = await attempt(() => updateFileContract(id, pdf.value));
  if (!saved.ok) return saved;
  // of two first downloads at once the API kept one file: serve the kept one
  const kept = await attempt(() => getSignedContractPdf(id));
  return ok({ pdf: kept.ok && kept.value ? kept.value : pdf.value, filename });
}

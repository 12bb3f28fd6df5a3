import type { ComponentType } from 'react';
import type { IssuedKind } from '@/lib/upstream/schemas/issued-documents';
import { ClearanceCertificateDocument } from './clearance-certificate-document';
import { ContractDocument } from './contract-document';
import { CorporateInvoiceDocument } from './corporate-invoice-document';
import { CorporateLumpsumInvoiceDocument } from './corporate-lumpsum-invoice-document';
import { CorporateRefundDocument } from './corporate-refund-document';
import { CrmInvoiceDocument } from './crm-invoice-document';
import type { IssuedProps } from './issued-pages';
import { LumpsumInvoiceDocument } from './lumpsum-invoice-document';
import { PreregistrationInvoiceDocument } from './preregistration-invoice-document';
import { RefundDocument } from './refund-document';

// One document component per kind the centre issues (the render worker picks by the document's kind).
export const ISSUED_DOCUMENTS: Record<IssuedKind, ComponentType<IssuedProps>> = {
  crm_invoice: CrmInvoiceDocument,
  lumpsum_invoice: LumpsumInvoiceDocument,
  contract: ContractDocument,
  refund: RefundDocument,
  clearance: ClearanceCertificateDocument,
  preregistration_invoice: PreregistrationInvoiceDocument,
  corporate_invoice: CorporateInvoiceDocument,
  corporate_lumpsum_invoice: CorporateLumpsumInvoiceDocument,
  corporate_refund: CorporateRefundDocument,
};

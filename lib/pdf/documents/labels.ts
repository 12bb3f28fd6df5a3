import type { IssuedKind } from '@/lib/upstream/schemas/issued-documents';
import type { InvoiceLabels } from '../invoice-document';

// The printed words of the issued documents, from messages/<lang>.json (`issuedDocument`, with the
// invoice's table and totals words from `invoice`), passed in by the route.

export interface IssuedWords {
  titles: Record<IssuedKind, string>;
  documentNumber: string;
  issued: string;
  learner: string;
  studentId: string;
  emiratesId: string;
  course: string;
  refundOf: string;
  reason: string;
  method: string;
  methods: { card: string; cash: string; bank_transfer: string; online: string };
  receivedBy: string;
  purchaseOrder: string;
  dueAt: string;
  billedTo: string;
  customerTrn: string;
  trainees: string;
  centreParty: string;
  learnerParty: string;
  refundCaption: string;
  agreedFeesCaption: string;
  terms: string;
  signatureCentre: string;
  signatureLearner: string;
  unsigned: string;
  /** {name}, {time} (Dubai), {phone} (masked), {otpId} */
  signedBy: string;
  totalDue: string;
  totalRefunded: string;
  courseTotal: string;
  footer: string;
}

export type IssuedLabels = IssuedWords & Omit<InvoiceLabels, 'footer' | 'title'>;

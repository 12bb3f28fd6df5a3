import type { IssuedKind } from '@/lib/upstream/schemas/issued-documents';

// The D§2 PDF pages of the documents the centre issues (the invoice has its own, lib/payments), as the
// portal serves them: /{lang}/<page>/{id}/pdf, or /{lang}/<page>/pdf?… where D§2's path has no id (the
// query names the document the way the D§7 call does). Pure: pages link to them with `issuedPdfHref`.

export type IssuedPage =
  | 'crm-invoice'
  | 'lumpsum-invoice'
  | 'contract'
  | 'refund-document'
  | 'clearance-certificate'
  | 'corporate-lumpsum-invoice'
  | 'corporate-invoice'
  | 'corporate-refund-document'
  | 'preregistration-invoice';

export interface IssuedPageKey {
  id?: string;
  courseId?: string;
  invoiceNumber?: string;
}

export const ISSUED_PAGES: Record<IssuedPage, { kind: IssuedKind; keyed: 'id' | 'query' }> = {
  'crm-invoice': { kind: 'crm_invoice', keyed: 'id' },
  'lumpsum-invoice': { kind: 'lumpsum_invoice', keyed: 'query' },
  contract: { kind: 'contract', keyed: 'id' },
  'refund-document': { kind: 'refund', keyed: 'id' },
  'clearance-certificate': { kind: 'clearance', keyed: 'id' },
  'corporate-lumpsum-invoice': { kind: 'corporate_lumpsum_invoice', keyed: 'query' },
  'corporate-invoice': { kind: 'corporate_invoice', keyed: 'query' },
  'corporate-refund-document': { kind: 'corporate_refund', keyed: 'id' },
  'preregistration-invoice': { kind: 'preregistration_invoice', keyed: 'id' },
};

const PAGE_OF = Object.fromEntries(Object.entries(ISSUED_PAGES).map(([page, { kind }]) => [kind, page])) as Record<IssuedKind, IssuedPage>;

/** The PDF page of an issued document, in `lang`. */
export function issuedPdfHref(lang: string, doc: { kind: IssuedKind; documentNumber: string; courseId: string | null }): string {
  const page = PAGE_OF[doc.kind];
  const id = encodeURIComponent(doc.documentNumber);
  if (ISSUED_PAGES[page].keyed === 'id') return `/${lang}/${page}/${id}/pdf`;
  if (page === 'lumpsum-invoice')
    return `/${lang}/${page}/pdf?${new URLSearchParams({ ...(doc.courseId ? { courseId: doc.courseId } : {}), invoiceNumber: doc.documentNumber })}`;
  return `/${lang}/${page}/pdf?id=${id}`;
}

// Documents rules (D§4 'Documents'), pure: the number a type asks for, a document's completeness,
// and the size shown in KB (R§9: bytes divided by 1000).

export type DocumentSide = 'front' | 'back';

/** Letters, digits, '/' and '-', up to 30 (visa file numbers have slashes). */
export const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/-]{0,29}$/;

/** Per-type number rules, as the API holds them: 784-YYYY-NNNNNNN-C, NNN/YYYY/N…. */
export const DOCUMENT_NUMBER_RULES: Readonly<Record<string, RegExp>> = {
  'doc-emirates-id': /^784-?\d{4}-?\d{7}-?\d$/,
  'doc-visa': /^\d{3}\/\d{4}\/\d{1,10}$/,
};

export function isValidDocumentNumber({ typeId, value }: { typeId: string; value: string }): boolean {
  const v = value.trim();
  if (!DOCUMENT_NUMBER.test(v)) return false;
  const rule = DOCUMENT_NUMBER_RULES[typeId];
  return rule ? rule.test(v) : true;
}

/** R§9: KB is bytes / 1000, shown with at most one decimal (1536 → 1.5). */
export function sizeInKb(bytes: number): string {
  return String(Math.round(bytes / 100) / 10);
}

export interface DocumentState {
  requireFrontBack: boolean;
  requireDocumentNumber: boolean;
  documentNumber: string | null;
  sides: { side: DocumentSide; uploaded: boolean }[];
}

/** D§4: the front uploaded, the back too if required, and the number given if required. */
export function isDocumentComplete(doc: DocumentState): boolean {
  const has = (side: DocumentSide) => doc.sides.some((s) => s.side === side && s.uploaded);
  if (!has('front')) return false;
  if (doc.requireFrontBack && !has('back')) return false;
  if (doc.requireDocumentNumber && !doc.documentNumber?.trim()) return false;
  return true;
}

export const allDocumentsComplete = (docs: readonly DocumentState[]) => docs.length > 0 && docs.every(isDocumentComplete);

/** A document as the API lists it, reduced to what the rules read (a side is uploaded when it has a file). */
export function documentState(doc: Omit<DocumentState, 'sides'> & { sides: readonly { side: DocumentSide; file: unknown }[] }): DocumentState {
  return {
    requireFrontBack: doc.requireFrontBack,
    requireDocumentNumber: doc.requireDocumentNumber,
    documentNumber: doc.documentNumber,
    sides: doc.sides.map((s) => ({ side: s.side, uploaded: s.file != null })),
  };
}

/** The dashboard's line about documents: how many are complete, and how many staff approved on every side. */
export function documentsProgress(
  docs: readonly (Omit<DocumentState, 'sides'> & { sides: readonly { side: DocumentSide; file: { status: string } | null }[] })[],
): { total: number; complete: number; approved: number; rejected: number } {
  let complete = 0;
  let approved = 0;
  let rejected = 0;
  for (const doc of docs) {
    const done = isDocumentComplete(documentState(doc));
    const files = doc.sides.flatMap((s) => (s.file ? [s.file] : []));
    if (done) complete += 1;
    if (done && files.every((f) => f.status === 'approved')) approved += 1;
    if (files.some((f) => f.status === 'rejected')) rejected += 1;
  }
  return { total: docs.length, complete, approved, rejected };
}

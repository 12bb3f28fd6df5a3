import 'server-only';
import type { Result } from '@/lib/errors/app-error';
import type { DocumentNumberValues } from '@/lib/schemas/documents';
import { putDocumentNumber } from '@/lib/upstream/documents';
import { attempt } from '@/lib/upstream/result';

/** Saves a document's number (D§3 'Document number update'); the API checks it again per type. */
export async function saveDocumentNumber(values: DocumentNumberValues): Promise<Result<{ documentNumber: string }>> {
  return attempt(() => putDocumentNumber(values.typeId, values.documentNumber));
}

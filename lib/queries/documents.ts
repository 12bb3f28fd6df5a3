import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The learner's documents through the BFF. The page prefetches them on the server under the same key
// (lib/upstream/documents.ts) and hydrates; an upload or a saved number refreshes them.

export const documentKeys = {
  all: () => ['documents'] as const,
};

export async function fetchDocuments() {
  const [body, { envelopeSchema }, { documentsSchema }] = await Promise.all([
    api.get('document/v1/student/documents').json(),
    import('@/lib/upstream/schemas/common'),
    import('@/lib/upstream/schemas/documents'),
  ]);
  return envelopeSchema(documentsSchema).parse(body).data.documents;
}

export function documentsQuery() {
  return queryOptions({ queryKey: documentKeys.all(), queryFn: fetchDocuments });
}

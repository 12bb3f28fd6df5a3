import type { DocumentSide } from '@/lib/domain/documents';
import type { StudentDocument } from '@/lib/upstream/schemas/documents';

// One side's upload with real progress: XMLHttpRequest, because fetch reports nothing while a body
// goes out. It talks to the portal's /api only (the BFF streams it on to the API), and answers with
// the document as now stored, which the page shows (document-answers.tsx).

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** `document` is null when a stored upload's answer could not be read (the contract drifted). */
export type UploadOutcome = { ok: true; document: StudentDocument | null } | { ok: false; status: number; code?: string };

/** The BFF's answer, parsed with the shared schema; zod arrives with the first answer, not with the page. */
async function storedDocument(body: unknown): Promise<StudentDocument | null> {
  const [{ envelopeSchema }, { studentDocumentSchema }] = await Promise.all([
    import('@/lib/upstream/schemas/common'),
    import('@/lib/upstream/schemas/documents'),
  ]);
  const parsed = envelopeSchema(studentDocumentSchema).safeParse(body);
  return parsed.success ? parsed.data.data : null;
}

export function uploadDocumentFile({
  typeId,
  side,
  file,
  onProgress,
}: {
  typeId: string;
  side: DocumentSide;
  file: File;
  onProgress: (p: UploadProgress) => void;
}): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/document/v1/student/documents/${encodeURIComponent(typeId)}/${side}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const stored = (document: StudentDocument | null) => resolve({ ok: true, document });
        return void storedDocument(xhr.response).then(stored, () => stored(null));
      }
      const body = xhr.response as { code?: unknown } | null;
      resolve({ ok: false, status: xhr.status, ...(typeof body?.code === 'string' ? { code: body.code } : {}) });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0 });
    xhr.onabort = () => resolve({ ok: false, status: 0 });
    const form = new FormData();
    form.append('uploadFile', file, file.name);
    xhr.send(form);
  });
}

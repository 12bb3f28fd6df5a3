import type { DocumentSide } from '@/lib/domain/documents';

// One side's upload with real progress: XMLHttpRequest, because fetch reports nothing while a body
// goes out. It talks to the portal's /api only (the BFF streams it on to the API).

export interface UploadProgress {
  loaded: number;
  total: number;
}

export type UploadOutcome = { ok: true } | { ok: false; status: number; code?: string };

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
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true });
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

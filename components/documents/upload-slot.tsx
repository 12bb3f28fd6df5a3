'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { handleUnauthorized } from '@/lib/api-client';
import { sizeInKb, type DocumentSide } from '@/lib/domain/documents';
import { errorKey, errorText } from '@/lib/errors/text';
import { toast } from '@/lib/toast';
import type { DocumentFile } from '@/lib/upstream/schemas/documents';
import { useAnsweredFile, useRecordAnswer } from './document-answers';
import { uploadDocumentFile, type UploadProgress } from './upload-file';
import styles from './documents.module.css';

const ACCEPT: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };
/** The API's limit (reference-api upload contract): refused here first, with the reason, not after the upload. */
const MAX_BYTES = 5 * 1024 * 1024;

interface Props {
  typeId: string;
  side: DocumentSide;
  /** e.g. 'Front of Emirates ID': the file input's label */
  label: string;
  formats: readonly string[];
  /** the side's file when the page was rendered; an upload on this page shows its answer instead */
  file: DocumentFile | null;
}

type Upload = { name: string; size: number; progress: UploadProgress };

/** One side of a document: its file and status, or a file input whose upload shows its progress (D§4). */
export function UploadSlot({ typeId, side, label, formats, file: rendered }: Props) {
  const file = useAnsweredFile(typeId, side) ?? rendered;
  const { recordDocument } = useRecordAnswer();
  const t = useTranslations('documents');
  const root = useTranslations();
  const inputId = useId();
  const chosenId = useId();
  const input = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  /** A refusal in the page's language: why (type, size) when the code says, else D§8's line naming the file. */
  function refuse(chosen: File, code?: string) {
    const text = code && errorKey(code) ? errorText({ code, message: '' }, root) : t('uploadFailed', { user_content: chosen.name });
    setFailure(text);
    toast.error(text);
    if (input.current) input.current.value = '';
  }

  async function start(chosen: File) {
    started.current = true;
    setFailure(null);
    const accepted = formats.map((f) => ACCEPT[f]);
    if (!accepted.includes(chosen.type)) return refuse(chosen, 'unsupported_file_type');
    if (chosen.size > MAX_BYTES) return refuse(chosen, 'file_too_large');
    setUpload({ name: chosen.name, size: chosen.size, progress: { loaded: 0, total: chosen.size } });
    const outcome = await uploadDocumentFile({
      typeId,
      side,
      file: chosen,
      onProgress: (progress) => setUpload((u) => (u ? { ...u, progress } : u)),
    });
    if (outcome.ok) {
      // The stored document, shown at once. An answer that could not be read (the contract drifted)
      // leaves only a full load to show what the server holds.
      if (outcome.document) recordDocument(outcome.document);
      else window.location.reload();
    } else {
      if (outcome.status === 401) handleUnauthorized();
      // D§4: on failure the side is cleared; a refusal says why, anything else names the file (D§8)
      refuse(chosen, outcome.code);
    }
    setUpload(null);
    if (input.current) input.current.value = '';
  }

  // The dashboard's scripts load after the first paint: a file picked before React hydrated fired its
  // change event into nothing, but the browser keeps it in the input. Take it up once, at hydration.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early && !started.current) void start(early);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: a later pick goes through onChange
  }, []);

  const status = file ? (file.status === 'rejected' && file.reason ? t('rejectedReason', { reason: file.reason }) : t(file.status)) : null;
  return (
    <div className={styles.slot} aria-busy={upload ? true : undefined}>
      <label htmlFor={inputId} className={styles.slotLabel}>
        {label}
      </label>
      {/* The browser's own "Choose File / No file chosen" is in the browser's language, not the page's:
          the input is visually hidden inside a label drawn as a button, and the chosen name shows beside it. */}
      <div className={styles.picker}>
        <label className={styles.fileButton} data-disabled={upload ? '' : undefined}>
          <input
            ref={input}
            id={inputId}
            type="file"
            className="visually-hidden"
            accept={formats.map((f) => ACCEPT[f]).join(',')}
            disabled={!!upload}
            aria-describedby={chosenId}
            aria-invalid={failure ? true : undefined}
            onChange={(e) => {
              const chosen = e.currentTarget.files?.[0];
              if (chosen) void start(chosen);
            }}
          />
          {t('chooseButton')}
        </label>
        <span id={chosenId} className={styles.chosen}>
          {upload ? <bdi>{upload.name}</bdi> : t('noFileChosen')}
        </span>
      </div>
      {upload ? (
        <div className={styles.progress}>
          <progress
            max={upload.progress.total || 1}
            value={upload.progress.loaded}
            aria-label={t('uploading', { name: upload.name })}
            aria-valuetext={t('progress', { loaded: sizeInKb(upload.progress.loaded), total: sizeInKb(upload.progress.total) })}
          />
          <span aria-hidden="true">{t('progress', { loaded: sizeInKb(upload.progress.loaded), total: sizeInKb(upload.progress.total) })}</span>
        </div>
      ) : file ? (
        <p className={styles.fileLine}>
          <a href={file.url} target="_blank" rel="noopener noreferrer">
            {t.rich('uploaded', { name: file.name, size: sizeInKb(file.sizeBytes), file: (chunks) => <bdi>{chunks}</bdi> })}
          </a>{' '}
          <span className={styles[file.status]}>{t('status', { status: status ?? '' })}</span>
        </p>
      ) : (
        <p className={styles.empty}>{t('empty')}</p>
      )}
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}

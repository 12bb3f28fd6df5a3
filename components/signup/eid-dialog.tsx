'use client';

import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { api, attemptApi } from '@/lib/api-client';
import { ID_IMAGE_ACCEPT, ID_IMAGE_MAX_BYTES, isIdImage } from '@/lib/domain/emirates-id';
import { errorText } from '@/lib/errors/text';
import { msg } from '@/lib/schemas/messages';
import { toast } from '@/lib/toast';
import { EidDetailsList } from './eid-details-list';
import { eidToForm, nothingRead, readEidResult, type EidFormPatch, type EidResult } from './eid-details';
import type { Option } from './signup-options';
import styles from './eid.module.css';

type Step = { name: 'upload'; error?: string } | { name: 'loading' } | { name: 'details'; result: EidResult };

export interface EidDialogProps {
  countries: readonly Option[];
  onProceed: (patch: EidFormPatch, result: EidResult) => void;
  /** 'Error Reading EID' or Cancel: name, date of birth, nationality and gender are cleared (R§8). */
  onClear: () => void;
  onClose: () => void;
}

// OCR of a phone photo takes a few seconds on the API; allow for a slow uplink too.
const READ_TIMEOUT_MS = 60_000;

/** A server text that reached us with another backend's '2 UNKNOWN:' prefix loses it (R§8). */
const stripUnknown = (text: string) => text.replace(/^\s*2 UNKNOWN:\s*/, '');

/** Upload popup → loading → 'Details from EID' (R§4). Loaded on demand by EidPanel. */
export function EidDialog({ countries, onProceed, onClear, onClose }: EidDialogProps) {
  const t = useTranslations('eid');
  const root = useTranslations();
  const [step, setStep] = useState<Step>({ name: 'upload' });
  const proceedRef = useRef<HTMLButtonElement>(null);
  const request = useRef<AbortController | null>(null);

  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (step.name === 'details') proceedRef.current?.focus();
  }, [step.name]);

  function proceed(result: EidResult) {
    try {
      onProceed(eidToForm(result, countries), result);
    } catch {
      toast.error(t('applyFailed'));
    }
    onClose();
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isIdImage({ name: file.name, type: file.type })) return setStep({ name: 'upload', error: msg.imageFile() });
    if (file.size > ID_IMAGE_MAX_BYTES) return setStep({ name: 'upload', error: t('tooLarge') });

    setStep({ name: 'loading' });
    const controller = new AbortController();
    request.current = controller;
    const body = new FormData();
    body.append('uploadFile', file, file.name);
    const answer = await attemptApi(() => api.post('eid/read', { body, signal: controller.signal, timeout: READ_TIMEOUT_MS }).json<unknown>()).catch(
      () => null,
    );
    if (!answer || controller.signal.aborted) return;
    const result = answer.ok ? readEidResult(answer.value) : null;
    if (answer.ok && result && !nothingRead(result)) return setStep({ name: 'details', result });

    // R§8: an ID none of whose fields could be read is its own toast; the panel closes, nothing is cleared.
    if ((answer.ok && (!result || nothingRead(result))) || (!answer.ok && answer.error.code === 'id_unreadable')) {
      toast.error(t('unreadable'));
      return onClose();
    }
    if (!answer.ok && (answer.error.code === 'image_required' || answer.error.code === 'file_too_large')) {
      return setStep({ name: 'upload', error: errorText(answer.error, root) });
    }
    // R§8 'Error Reading EID': a toast with the reason, the panel closes, the card's fields are cleared.
    toast.error(t('errorReading'), { description: answer.ok ? t('unreadable') : stripUnknown(errorText(answer.error, root)) });
    onClear();
    onClose();
  }

  const details = step.name === 'details' ? step.result : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={details ? t('detailsTitle') : t('uploadTitle')}
      footer={
        details ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                onClear();
                onClose();
              }}
            >
              {t('cancel')}
            </Button>
            <Button ref={proceedRef} onClick={() => proceed(details)}>
              {t('proceed')}
            </Button>
          </>
        ) : undefined
      }
    >
      {step.name === 'upload' ? (
        <div className={styles.upload}>
          <div className={styles.option}>
            <Button variant="secondary" block disabled aria-describedby="eid-scan-note">
              {t('scan')}
            </Button>
            <p id="eid-scan-note" className={styles.note}>
              {t('scanNote')}
            </p>
          </div>
          <div className={styles.option}>
            <label className={styles.fileButton}>
              <input
                type="file"
                accept={ID_IMAGE_ACCEPT}
                className="visually-hidden"
                onChange={onFile}
                aria-describedby={step.error ? 'eid-file-hint eid-file-error' : 'eid-file-hint'}
                aria-invalid={step.error ? true : undefined}
              />
              {t('upload')}
            </label>
            <p id="eid-file-hint" className={styles.note}>
              {t('fileHint')}
            </p>
            <FieldError id="eid-file-error" message={step.error} />
          </div>
        </div>
      ) : null}
      {step.name === 'loading' ? (
        <p role="status" className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {t('reading')}
        </p>
      ) : null}
      {details ? (
        <>
          <EidDetailsList result={details} countries={countries} />
          <p className={styles.note}>{t('note')}</p>
        </>
      ) : null}
    </Dialog>
  );
}

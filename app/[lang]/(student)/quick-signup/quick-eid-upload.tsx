'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EidDetailsList } from '@/components/signup/eid-details-list';
import { nothingRead, type EidResult } from '@/components/signup/eid-details';
import type { Option } from '@/components/signup/signup-options';
import { FieldError } from '@/components/ui/field-error';
import { Button } from '@/components/ui/button';
import { ID_IMAGE_ACCEPT, ID_IMAGE_MAX_BYTES, isIdImage } from '@/lib/domain/emirates-id';
import { msg } from '@/lib/schemas/messages';
import { toast } from '@/lib/toast';
import { stripUnknownPrefix } from './quick-fields';
import styles from './quick-signup.module.css';

const UNREADABLE = "Invalid Id, Id can't be read, please try again";

type Step = { name: 'idle'; error?: string } | { name: 'loading' } | { name: 'details'; result: EidResult };

/**
 * The quick sign-up's Emirates ID upload: an image in, 'Details from EID' out, Proceed or Cancel.
 * Unlike the sign-up panel, a server error loses a leading '2 UNKNOWN:' (R§8).
 */
export function QuickEidUpload({
  countries,
  onProceed,
  onClear,
}: {
  countries: readonly Option[];
  onProceed: (r: EidResult) => void;
  onClear: () => void;
}) {
  const t = useTranslations('eid');
  const id = useId();
  const [step, setStep] = useState<Step>({ name: 'idle' });

  function failed(message: string | undefined) {
    const text = message ? stripUnknownPrefix(message) : '';
    toast.error(t('errorReading'), { description: !text || text === UNREADABLE ? t('unreadable') : text });
    onClear();
    setStep({ name: 'idle' });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isIdImage(file)) return setStep({ name: 'idle', error: msg.imageFile() });
    if (file.size > ID_IMAGE_MAX_BYTES) return setStep({ name: 'idle', error: t('tooLarge') });
    setStep({ name: 'loading' });
    try {
      const { readEid } = await import('./read-eid');
      const read = await readEid(file);
      if (!read.ok) return failed(read.message);
      if (!read.result || nothingRead(read.result)) return failed(UNREADABLE);
      setStep({ name: 'details', result: read.result });
    } catch {
      failed(undefined);
    }
  }

  return (
    <section className={styles.eid} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.eidTitle}>
        {t('title')}
      </h2>
      {step.name === 'details' ? (
        <div role="region" aria-label={t('detailsTitle')}>
          <h3 className={styles.eidTitle}>{t('detailsTitle')}</h3>
          <EidDetailsList result={step.result} countries={countries} />
          <p className={styles.note}>{t('note')}</p>
          <div className={styles.eidActions}>
            <Button
              variant="secondary"
              onClick={() => {
                onClear();
                setStep({ name: 'idle' });
              }}
            >
              {t('cancel')}
            </Button>
            <Button
              onClick={() => {
                onProceed(step.result);
                setStep({ name: 'idle' });
              }}
            >
              {t('proceed')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.note}>{t('text')}</p>
          <label htmlFor={`${id}-file`} className={styles.fileLabel}>
            {t('upload')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ID_IMAGE_ACCEPT}
            onChange={onFile}
            disabled={step.name === 'loading'}
            aria-describedby={step.name === 'idle' && step.error ? `${id}-hint ${id}-error` : `${id}-hint`}
            aria-invalid={step.name === 'idle' && step.error ? true : undefined}
          />
          <p id={`${id}-hint`} className={styles.note}>
            {t('fileHint')}
          </p>
          {step.name === 'loading' ? <p role="status">{t('reading')}</p> : null}
          <FieldError id={`${id}-error`} message={step.name === 'idle' ? step.error : undefined} />
        </>
      )}
    </section>
  );
}

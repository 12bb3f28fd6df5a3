'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { allDocumentsComplete } from '@/lib/domain/documents';
import { toast } from '@/lib/toast';
import { useDocumentStates } from './document-answers';

/**
 * D§4's thank-you when the last document becomes complete, from the answers given on this page
 * (document-answers.tsx). Only a change seen on this page: a learner who comes back to a finished list
 * is not thanked again.
 */
export function DocumentsDoneToast() {
  const t = useTranslations('documents');
  const allDone = allDocumentsComplete(useDocumentStates());
  const wasDone = useRef<boolean | null>(null);
  useEffect(() => {
    if (wasDone.current === false && allDone) toast.success(t('allSubmitted'));
    wasDone.current = allDone;
  }, [allDone, t]);
  return null;
}

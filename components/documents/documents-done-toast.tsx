'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';

/**
 * D§4's thank-you when the last document becomes complete. The list is server-rendered and refreshed
 * after an upload; this stays mounted across refreshes, so it sees the change. Only a change seen on
 * this page: a learner who comes back to a finished list is not thanked again.
 */
export function DocumentsDoneToast({ allDone }: { allDone: boolean }) {
  const t = useTranslations('documents');
  const wasDone = useRef<boolean | null>(null);
  useEffect(() => {
    if (wasDone.current === false && allDone) toast.success(t('allSubmitted'));
    wasDone.current = allDone;
  }, [allDone, t]);
  return null;
}

'use client';

import { useEffect } from 'react';
import type { FormState } from '@/lib/auth/form-state';
import { toast } from '@/lib/toast';

/** Raises the toasts of each new action answer once (R§8: errors as toasts too). */
export function useStateToasts(state: FormState): void {
  useEffect(() => {
    if (state.seq === 0) return;
    const error = state.error ?? state.toastError;
    if (error) toast.error(error);
    if (state.notice) toast.success(state.notice);
  }, [state]);
}

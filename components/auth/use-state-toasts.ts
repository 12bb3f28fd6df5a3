'use client';

import { useEffect, useRef } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import { toast } from '@/lib/toast';

/** Raises the toasts of each new action answer once (R§8: errors as toasts too), for forms without fields. */
export function useStateToasts(state: FormState): void {
  const seen = useRef(state.seq);
  useEffect(() => {
    if (state.seq === seen.current) return;
    seen.current = state.seq;
    if (state.formError) toast.error(state.formError);
    toast.errors(state.toasts ?? []);
    if (state.notice) toast.success(state.notice);
  }, [state]);
}

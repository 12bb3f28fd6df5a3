'use server';

import type { FormState } from '@/lib/forms/form-state';
import { saveDocumentNumber } from '@/lib/documents/save-number';
import { runFormAction } from '@/lib/forms/run-form-action';
import { documentNumberFormSchema } from '@/lib/schemas/documents';

/** A document's number (D§3): saved, then the list refreshes in the browser. */
export async function saveDocumentNumberAction(previous: FormState, payload: FormData | Record<string, string>): Promise<FormState> {
  return runFormAction(previous, payload, {
    schema: documentNumberFormSchema,
    run: saveDocumentNumber,
    done: (saved, { t }) => ({ notice: t('documents.numberSaved'), data: { documentNumber: saved.documentNumber } }),
  });
}

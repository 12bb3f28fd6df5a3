import * as z from 'zod';
import { isValidDocumentNumber } from '@/lib/domain/documents';
import { msg } from './messages';

// The document number form (D§3 'Document number update: _id, documentNumber'): shared by the form's
// resolver and its server action.
export const documentNumberFormSchema = z
  .object({
    typeId: z.string().regex(/^[a-z0-9-]{1,40}$/, { error: msg.invalid('documentNumber') }),
    documentNumber: z.string({ error: msg.required('documentNumber') }).trim(),
  })
  .superRefine((v, ctx) => {
    if (!v.documentNumber)
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: msg.required('documentNumber'), input: v.documentNumber });
    else if (!isValidDocumentNumber({ typeId: v.typeId, value: v.documentNumber }))
      ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: msg.invalid('documentNumber'), input: v.documentNumber });
  });

export type DocumentNumberValues = z.output<typeof documentNumberFormSchema>;

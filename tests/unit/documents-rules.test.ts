import {
  allDocumentsComplete,
  documentsProgress,
  isDocumentComplete,
  isValidDocumentNumber,
  sizeInKb,
  type DocumentState,
} from '@/lib/domain/documents';
import { documentNumberFormSchema } from '@/lib/schemas/documents';
import { decodeMessage } from '@/lib/schemas/messages';

// D§4 documents rules, R§9 sizes, and the number form's shared schema.

it.each([
  [0, '0'],
  [999, '1'],
  [1000, '1'],
  [1536, '1.5'],
  [153_600, '153.6'],
  [5_242_880, '5242.9'],
])('shows %d bytes as %s KB (bytes / 1000)', (bytes, kb) => expect(sizeInKb(bytes)).toBe(kb));

const doc = (over: Partial<DocumentState> & { up?: ('front' | 'back')[] }): DocumentState => ({
  requireFrontBack: false,
  requireDocumentNumber: false,
  documentNumber: null,
  sides: (['front', 'back'] as const).map((side) => ({ side, uploaded: (over.up ?? []).includes(side) })),
  ...over,
});

it.each([
  ['nothing uploaded', doc({}), false],
  ['front only, no back needed', doc({ up: ['front'] }), true],
  ['front only, back needed', doc({ up: ['front'], requireFrontBack: true }), false],
  ['both sides', doc({ up: ['front', 'back'], requireFrontBack: true }), true],
  ['number needed, missing', doc({ up: ['front'], requireDocumentNumber: true }), false],
  ['number needed, blank', doc({ up: ['front'], requireDocumentNumber: true, documentNumber: ' ' }), false],
  ['number needed, given', doc({ up: ['front'], requireDocumentNumber: true, documentNumber: 'A1' }), true],
])('a document is complete: %s → %s', (_name, d, complete) => expect(isDocumentComplete(d)).toBe(complete));

it('all documents complete needs at least one and every one', () => {
  expect(allDocumentsComplete([])).toBe(false);
  expect(allDocumentsComplete([doc({ up: ['front'] }), doc({})])).toBe(false);
  expect(allDocumentsComplete([doc({ up: ['front'] }), doc({ up: ['front', 'back'] })])).toBe(true);
});

it.each([
  ['doc-emirates-id', '784-1998-1234567-1', true],
  ['doc-emirates-id', '784199812345671', true],
  ['doc-emirates-id', '12345', false],
  ['doc-visa', '201/2019/1234567', true],
  ['doc-visa', '201-2019-1234567', false],
  ['doc-passport', 'A1234567', true],
  ['doc-passport', 'A 123', false],
  ['doc-passport', 'x'.repeat(31), false],
])('%s number %s valid: %s', (typeId, value, valid) => expect(isValidDocumentNumber({ typeId, value })).toBe(valid));

it('the number form says required or invalid under documentNumber', () => {
  const codeOf = (v: Record<string, string>) => {
    const r = documentNumberFormSchema.safeParse(v);
    return r.success ? null : decodeMessage(r.error.issues[0]!.message)?.code;
  };
  expect(codeOf({ typeId: 'doc-visa', documentNumber: '  ' })).toBe('required');
  expect(codeOf({ typeId: 'doc-visa', documentNumber: '12' })).toBe('invalid');
  expect(codeOf({ typeId: 'doc-visa', documentNumber: ' 201/2019/1234567 ' })).toBeNull();
  expect(documentNumberFormSchema.parse({ typeId: 'doc-visa', documentNumber: ' 201/2019/1234567 ' }).documentNumber).toBe('201/2019/1234567');
});

it('the dashboard counts complete, approved and rejected documents', () => {
  const file = (status: string) => ({ status });
  const doc = (sides: { side: 'front' | 'back'; file: { status: string } | null }[], over = {}) => ({
    requireFrontBack: sides.length > 1,
    requireDocumentNumber: false,
    documentNumber: null,
    sides,
    ...over,
  });
  expect(
    documentsProgress([
      doc([
        { side: 'front', file: file('approved') },
        { side: 'back', file: file('approved') },
      ]),
      doc([
        { side: 'front', file: file('pending') },
        { side: 'back', file: null },
      ]),
      doc([{ side: 'front', file: file('rejected') }]),
      doc([{ side: 'front', file: file('approved') }], { requireDocumentNumber: true }),
    ]),
  ).toEqual({ total: 4, complete: 2, approved: 1, rejected: 1 });
  expect(documentsProgress([])).toEqual({ total: 0, complete: 0, approved: 0, rejected: 0 });
});

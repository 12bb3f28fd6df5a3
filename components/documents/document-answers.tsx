'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { documentState, type DocumentSide, type DocumentState } from '@/lib/domain/documents';
import type { DocumentFile, StudentDocument } from '@/lib/upstream/schemas/documents';

// The documents list is HTML from the server; what changes on this page (an upload, a saved number)
// is shown from the API's own answer, not from a refresh of the page. router.refresh() after an
// upload was sometimes dropped by Next 15.5's router (its RSC answer arrived and was never committed:
// about one second upload in ten in the documents e2e), and the learner kept seeing the old list.
// An upload's answer is the whole document as stored; a saved number's answer is the number.

type Answered = { state: DocumentState; files: Partial<Record<DocumentSide, DocumentFile>> };

interface Answers {
  byType: Readonly<Record<string, DocumentState | Answered>>;
  recordDocument: (doc: StudentDocument) => void;
  recordNumber: (typeId: string, documentNumber: string) => void;
}

const AnswersContext = createContext<Answers | null>(null);

const isAnswered = (entry: DocumentState | Answered | undefined): entry is Answered => !!entry && 'files' in entry;

/** Holds each document's state as the server rendered it, then as the API answered since. */
export function DocumentAnswersProvider({ initial, children }: { initial: Record<string, DocumentState>; children: ReactNode }) {
  const [byType, setByType] = useState<Record<string, DocumentState | Answered>>(initial);
  const recordDocument = useCallback((doc: StudentDocument) => {
    setByType((current) => {
      const before = current[doc._id];
      const files: Answered['files'] = isAnswered(before) ? { ...before.files } : {};
      // Each answer names the document's every side, but two sides uploaded at once can answer out of
      // order: a side never loses its file to an older answer (nothing on this page removes one).
      for (const { side, file } of doc.sides) if (file) files[side] = file;
      const sides = doc.sides.map(({ side }) => ({ side, file: files[side] ?? null }));
      return { ...current, [doc._id]: { state: documentState({ ...doc, sides }), files } };
    });
  }, []);
  const recordNumber = useCallback((typeId: string, documentNumber: string) => {
    setByType((current) => {
      const before = current[typeId];
      if (!before) return current;
      return isAnswered(before)
        ? { ...current, [typeId]: { ...before, state: { ...before.state, documentNumber } } }
        : { ...current, [typeId]: { ...before, documentNumber } };
    });
  }, []);
  const value = useMemo(() => ({ byType, recordDocument, recordNumber }), [byType, recordDocument, recordNumber]);
  return <AnswersContext.Provider value={value}>{children}</AnswersContext.Provider>;
}

const NO_ANSWERS: Answers = { byType: {}, recordDocument: () => {}, recordNumber: () => {} };
const useAnswers = () => useContext(AnswersContext) ?? NO_ANSWERS;

/** A document's state now: as answered on this page, else as rendered. */
export function useDocumentState(typeId: string): DocumentState | undefined {
  const entry = useAnswers().byType[typeId];
  return isAnswered(entry) ? entry.state : entry;
}

/** Every document's state now (the thank-you toast's input). */
export function useDocumentStates(): DocumentState[] {
  const { byType } = useAnswers();
  return useMemo(() => Object.values(byType).map((entry) => (isAnswered(entry) ? entry.state : entry)), [byType]);
}

/** A side's file as an answer on this page gave it; undefined when no answer named one (the rendered one stands). */
export function useAnsweredFile(typeId: string, side: DocumentSide): DocumentFile | undefined {
  const entry = useAnswers().byType[typeId];
  return isAnswered(entry) ? entry.files[side] : undefined;
}

export function useRecordAnswer(): Pick<Answers, 'recordDocument' | 'recordNumber'> {
  const { recordDocument, recordNumber } = useAnswers();
  return { recordDocument, recordNumber };
}

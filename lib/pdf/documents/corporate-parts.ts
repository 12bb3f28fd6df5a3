import type { IssuedDocument } from '@/lib/upstream/schemas/issued-documents';
import type { Direction } from '../layout/direction';
import type { Fact, Party } from '../layout/party-block';
import type { IssuedLabels } from './labels';
import { methodFact, numberFacts } from './issued-pages';

// What the corporate documents share: the client billed (name, address, TRN) and the trainees.

export function corporateParty(doc: IssuedDocument, dir: Direction, labels: IssuedLabels): Party[] {
  if (!doc.corporate) return [];
  const c = doc.corporate;
  return [{ heading: labels.billedTo, lines: [c.name[dir.lang], c.address[dir.lang], `${labels.customerTrn}: ${dir.ltr(c.trn)}`] }];
}

export function corporateFacts(doc: IssuedDocument, dir: Direction, labels: IssuedLabels): (Fact | null)[] {
  const d = doc.details;
  return [
    ...numberFacts(doc, dir, labels),
    d.purchaseOrder ? [labels.purchaseOrder, dir.ltr(d.purchaseOrder)] : null,
    d.dueAt ? [labels.dueAt, dir.date(d.dueAt)] : null,
    d.courseName ? [labels.course, d.courseName[dir.lang]] : null,
    d.trainees?.length ? [labels.trainees, d.trainees.join(', ')] : null,
    methodFact(labels, d.method),
  ];
}

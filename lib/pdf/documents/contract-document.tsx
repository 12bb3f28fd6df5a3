import { formatDay, formatTime } from '@/lib/domain/dates';
import type { ContractSignature } from '@/lib/upstream/schemas/contracts';
import type { Direction } from '../layout/direction';
import { Paragraphs, Signatures } from '../layout/paragraphs';
import { IssuedPages, numberFacts, prepare, type IssuedProps } from './issued-pages';

// D§2 /contract/{id}/pdf/: the training contract between the centre and the learner: the parties, the
// course, the agreed fees and the clauses. Unsigned, it says how it is signed; signed by OTP (issue 27,
// /contract-request/id/{id}), it names the signer, the time in Dubai, the masked phone and the code's id.

/** The signature line: names, numbers and the time kept left to right inside Arabic. */
function signedLine(template: string, s: ContractSignature, dir: Direction): string {
  const values: Record<string, string> = {
    name: s.signerName,
    // the day, then the time with its own AM/PM word: in Arabic each number is held left to right on its
    // own (a whole "27-11-2026 7:07 ص" wrapped at once came out with its groups swapped)
    time: `${dir.ltr(formatDay(s.signedAt))} ${dir.words(formatTime(s.signedAt, dir.lang))}`,
    // every gap held too: "+971 50 •••• 567" otherwise prints its groups right to left
    phone: dir.ltr(dir.rtl ? s.signerPhone.replaceAll(' ', '\u200E \u200E') : s.signerPhone),
    otpId: dir.ltr(s.otpId),
  };
  return template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
export function ContractDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc, lang } = props;
  const facts = [...numberFacts(doc, dir, labels), doc.details.courseName ? ([labels.course, doc.details.courseName[lang]] as const) : null];
  const parties = [
    { heading: labels.centreParty, lines: [doc.centre.name[lang], `${labels.trn}: ${dir.ltr(doc.centre.trn)}`] },
    {
      heading: labels.learnerParty,
      lines: [
        doc.learner.name,
        ...(doc.learner.studentId ? [`${labels.studentId}: ${dir.ltr(doc.learner.studentId)}`] : []),
        ...(doc.learner.emiratesId ? [`${labels.emiratesId}: ${dir.ltr(doc.learner.emiratesId)}`] : []),
      ],
    },
  ];
  const after = (
    <>
      <Paragraphs dir={dir} heading={labels.terms} paragraphs={doc.details.paragraphs?.[lang] ?? []} numbered />
      <Signatures dir={dir} names={[labels.signatureCentre, labels.signatureLearner]} />
      <Paragraphs dir={dir} paragraphs={[props.signature ? signedLine(labels.signedBy, props.signature, dir) : labels.unsigned]} />
    </>
  );
  return (
    <IssuedPages
      doc={doc}
      dir={dir}
      labels={labels}
      layout={{ facts, parties, caption: labels.agreedFeesCaption, grand: labels.courseTotal, after }}
    />
  );
}

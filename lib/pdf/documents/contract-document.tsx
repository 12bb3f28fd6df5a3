import { Paragraphs, Signatures } from '../layout/paragraphs';
import { IssuedPages, prepare, type IssuedProps } from './issued-pages';

// D§2 /contract/{id}/pdf/: the training contract between the centre and the learner: the parties, the
// course, the agreed fees and the clauses. Signing it by OTP is issue 27: until then it prints unsigned.
export function ContractDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc, lang } = props;
  const facts = [
    [labels.documentNumber, dir.ltr(doc.documentNumber)] as const,
    [labels.issued, dir.date(doc.issuedAt)] as const,
    doc.details.courseName ? ([labels.course, doc.details.courseName[lang]] as const) : null,
  ];
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
      <Paragraphs dir={dir} paragraphs={[labels.unsigned]} />
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

import { Paragraphs, Signatures } from '../layout/paragraphs';
import { IssuedPages, learnerFacts, numberFacts, prepare, type IssuedProps } from './issued-pages';

// D§2 /clearance-certificate/{id}/pdf/: the centre certifies the learner owes nothing (no amounts).
export function ClearanceCertificateDocument(props: IssuedProps) {
  const { dir, labels } = prepare(props);
  const { doc, lang } = props;
  const facts = [
    ...numberFacts(doc, dir, labels),
    ...learnerFacts(doc, dir, labels),
    doc.details.courseName ? ([labels.course, doc.details.courseName[lang]] as const) : null,
  ];
  const after = (
    <>
      <Paragraphs dir={dir} paragraphs={doc.details.paragraphs?.[lang] ?? []} />
      <Signatures dir={dir} names={[labels.signatureCentre]} />
    </>
  );
  return <IssuedPages doc={doc} dir={dir} labels={labels} layout={{ facts, grand: null, after }} />;
}

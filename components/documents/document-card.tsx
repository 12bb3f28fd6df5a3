import { useTranslations } from 'next-intl';
import type { FormState } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n/routing';
import type { StudentDocument } from '@/lib/upstream/schemas/documents';
import { CompleteTag } from './complete-tag';
import { NumberForm } from './number-form';
import { UploadSlot } from './upload-slot';
import styles from './documents.module.css';

interface Props {
  doc: StudentDocument;
  lang: Locale;
  numberAction: (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;
}

/**
 * One document (D§2 UploadDocument): name, instruction, supported format, its sides and its number. A
 * server component; its status, sides and number are islands that follow this page's answers.
 */
export function DocumentCard({ doc, lang, numberAction }: Props) {
  const t = useTranslations('documents');
  const headingId = `doc-${doc._id}`;
  const name = doc.name[lang];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {name} <CompleteTag typeId={doc._id} />
      </h2>
      <p className={styles.instruction}>{doc.instruction[lang]}</p>
      <p className={styles.formats}>{t('formats', { formats: doc.supportedFormat.map((f) => f.toUpperCase()).join(', ') })}</p>
      <div className={styles.sides}>
        {doc.sides.map((s) => (
          <UploadSlot
            key={s.side}
            typeId={doc._id}
            side={s.side}
            label={t('chooseFile', { side: t(s.side), document: name })}
            formats={doc.supportedFormat}
            file={s.file}
          />
        ))}
      </div>
      {doc.requireDocumentNumber ? <NumberForm typeId={doc._id} documentNumber={doc.documentNumber} action={numberAction} /> : null}
    </section>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { isDocumentComplete } from '@/lib/domain/documents';
import { useDocumentState } from './document-answers';
import styles from './documents.module.css';

/** '(Complete)' / '(Incomplete)' after a document's name: it follows the answers given on this page. */
export function CompleteTag({ typeId }: { typeId: string }) {
  const t = useTranslations('documents');
  const state = useDocumentState(typeId);
  const complete = !!state && isDocumentComplete(state);
  return <span className={complete ? styles.complete : styles.incomplete}>({complete ? t('complete') : t('incomplete')})</span>;
}

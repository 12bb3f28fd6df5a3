'use client';

import { useTranslations } from 'next-intl';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';
import type { LectureLanguage } from '@/lib/upstream/schemas/lectures';
import styles from './lectures.module.css';

type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

/** The lecture language (D§7), independent of the page's: each choice names itself in its own language. */
export function LectureLanguageForm({ action, current, returnTo }: { action: Action; current: LectureLanguage; returnTo: string }) {
  const t = useTranslations('lecture');
  const { formProps, pending, state } = useActionButton({ action });
  return (
    <form {...formProps} className={styles.row}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor="lecture-language">{t('language')}</label>
      <select id="lecture-language" name="language" defaultValue={current}>
        <option value="en" lang="en">
          English
        </option>
        <option value="ar" lang="ar">
          العربية
        </option>
      </select>
      <Button type="submit" variant="secondary" loading={pending}>
        {t('changeLanguage')}
      </Button>
      {state.formError ? <p role="alert">{state.formError}</p> : null}
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import { sendVerificationEmailAction } from './actions';
import ui from '@/components/auth/auth-ui.module.css';

/** Mails a verification link to the account's address; the answer is a toast and a line here. */
export function SendVerificationButton() {
  const t = useTranslations('account');
  const { state, pending, formProps } = useActionButton({ action: sendVerificationEmailAction });
  return (
    <form {...formProps}>
      <FormAlert message={state.formError} />
      {state.status === 'done' ? (
        <p role="status" className={ui.status}>
          {state.notice}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={pending}>
        {t('sendVerification')}
      </Button>
    </form>
  );
}

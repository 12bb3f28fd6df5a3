'use client';

import { FormAlert } from '@/components/auth/form-alert';
import { useActionButton } from '@/components/forms/use-action-answer';
import { Button } from '@/components/ui/button';
import ui from '@/components/auth/auth-ui.module.css';
import { cancelReferralAction } from './actions';

/** Cancels the learner's own code (texts come from the page: the dashboard ships no referral namespace). */
export function CancelReferralButton({ id, referralCode, label, hint }: { id: string; referralCode: string; label: string; hint: string }) {
  const { state, pending, formProps } = useActionButton({ action: cancelReferralAction });
  return (
    <form {...formProps} aria-describedby="cancel-referral-hint">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="referralCode" value={referralCode} />
      <FormAlert message={state.formError} />
      <p id="cancel-referral-hint" className={ui.status}>
        {hint}
      </p>
      <Button type="submit" variant="secondary" loading={pending}>
        {label}
      </Button>
    </form>
  );
}

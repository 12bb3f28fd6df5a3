'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import type { FormState } from '@/lib/forms/form-state';

type Values = { stageId: string };
type Action = (state: FormState, payload: FormData | Record<string, string>) => Promise<FormState>;

const resolver = lazyZodResolver<Values>(() => import('@/lib/schemas/stages').then((m) => m.skipStageSchema));

/** 'Skip this stage' for a stage the course lets go; a refusal shows 'Unable to skip this stage'. */
export function SkipStageForm({ stageId, stageName, action }: { stageId: string; stageName: string; action: Action }) {
  const t = useTranslations('courses');
  const { form, formProps, pending, state } = useActionForm<Values>({ action, defaultValues: { stageId }, resolver });
  return (
    <form {...formProps}>
      <input type="hidden" {...form.register('stageId')} />
      <FormAlert message={state.formError} />
      <Button type="submit" variant="secondary" loading={pending} aria-label={t('skipStageFor', { stage: stageName })}>
        {t('skipStage')}
      </Button>
    </form>
  );
}

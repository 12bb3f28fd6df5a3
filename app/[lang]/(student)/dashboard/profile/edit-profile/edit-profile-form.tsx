'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/auth/form-alert';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { useActionForm } from '@/components/forms/use-action-form';
import type { Option } from '@/components/signup/signup-options';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { EditProfileValues } from '@/lib/schemas/profile';
import { editProfileAction } from './actions';
import styles from '../../dashboard.module.css';

const resolver = lazyZodResolver<EditProfileValues>(() => import('@/lib/schemas/profile').then((m) => m.editProfileSchema));

/** What a learner may change, with the sign-up's rules; a changed e-mail must be verified again. */
export function EditProfileForm({ initial, languages, branches }: { initial: EditProfileValues; languages: Option[]; branches: Option[] }) {
  const t = useTranslations('account');
  const tf = useTranslations('fields');
  const af = useActionForm<EditProfileValues>({ action: editProfileAction, defaultValues: initial, resolver, draftKey: 'edit-profile' });
  const { register } = af.form;
  return (
    <form {...af.formProps} className={styles.form}>
      <FormAlert message={af.state.formError} />
      <Field
        label={tf('fullName')}
        autoComplete="name"
        error={af.errorFor('fullName')}
        defaultValue={af.valueOf('fullName')}
        {...register('fullName')}
      />
      <Field
        label={tf('email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        hint={t('emailChangeHint')}
        error={af.errorFor('email')}
        defaultValue={af.valueOf('email')}
        {...register('email')}
      />
      <SelectField
        label={tf('language')}
        options={languages}
        error={af.errorFor('language')}
        defaultValue={af.valueOf('language')}
        {...register('language')}
      />
      <SelectField
        label={tf('trainingBranch')}
        options={branches}
        error={af.errorFor('trainingBranchId')}
        defaultValue={af.valueOf('trainingBranchId')}
        {...register('trainingBranchId')}
      />
      <Button type="submit" loading={af.pending}>
        {t('save')}
      </Button>
    </form>
  );
}

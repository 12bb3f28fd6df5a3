'use client';

import { useTranslations } from 'next-intl';
import { PhoneStep } from '@/components/auth/phone-step';
import { requestPasswordResetAction } from './actions';

/** The registered mobile number; the answer never says whether it has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('forgotPassword');
  return <PhoneStep action={requestPasswordResetAction} label={t('phone')} submitLabel={t('submit')} draftKey="forgot-password" />;
}

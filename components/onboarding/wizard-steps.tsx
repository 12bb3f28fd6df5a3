import { getTranslations } from 'next-intl/server';
import { WIZARD_CARDS } from '@/lib/domain/registration';
import type { Locale } from '@/lib/i18n/routing';
import { WizardStepList } from './wizard-step-list';

/**
 * The wizard's four steps as cards (R§2), their texts in the page's language from the server; the
 * list itself follows the payment as it happens (components/onboarding/wizard-progress.tsx).
 */
export async function WizardSteps({ lang, step }: { lang: Locale; step: number }) {
  const t = await getTranslations({ locale: lang, namespace: 'onboard' });
  const number = (n: number) => n.toLocaleString(lang === 'ar' ? 'ar-AE' : 'en-AE');
  const texts = {
    numbers: WIZARD_CARDS.map((_card, index) => t('stepNumber', { number: number(index + 1) })),
    names: WIZARD_CARDS.map((card) => t(`steps.${card}`)),
    states: { done: t('stepState.done'), current: t('stepState.current'), next: t('stepState.next') },
  };
  return <WizardStepList step={step} label={t('stepsTitle')} texts={texts} />;
}

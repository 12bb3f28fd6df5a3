import { getTranslations } from 'next-intl/server';
import { CardIcon, CarIcon, CheckIcon, PersonIcon, PlanIcon } from '@/components/layout/icons';
import { WIZARD_CARDS, type WizardCard } from '@/lib/domain/registration';
import type { Locale } from '@/lib/i18n/routing';
import styles from './wizard-steps.module.css';

const ICONS: Record<WizardCard, typeof PersonIcon> = { personal: PersonIcon, course: CarIcon, plan: PlanIcon, payment: CardIcon };

/**
 * The wizard's four steps as cards (R§2): an icon each, the current one highlighted and announced
 * (aria-current="step"), the ones before it marked done. Server-rendered; no client code.
 */
export async function WizardSteps({ lang, step }: { lang: Locale; step: number }) {
  const t = await getTranslations({ locale: lang, namespace: 'onboard' });
  const number = (n: number) => n.toLocaleString(lang === 'ar' ? 'ar-AE' : 'en-AE');
  return (
    <ol className={styles.steps} aria-label={t('stepsTitle')}>
      {WIZARD_CARDS.map((card, index) => {
        const Icon = ICONS[card];
        const state = index < step ? 'done' : index === step ? 'current' : 'next';
        return (
          <li key={card} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.icon} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={20} /> : <Icon size={20} />}
            </span>
            <span className={styles.text}>
              <span className={styles.number}>{t('stepNumber', { number: number(index + 1) })}</span>
              <span className={styles.name}>{t(`steps.${card}`)}</span>
              <span className="visually-hidden">{t(`stepState.${state}`)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

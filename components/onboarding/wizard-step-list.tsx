'use client';

import { CardIcon, CarIcon, CheckIcon, PersonIcon, PlanIcon } from '@/components/layout/icons';
import { WIZARD_CARDS, type WizardCard } from '@/lib/domain/registration';
import { useWizardProgress } from './wizard-progress';
import styles from './wizard-steps.module.css';

const ICONS: Record<WizardCard, typeof PersonIcon> = { personal: PersonIcon, course: CarIcon, plan: PlanIcon, payment: CardIcon };
const PAYMENT_STEP = WIZARD_CARDS.indexOf('payment');

export interface StepTexts {
  /** 'Step 1' … in the page's digits, per card */
  numbers: string[];
  names: string[];
  /** what a screen reader hears after a card's name */
  states: Record<'done' | 'current' | 'next', string>;
}

/** The four cards (R§2): the current one highlighted and announced, the ones before it marked done. */
export function WizardStepList({ step, label, texts }: { step: number; label: string; texts: StepTexts }) {
  const { paying } = useWizardProgress();
  const current = paying ? Math.max(step, PAYMENT_STEP) : step;
  return (
    <ol className={styles.steps} aria-label={label}>
      {WIZARD_CARDS.map((card, index) => {
        const Icon = ICONS[card];
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <li key={card} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.icon} aria-hidden="true">
              {state === 'done' ? <CheckIcon size={20} /> : <Icon size={20} />}
            </span>
            <span className={styles.text}>
              <span className={styles.number}>{texts.numbers[index]}</span>
              <span className={styles.name}>{texts.names[index]}</span>
              <span className="visually-hidden">{texts.states[state]}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

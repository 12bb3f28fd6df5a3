import { cx } from './aria';
import styles from './stepper.module.css';

export interface StepperProps {
  /** Visible step names, in order. */
  steps: readonly string[];
  /** Index of the current step; steps before it are done. */
  current: number;
  /** Accessible name of the list, e.g. t('ui.stepper.label'). */
  label: string;
}

/** An ordered list of steps; the current one carries aria-current="step". */
export function Stepper({ steps, current, label }: StepperProps) {
  return (
    <ol className={styles.stepper} aria-label={label}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'upcoming';
        return (
          <li key={step} className={cx(styles.step, styles[state])} aria-current={index === current ? 'step' : undefined}>
            <span className={styles.marker} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.name}>{step}</span>
          </li>
        );
      })}
    </ol>
  );
}

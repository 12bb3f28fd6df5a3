'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

// While the learner pays (the card frame open, the answer being checked), the wizard's stepper shows
// 'Complete Payment' as the current step (R§2), although the page was rendered at the plan step: the
// stage only moves on the server once the payment is initiated, and the page is not loaded again.

interface WizardProgress {
  paying: boolean;
  setPaying: (paying: boolean) => void;
}

const Progress = createContext<WizardProgress>({ paying: false, setPaying: () => undefined });

export function WizardProgressProvider({ children }: { children: ReactNode }) {
  const [paying, setPaying] = useState(false);
  const value = useMemo(() => ({ paying, setPaying }), [paying]);
  return <Progress.Provider value={value}>{children}</Progress.Provider>;
}

/** Outside the wizard (the dashboard's payment page) there is no stepper: setPaying does nothing. */
export const useWizardProgress = () => useContext(Progress);

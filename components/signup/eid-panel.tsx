'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useEarlyTap } from '@/components/ui/hooks/use-early-tap';
import type { EidFormPatch, EidResult } from './eid-fields';
import type { Option } from './signup-options';
import styles from './form-layout.module.css';

// The dialog, the upload and the ID details are fetched when first wanted (a click, or a hover
// or focus just before one), so they weigh nothing on the sign-up page's first load.
const loadDialog = () => import('./eid-dialog');
const EidDialog = dynamic(() => loadDialog().then((m) => m.EidDialog), { ssr: false });

export interface EidPanelProps {
  /** The ID whose details are in the form, if any. */
  applied: EidResult | null;
  countries: readonly Option[];
  /** 'Proceed': the card as form values, and the card itself. */
  onProceed: (patch: EidFormPatch, result: EidResult) => void;
  /** Cancel, or a failed read: the card's fields are cleared. */
  onClear: () => void;
}

/** R§4 Emirates ID panel: closed here; upload, loading and details happen in the lazy dialog. */
export function EidPanel({ applied, countries, onProceed, onClear }: EidPanelProps) {
  const t = useTranslations('eid');
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog();
  // A tap while the page's scripts are still on their way opens the dialog once they run.
  const early = useEarlyTap('eid', () => setOpen(true));
  return (
    <section className={styles.eid} aria-labelledby="eid-title">
      <div className={styles.eidText}>
        <h2 id="eid-title" className={styles.eidTitle}>
          {t('title')}
        </h2>
        <p className={styles.eidLead} aria-live="polite">
          {applied?.eidNumber ? t.rich('applied', { number: applied.eidNumber, id: (chunks) => <bdi dir="ltr">{chunks}</bdi> }) : t('text')}
        </p>
      </div>
      <Button {...early} variant="secondary" onClick={() => setOpen(true)} onPointerEnter={preload} onFocus={preload} aria-haspopup="dialog">
        {t('open')}
      </Button>
      {open ? <EidDialog countries={countries} onProceed={onProceed} onClear={onClear} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

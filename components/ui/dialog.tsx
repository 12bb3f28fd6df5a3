'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { cx } from './aria';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop call it; the parent sets open=false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons row at the bottom (e.g. Cancel / Proceed). */
  footer?: ReactNode;
  /** Receives focus on open; otherwise the first focusable control does. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A modal on the native <dialog>: focus trapped by the browser, restored to the opener on close. */
export function Dialog({ open, onClose, title, children, footer, initialFocus, className }: DialogProps) {
  const t = useTranslations('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const target = initialFocus?.current ?? body.current?.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open, initialFocus]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Always opened with showModal(): say so to screen readers that do not infer it from <dialog>.
      aria-modal="true"
      className={cx(styles.dialog, className)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The panel fills the dialog, so a click on the <dialog> itself is on its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={body} className={styles.body}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}

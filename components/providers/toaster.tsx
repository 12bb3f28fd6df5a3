'use client';

import { useTranslations } from 'next-intl';
import { Toaster as Sonner } from 'sonner';
import styles from './toaster.module.css';

/**
 * The one toaster: top-centre, 4000 ms (R§9, D§9). Show toasts through lib/toast.ts. Its live region
 * is named in the page's language (Sonner's default is an English 'Notifications' on Arabic pages);
 * ClientIntl sends 'ui.toasts' with every section that has a toaster.
 */
export function Toaster({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  const t = useTranslations('ui');
  return (
    <Sonner
      position="top-center"
      duration={4000}
      dir={dir}
      richColors
      closeButton={false}
      className={styles.toaster}
      containerAriaLabel={t('toasts')}
    />
  );
}

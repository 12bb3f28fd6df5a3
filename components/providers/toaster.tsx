'use client';

import { Toaster as Sonner } from 'sonner';
import styles from './toaster.module.css';

/** The one toaster: top-centre, 4000 ms (R§9, D§9). Show toasts through lib/toast.ts. */
export function Toaster({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  return <Sonner position="top-center" duration={4000} dir={dir} richColors closeButton={false} className={styles.toaster} />;
}

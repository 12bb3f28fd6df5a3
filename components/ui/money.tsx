import { formatAed } from '@/lib/domain/money';
import type { Locale } from '@/lib/i18n/routing';
import styles from './money.module.css';

/** An amount in fils as AED with two decimals; kept left-to-right inside Arabic text, on one line. */
export function Money({ fils, lang, className }: { fils: number; lang: Locale; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `${styles.money} ${className}` : styles.money}>
      {formatAed(fils, lang)}
    </bdi>
  );
}

import { formatAed } from '@/lib/domain/pricing';
import type { Locale } from '@/lib/i18n/routing';

/** An amount in fils as AED with two decimals; kept left-to-right inside Arabic text. */
export function Money({ fils, lang, className }: { fils: number; lang: Locale; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatAed(fils, lang)}
    </bdi>
  );
}

import { formatDateTime } from '@/lib/domain/dates';

/**
 * An instant as people read it (R§9, D§9: DD-MM-YYYY h:mm A in Dubai), isolated from the text
 * around it so its digits keep their order on Arabic pages: a right-to-left run for Arabic, where
 * the day period 'ص' / 'م' follows the time as it is read, left-to-right otherwise. Server-rendered:
 * the date module's formatter never reaches the browser.
 */
export function DateTime({ instant, lang }: { instant: string; lang: 'en' | 'ar' }) {
  return (
    <bdi dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <time dateTime={instant}>{formatDateTime(instant, lang)}</time>
    </bdi>
  );
}

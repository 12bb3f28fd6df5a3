import { useTranslations } from 'next-intl';
import { translateMessage } from '@/lib/schemas/messages';

/**
 * A field's error in the current language: a schema's encoded code ('v:required?field=email') is
 * translated here; a server's text arrives translated already and is shown as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  // Root translator: the keys (validation.*, fields.*) are built at run time from the code.
  const t = useTranslations();
  return (message) => (message ? translateMessage(message, t) : undefined);
}

import { useTranslations } from 'next-intl';
import { translateMessage, type Translate } from '@/lib/schemas/messages';

/**
 * Turns a schema's encoded message ('validation.required?field=email') into the current
 * language's text; any other string (a server message) is returned as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  // Root translator: message keys are built at run time from the schema's output.
  const t = useTranslations() as unknown as Translate;
  return (message) => (message ? translateMessage(message, t) : undefined);
}

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { loadServerMessages, serverMessagesLoaded } from '@/lib/i18n/server-messages-loader';
import { decodeMessage, translateMessage, type Translate } from '@/lib/schemas/messages';

/**
 * Turns a schema's encoded message ('validation.required?field=email') into the current
 * language's text; a server text ('Email already exists') through the server-message table
 * (fetched the first time one is shown, then drawn again), else as it is.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  // Root translator: message keys are built at run time from the schema's output.
  const t = useTranslations() as unknown as Translate;
  const [, setLoaded] = useState(serverMessagesLoaded);
  const wantsTable = useRef(false);
  useEffect(() => {
    if (wantsTable.current && !serverMessagesLoaded()) void loadServerMessages().then(() => setLoaded(true));
  });
  return (message) => {
    if (!message) return undefined;
    if (!decodeMessage(message)) wantsTable.current = true;
    return translateMessage(message, t);
  };
}

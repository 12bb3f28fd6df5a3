'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Toaster as Sonner } from 'sonner';
import { loadServerMessages, localizeIfLoaded, serverMessagesLoaded } from '@/lib/i18n/server-messages-loader';
import type { ServerMessageTranslate } from '@/lib/i18n/server-messages';
import { registerToastTranslator } from '@/lib/toast';

/** The one toaster: top-centre, 4000 ms (R§9, D§9). Show toasts through lib/toast.ts. */
export function Toaster({ dir = 'ltr' }: { dir?: 'ltr' | 'rtl' }) {
  // Root translator: toasts carry English server/spec texts, shown in the page's language.
  const t = useTranslations() as unknown as ServerMessageTranslate;
  const [loaded, setLoaded] = useState(serverMessagesLoaded);
  useEffect(() => {
    if (!serverMessagesLoaded()) void loadServerMessages().then(() => setLoaded(true));
  }, []);
  useEffect(() => registerToastTranslator((text) => localizeIfLoaded(text, t)), [t, loaded]);
  return <Sonner position="top-center" duration={4000} dir={dir} richColors closeButton={false} />;
}

import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { BareDocument } from '@/components/layout/bare-document';
import { ClientIntl } from '@/components/providers/client-intl';
import { LazyToaster } from '@/components/providers/lazy-toaster';
import { isLocale } from '@/lib/i18n/routing';

// /payment/… sits outside the language prefix (R§2); the language is the one the learner last chose.
export default async function PaymentLayout({ children }: { children: ReactNode }) {
  const chosen = (await cookies()).get('NEXT_LOCALE')?.value;
  const lang = chosen && isLocale(chosen) ? chosen : 'en';
  return (
    <BareDocument lang={lang}>
      <ClientIntl lang={lang} namespaces={['payment', 'errors.common']} toaster={(dir) => <LazyToaster dir={dir} />}>
        {children}
      </ClientIntl>
    </BareDocument>
  );
}

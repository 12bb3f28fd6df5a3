import type { ReactNode } from 'react';
import { localePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A link to a page that shows the card frame (lib/security/headers.ts showsPaymentFrame). It loads a
 * new document on purpose: the gateway's origin is in `frame-src` only on those pages' own responses,
 * and a client-side navigation would keep the previous page's policy and the frame would be blocked.
 */
export function PaymentPageLink({
  lang,
  path,
  className,
  children,
}: {
  lang: Locale;
  path: '/dashboard/payment' | '/signup/onboard';
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={localePath(lang, path)} className={className}>
      {children}
    </a>
  );
}

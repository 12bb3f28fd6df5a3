import type { ReactNode } from 'react';
import { MoreClientMessages } from '@/components/providers/client-intl';

// The payment page and its thank-you and error pages: the plan, payment and form messages their client
// parts read travel with them only, not with every dashboard page (issue 22, TBT: ~6.3 KB of Arabic).
const PAYMENT_NAMESPACES = ['plan', 'payment', 'paymentPage', 'validation'] as const;

export default async function DashboardPaymentLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return (
    <MoreClientMessages lang={lang} namespaces={PAYMENT_NAMESPACES}>
      {children}
    </MoreClientMessages>
  );
}

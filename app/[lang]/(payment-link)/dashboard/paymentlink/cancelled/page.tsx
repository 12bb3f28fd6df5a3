import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LinkResult } from '@/components/payment-link/link-result';
import { unindexedPageMetadata } from '@/lib/i18n/metadata';
import { isLocale } from '@/lib/i18n/routing';

// /{lang}/dashboard/paymentlink/cancelled – D§2: a payment link's result; open without a session (lib/i18n/guard.ts).

export const generateMetadata = unindexedPageMetadata('paymentLink.result');

export default async function PaymentLinkCancelledPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  return <LinkResult lang={lang} kind="cancelled" />;
}

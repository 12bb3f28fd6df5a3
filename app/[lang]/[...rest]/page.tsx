import { notFound } from 'next/navigation';

// Anything unmatched under /{lang} (R§2): the not-found page, status 404. Rendered per request
// (nonce CSP) and never cached, so junk URLs do not fill the ISR cache.
export const dynamic = 'force-dynamic';

export default function CatchAll() {
  notFound();
}

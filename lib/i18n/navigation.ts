import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only Link/redirect/useRouter the app uses, so every internal link keeps its language prefix.
// Note: `Link` needs a NextIntlClientProvider above it; server components outside one (the landing)
// build plain <a href={getPathname(...)}> instead.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

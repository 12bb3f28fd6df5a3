import { Bell } from '@/components/notifications/bell';
import type { Locale } from '@/lib/i18n/routing';
import { UserMenu } from './user-menu';

// The logged-in header's actions (R§2): the notification bell and the user menu. Quick sign-up, a
// sign-up-class page held to the 150 kB budget, uses UserMenu alone: importing the bell anywhere in
// a page's tree ships its client code with that page, rendered or not.
export function StudentHeaderActions({ lang }: { lang: Locale }) {
  return <UserMenu lang={lang} bell={<Bell lang={lang} />} />;
}

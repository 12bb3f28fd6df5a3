import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getBellState } from '@/lib/upstream/notifications';
import { NotificationBell, type BellLabels } from './notification-bell';

// The bell as the server renders it: the unread count comes with the page (no client round trip
// before it shows); the header does not wait for it (Suspense), and an API that cannot answer
// leaves a bell without a count rather than a broken header. TanStack Query arrives with the list
// (notification-list.tsx), on the bell's first opening, not with every logged-in page's header.

async function labels(lang: Locale): Promise<BellLabels> {
  const t = await getTranslations({ locale: lang, namespace: 'notifications' });
  return {
    open: t('open'),
    unread: t.raw('unread') as string,
    manyNew: t.raw('manyNew') as string,
    title: t('title'),
    empty: t('empty'),
    markAllRead: t('markAllRead'),
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    retry: t('retry'),
  };
}

async function WithCount({ lang }: { lang: Locale }) {
  const [state, text] = await Promise.all([getBellState().catch(() => null), labels(lang)]);
  return <NotificationBell lang={lang} initialCount={state?.count ?? 0} latestId={state?.latestId ?? null} labels={text} />;
}

async function WithoutCount({ lang }: { lang: Locale }) {
  return <NotificationBell lang={lang} initialCount={0} latestId={null} labels={await labels(lang)} />;
}

export function Bell({ lang }: { lang: Locale }) {
  return (
    <Suspense fallback={<WithoutCount lang={lang} />}>
      <WithCount lang={lang} />
    </Suspense>
  );
}

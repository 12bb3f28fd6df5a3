import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Notification, NotificationPage } from '@/lib/upstream/schemas/notifications';

// The bell's list through the BFF (/api/notification/v1/messages), 5 at a time (R§4, D§2). The
// realtime channel keeps it current (components/notifications/realtime.ts), so it is never stale.

export const NOTIFICATION_PAGE_SIZE = 5;

export const notificationKeys = {
  list: () => ['notifications', 'list'] as const,
};

export async function fetchNotificationPage(page: number, signal?: AbortSignal): Promise<NotificationPage> {
  // zod arrives with the first opening of the bell, not with every page's header
  const [body, { envelopeSchema }, { notificationPageSchema }] = await Promise.all([
    api.get('notification/v1/messages', { searchParams: { page, perPage: NOTIFICATION_PAGE_SIZE }, signal }).json(),
    import('@/lib/upstream/schemas/common'),
    import('@/lib/upstream/schemas/notifications'),
  ]);
  return envelopeSchema(notificationPageSchema).parse(body).data;
}

export function notificationsQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => fetchNotificationPage(pageParam, signal),
    initialPageParam: 1,
    // the first page's total is the one the channel keeps current (prependNotifications)
    getNextPageParam: (_last, pages, lastPage) => (uniqueCount(pages) < (pages[0]?.total ?? 0) ? lastPage + 1 : undefined),
    staleTime: Infinity,
  });
}

type Pages = InfiniteData<NotificationPage, number>;

/**
 * The list as shown, newest first. Items that arrived over the channel shift the server's pages, so a
 * later page can repeat one already listed: each shows once.
 */
export function notificationItems(data: { pages: NotificationPage[] } | undefined): Notification[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((p) => p.items).filter((i) => !seen.has(i._id) && Boolean(seen.add(i._id)));
}

const uniqueCount = (pages: NotificationPage[]) => new Set(pages.flatMap((p) => p.items.map((i) => i._id))).size;

/** New items from the channel go on top of a list already loaded (one never opened loads them itself). */
export function prependNotifications(client: QueryClient, fresh: Notification[]) {
  client.setQueryData<Pages>(notificationKeys.list(), (data) => {
    if (!data) return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    const known = new Set(notificationItems(data).map((i) => i._id));
    const added = [...fresh].reverse().filter((i) => !known.has(i._id));
    return { ...data, pages: [{ items: [...added, ...first.items], total: first.total + added.length }, ...rest] };
  });
}

/** Every loaded item read (after mark all read). */
export function markNotificationsRead(client: QueryClient) {
  client.setQueryData<Pages>(notificationKeys.list(), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((i) => ({ ...i, isRead: true })) })) } : data,
  );
}

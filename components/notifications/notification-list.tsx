'use client';

import { QueryClientProvider, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/queries/get-query-client';
import type { UIEvent } from 'react';
import { api, attemptApi } from '@/lib/api-client';
import { markNotificationsRead, notificationItems, notificationsQuery } from '@/lib/queries/notifications';
import { toast } from '@/lib/toast';
import type { BellLabels } from './notification-bell';
import styles from './notification-bell.module.css';

// The open bell's list (R§4, D§2): 5 at a time through lib/queries/notifications.ts, more within
// 10 px of the bottom, each with its message and a relative time in the page's language; mark all read.

const NEAR_BOTTOM_PX = 10;

function relativeTime(iso: string, lang: string, now: number): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang === 'ar' ? 'ar-AE-u-nu-latn' : 'en', { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  if (abs < 30 * 86_400) return format.format(Math.round(seconds / 86_400), 'day');
  return format.format(Math.round(seconds / (30 * 86_400)), 'month');
}

interface ListProps {
  lang: 'en' | 'ar';
  labels: BellLabels;
  onAllRead: () => void;
}

/** The list brings the page's one browser query client with it (the header sits outside the pages' providers). */
export function NotificationList(props: ListProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <List {...props} />
    </QueryClientProvider>
  );
}

function List({ lang, labels, onAllRead }: ListProps) {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsQuery());
  const items = notificationItems(list.data);
  const loading = list.isFetching;
  const failed = list.isError && !loading;

  const retry = () => void (list.data ? list.fetchNextPage() : list.refetch());

  const markAllRead = async () => {
    const result = await attemptApi(() => api.put('notification/v1/messages/mark-all-read'));
    if (!result.ok) return toast.error(labels.loadFailed);
    onAllRead();
    markNotificationsRead(queryClient);
  };

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const el = event.currentTarget;
    if (list.hasNextPage && !loading && el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX) void list.fetchNextPage();
  };

  const now = Date.now();
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>{labels.title}</h2>
        {items.some((i) => !i.isRead) ? (
          <button type="button" className={styles.markAll} onClick={() => void markAllRead()}>
            {labels.markAllRead}
          </button>
        ) : null}
      </div>
      {/* Focusable so a keyboard can scroll the list (axe scrollable-region-focusable). */}
      <ul
        className={styles.list}
        onScroll={onScroll}
        aria-busy={loading || undefined}
        tabIndex={items.length ? 0 : undefined}
        aria-label={labels.title}
      >
        {items.map((item) => (
          <li key={item._id} className={styles.item} data-read={item.isRead || undefined}>
            <p className={styles.message}>{item.message[lang] || item.message.en}</p>
            <time className={styles.time} dateTime={item.timestamp}>
              {relativeTime(item.timestamp, lang, now)}
            </time>
          </li>
        ))}
      </ul>
      {loading ? (
        <p role="status" className={styles.note}>
          {labels.loading}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.note}>
          {labels.loadFailed}{' '}
          <button type="button" className={styles.markAll} onClick={retry}>
            {labels.retry}
          </button>
        </p>
      ) : null}
      {list.isSuccess && items.length === 0 ? <p className={styles.note}>{labels.empty}</p> : null}
    </>
  );
}

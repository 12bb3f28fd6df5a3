'use client';

import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type UIEvent } from 'react';
import { api, attemptApi } from '@/lib/api-client';
import { markNotificationsRead, notificationItems, notificationsQuery, prependNotifications } from '@/lib/queries/notifications';
import { toast } from '@/lib/toast';
import styles from './notification-bell.module.css';

// The header's bell (R§2, R§4, D§2): the unread count, a panel listing notifications 5 at a time
// (more load within 10 px of the bottom; lib/queries/notifications.ts), each with its message and a
// relative time in the page's language, and mark all read. Opening the bell clears the count. New
// notifications arrive over the realtime channel, which loads only once the page is interactive and idle.

export interface BellLabels {
  open: string;
  unread: string;
  /** One toast for several at once: '{count} new notifications'. */
  manyNew: string;
  title: string;
  empty: string;
  markAllRead: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

const NEAR_BOTTOM_PX = 10;
/** What the channel hands over that is older than the page (minus clock skew) is history: no toast. */
const STALE_MS = 60_000;

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

export function NotificationBell({
  lang,
  initialCount,
  latestId,
  labels,
}: {
  lang: 'en' | 'ar';
  initialCount: number;
  latestId: string | null;
  labels: BellLabels;
}) {
  const [count, setCount] = useState(initialCount);
  const [open, setOpen] = useState(false);
  // the list loads the first time the bell opens, not with the page
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({ ...notificationsQuery(), enabled: opened });
  const items = notificationItems(list.data);
  const loading = list.isFetching;
  const failed = list.isError && !loading;
  const newest = useRef<string | null>(latestId);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const retry = () => void (list.data ? list.fetchNextPage() : list.refetch());

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    setCount(0);
    setOpened(true);
    void attemptApi(() => api.put('notification/v1/messages/seen'));
  };

  const markAllRead = async () => {
    const result = await attemptApi(() => api.put('notification/v1/messages/mark-all-read'));
    if (!result.ok) return toast.error(labels.loadFailed);
    setCount(0);
    markNotificationsRead(queryClient);
  };

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const el = event.currentTarget;
    if (list.hasNextPage && !loading && el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX) void list.fetchNextPage();
  };

  // Escape or a click elsewhere closes the panel (focus returns to the bell).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector('button')?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  // The realtime channel: loaded after the page is interactive and the browser is idle.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const openedAt = Date.now();
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      void import('./realtime').then(({ connectNotifications }) => {
        if (cancelled) return;
        stop = connectNotifications({
          latestId: () => newest.current,
          onNew: (fresh) => {
            newest.current = fresh.at(-1)?._id ?? newest.current;
            // Unread notifications the channel replays at login are in the bell already: only what is
            // new since the page opened is announced, and several at once as one toast, not a stack.
            const live = fresh.filter((item) => new Date(item.timestamp).getTime() >= openedAt - STALE_MS);
            const [only] = live;
            if (live.length > 1) toast.info(labels.manyNew.replace('{count}', String(live.length)));
            else if (only) toast.info(only.message[lang] || only.message.en);
            prependNotifications(queryClient, fresh);
            if (!openRef.current) setCount((c) => c + fresh.length);
          },
        });
      });
    };
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
      else setTimeout(start, 1000);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
      stop?.();
    };
  }, [lang, labels.manyNew, queryClient]);

  const now = Date.now();
  return (
    <div className={styles.bell} ref={root}>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="visually-hidden">{labels.open}</span>
        {count > 0 ? (
          <span className={styles.count} data-testid="notification-count">
            <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
            <span className="visually-hidden">{labels.unread.replace('{count}', String(count))}</span>
          </span>
        ) : null}
      </button>
      <div className={styles.panel} id={panelId} hidden={!open} role="region" aria-label={labels.title}>
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
      </div>
    </div>
  );
}

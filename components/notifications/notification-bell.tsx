'use client';

import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useEarlyTap } from '@/components/ui/hooks/use-early-tap';
import { api, attemptApi } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { Notification } from '@/lib/upstream/schemas/notifications';
import styles from './notification-bell.module.css';

// The list and its query code (TanStack's observers, ~13 kB) load when the bell first opens, not
// with every logged-in page (issue 22).
const NotificationList = lazy(() => import('./notification-list').then((m) => ({ default: m.NotificationList })));

// The header's bell (R§2, R§4, D§2): the unread count, a panel listing notifications 5 at a time
// (notification-list.tsx), and mark all read. Opening the bell clears the count. New
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

/**
 * New items go on top of a list already loaded. The query code is fetched here, not imported: the
 * header's bell stays free of TanStack Query until the list or the channel needs it.
 */
function addToLoadedList(fresh: Notification[]) {
  void Promise.all([import('@/lib/queries/notifications'), import('@/lib/queries/get-query-client')]).then(([list, client]) =>
    list.prependNotifications(client.getQueryClient(), fresh),
  );
}

/** What the channel hands over that is older than the page (minus clock skew) is history: no toast. */
const STALE_MS = 60_000;

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
  const newest = useRef<string | null>(latestId);
  const delivered = useRef(new Set<string>(latestId ? [latestId] : []));
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    setCount(0);
    setOpened(true);
    void attemptApi(() => api.put('notification/v1/messages/seen'));
  };
  // the logged-in pages paint before their scripts: a tap on the bell in that window opens it once live
  const early = useEarlyTap('bell', toggle);

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
          onNew: (brought) => {
            // Each notification counts once: the server may answer two acks sent before the first
            // answer came back (a notification raised while the channel connects) with the same items.
            const fresh = brought.filter((item) => !delivered.current.has(item._id) && Boolean(delivered.current.add(item._id)));
            if (fresh.length === 0) return;
            newest.current = fresh.at(-1)?._id ?? newest.current;
            // Unread notifications the channel replays at login are in the bell already: only what is
            // new since the page opened is announced, and several at once as one toast, not a stack.
            const live = fresh.filter((item) => new Date(item.timestamp).getTime() >= openedAt - STALE_MS);
            const [only] = live;
            if (live.length > 1) toast.info(labels.manyNew.replace('{count}', String(live.length)));
            else if (only) toast.info(only.message[lang] || only.message.en);
            addToLoadedList(fresh);
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
  }, [lang, labels.manyNew]);

  return (
    <div className={styles.bell} ref={root}>
      <button type="button" className={styles.button} aria-expanded={open} aria-controls={panelId} onClick={toggle} {...early}>
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
        {opened ? (
          <Suspense
            fallback={
              <>
                <h2 className={styles.title}>{labels.title}</h2>
                <p role="status" className={styles.note}>
                  {labels.loading}
                </p>
              </>
            }
          >
            <NotificationList lang={lang} labels={labels} onAllRead={() => setCount(0)} />
          </Suspense>
        ) : (
          <h2 className={styles.title}>{labels.title}</h2>
        )}
      </div>
    </div>
  );
}

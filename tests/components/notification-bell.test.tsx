import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { NotificationBell, type BellLabels } from '@/components/notifications/notification-bell';
// Loaded here as well as lazily by the bell: under Jest's VM modules, a module reached only through
// import() could not finish its own import()s (the list's schemas), and the list stayed loading.
import '@/components/notifications/notification-list';
import type { Notification } from '@/lib/upstream/schemas/notifications';
import { appError } from '@/lib/errors/app-error';
import { EARLY_INPUT_JS } from '@/lib/hydration/early-input';
import { getQueryClient } from '@/lib/queries/get-query-client';
import en from '@/messages/en.json';
import { answer, mockGet, mockPut, refuse } from './mock-api-client';
import { renderWithIntl, withIntl } from './ui-render';

// The header's bell (R§4, D§2): the count from the server, the list 5 at a time through the BFF once
// the bell opens, more near the bottom, mark all read, and what the realtime channel brings.

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('@/lib/toast', () => ({ toast: { info: jest.fn(), error: jest.fn() } }));
let channel: ((items: Notification[]) => void) | undefined;
jest.mock('@/components/notifications/realtime', () => ({
  connectNotifications: (options: { onNew: (items: Notification[]) => void }) => {
    channel = options.onNew;
    return () => undefined;
  },
}));

const labels: BellLabels = en.notifications;
const note = (n: number, isRead = false): Notification => ({
  _id: `n${n}`,
  kind: 'payment',
  message: { en: `Message ${n}`, ar: `رسالة ${n}` },
  timestamp: new Date().toISOString(),
  isRead,
});
const page = (ids: number[], total: number) => answer({ statusCode: 200, data: { items: ids.map((n) => note(n)), total, page: 1, perPage: 5 } });
const pageAsked = (call: number) => (mockGet.mock.calls[call]?.[1] as { searchParams: { page: number } }).searchParams.page;

beforeEach(() => {
  jest.clearAllMocks();
  // the list uses the page's one browser query client: each test is a new page
  getQueryClient().clear();
  channel = undefined;
  mockPut.mockReturnValue(answer({ statusCode: 200 }));
});

const renderBell = (initialCount = 3) => renderWithIntl(<NotificationBell lang="en" initialCount={initialCount} latestId="n1" labels={labels} />);

/** The list scrolled to its end, as a finger would. */
function scrollToEnd(list: HTMLElement) {
  Object.defineProperties(list, {
    scrollHeight: { configurable: true, value: 500 },
    clientHeight: { configurable: true, value: 200 },
    scrollTop: { configurable: true, value: 295 },
  });
  fireEvent.scroll(list);
}

describe('NotificationBell', () => {
  it('opens once the page is live when it was tapped before hydration (the inline early-input script kept the tap)', async () => {
    mockGet.mockReturnValueOnce(page([1], 1));
    // the server's HTML and the script from <head>; the learner taps the bell before React arrives
    new Function(EARLY_INPUT_JS)();
    const bell = <NotificationBell lang="en" initialCount={3} latestId="n1" labels={labels} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(withIntl(bell));
    document.body.append(container);
    within(container).getByRole('button', { expanded: false }).click();
    render(withIntl(bell), { container, hydrate: true });
    expect(await screen.findByRole('button', { expanded: true })).toBeInTheDocument();
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    delete window.__earlyTaps;
    container.remove();
  });

  it('loads nothing until opened; opening lists 5, clears the count and marks them seen; the end of the list loads the next 5', async () => {
    mockGet.mockReturnValueOnce(page([1, 2, 3, 4, 5], 7)).mockReturnValueOnce(page([6, 7], 7));
    const user = userEvent.setup();
    renderBell();
    expect(screen.getByText('3 unread')).toBeInTheDocument();
    expect(mockGet).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const list = await within(panel).findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(mockGet.mock.calls[0]?.[0]).toBe('notification/v1/messages');
    expect(pageAsked(0)).toBe(1);
    expect(screen.queryByText('3 unread')).not.toBeInTheDocument();
    expect(mockPut).toHaveBeenCalledWith('notification/v1/messages/seen');

    scrollToEnd(list);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7));
    expect(pageAsked(1)).toBe(2);
    // all 7 are here: the end of the list asks for nothing more
    scrollToEnd(list);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(mockGet).toHaveBeenCalledTimes(2);
  });

  it('says when the list cannot load, and Try again loads it', async () => {
    mockGet.mockReturnValueOnce(refuse(appError('service_unavailable'))).mockReturnValueOnce(page([1], 1));
    // a 503 is retried twice with back-off in the browser; here the first refusal is the answer
    getQueryClient().setDefaultOptions({ queries: { retry: false } });
    const user = userEvent.setup();
    renderBell(0);
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load notifications. Please try again.');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockGet.mockReturnValueOnce(page([], 0));
    const user = userEvent.setup();
    renderBell(0);
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('marks all read', async () => {
    mockGet.mockReturnValueOnce(page([1, 2], 2));
    const user = userEvent.setup();
    renderBell();
    await user.click(screen.getByRole('button', { name: /Notifications/ }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(mockPut).toHaveBeenCalledWith('notification/v1/messages/mark-all-read');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument());
  });

  it('puts what the channel brings on top of an open list, once each, and counts it while closed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockGet.mockReturnValueOnce(page([1, 2], 2));
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBell(0);
      await act(async () => jest.advanceTimersByTime(1500)); // the channel loads once the page is idle
      await waitFor(() => expect(channel).toBeDefined());

      act(() => channel?.([note(3)]));
      expect(screen.getByText('1 unread')).toBeInTheDocument();
      // the same item brought again (two acks answered alike) counts once
      act(() => channel?.([note(3)]));
      expect(screen.getByText('1 unread')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /Notifications/ }));
      const list = await screen.findByRole('list', { name: 'Notifications' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      act(() => channel?.([note(4), note(2)]));
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((li) => li.querySelector('p')?.textContent),
        ).toEqual(['Message 4', 'Message 1', 'Message 2']),
      );
    } finally {
      jest.useRealTimers();
    }
  });
});

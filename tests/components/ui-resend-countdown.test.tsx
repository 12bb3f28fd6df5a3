import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import ar from '@/messages/ar.json';
import { ResendCountdown } from '@/components/ui/resend-countdown';
import { renderWithIntl } from './ui-render';

const KEY = 'otp-resend:test';
const START = new Date('2025-07-14T10:00:00Z').getTime();

const timer = () => screen.queryByRole('timer');
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as { startedAt: number } | null;

beforeEach(() => {
  jest.useFakeTimers({ now: START });
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

function setup(onResend: () => unknown = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithIntl(<ResendCountdown storageKey={KEY} onResend={onResend} />);
  return { user, view, onResend };
}

describe('ResendCountdown', () => {
  it('starts at 180 seconds, shown as 3 : 00, with resend disabled', () => {
    setup();
    expect(timer()).toHaveTextContent('3 : 00');
    expect(screen.getByText(/You can request a new code in/)).toHaveTextContent('3 : 00 minutes');
    expect(resendButton()).toBeDisabled();
    expect(stored()).toEqual({ startedAt: START });
  });

  it('ticks every second and shows plain seconds under a minute', () => {
    setup();
    tick(1000);
    expect(timer()).toHaveTextContent('2 : 59');
    tick(119_000);
    expect(timer()).toHaveTextContent('1 : 00');
    tick(1000);
    expect(timer()).toHaveTextContent(/^59$/);
    expect(screen.getByText(/You can request a new code in/)).toHaveTextContent('59 seconds');
  });

  it('enables resend at 0, and restarts at 3 : 00 after a successful resend', async () => {
    const onResend = jest.fn().mockResolvedValue(undefined);
    const { user } = setup(onResend);
    tick(179_000);
    expect(resendButton()).toBeDisabled();
    tick(1000);
    expect(timer()).toBeNull();
    expect(resendButton()).toBeEnabled();

    await user.click(resendButton());
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('timer')).toHaveTextContent('3 : 00');
    expect(resendButton()).toBeDisabled();
    expect(stored()).toEqual({ startedAt: START + 180_000 });
  });

  it('stays available when the resend fails', async () => {
    const onResend = jest.fn().mockRejectedValue(new Error('Error sending OTP!'));
    const { user } = setup(onResend);
    tick(180_000);
    await user.click(resendButton());
    expect(onResend).toHaveBeenCalled();
    expect(timer()).toBeNull();
    expect(resendButton()).toBeEnabled();
  });

  it('stays available when onResend answers false', async () => {
    const { user } = setup(jest.fn().mockResolvedValue(false));
    tick(180_000);
    await user.click(resendButton());
    expect(resendButton()).toBeEnabled();
  });

  it('resumes from the stored start time after a reload', () => {
    const { view } = setup();
    tick(30_000);
    expect(timer()).toHaveTextContent('2 : 30');
    // A reload runs no React cleanup, so the stored start survives it; unmount would clear it.
    const kept = window.localStorage.getItem(KEY)!;
    view.unmount();
    window.localStorage.setItem(KEY, kept);
    tick(10_000);
    setup();
    expect(timer()).toHaveTextContent('2 : 20');
    tick(1_000);
    expect(timer()).toHaveTextContent('2 : 19');
  });

  it('resumes on a remount (a new page with the stored start), also under StrictMode', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ startedAt: START - 125_000 }));
    renderWithIntl(
      <StrictMode>
        <ResendCountdown storageKey={KEY} onResend={jest.fn()} />
      </StrictMode>,
    );
    expect(timer()).toHaveTextContent(/^55$/);
    expect(stored()).toEqual({ startedAt: START - 125_000 });
    expect(resendButton()).toBeDisabled();
  });

  it('offers resend at once when the stored countdown has already run out', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ startedAt: START - 200_000 }));
    setup();
    expect(timer()).toBeNull();
    expect(resendButton()).toBeEnabled();
  });

  it('is cleared when the screen closes (unmount)', () => {
    const { view } = setup();
    tick(5_000);
    expect(stored()).not.toBeNull();
    view.unmount();
    expect(stored()).toBeNull();
  });

  it('the first HTML already shows the time left on the server clock, not 3 : 00 (no jump when the script runs)', () => {
    // what the server sends before any script runs: effects never run in renderToString
    const html = renderToString(
      <NextIntlClientProvider locale="ar" messages={ar} timeZone="Asia/Dubai">
        <ResendCountdown storageKey={KEY} onResend={jest.fn()} initialRemaining={118} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('1 : 58');
    expect(html).not.toContain('3 : 00');
  });

  it('hydrates on the same figure, then follows the clock from the stored start', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ startedAt: START - 62_000 }));
    renderWithIntl(<ResendCountdown storageKey={KEY} onResend={jest.fn()} initialRemaining={118} />, { locale: 'ar' });
    expect(timer()).toHaveTextContent('1 : 58');
    tick(1000);
    expect(timer()).toHaveTextContent('1 : 57');
  });

  it('isolates the time left-to-right inside the Arabic sentence, so it never reads "00 : 3"', () => {
    renderWithIntl(<ResendCountdown storageKey={KEY} onResend={jest.fn()} />, { locale: 'ar' });
    const time = timer()!;
    expect(time.tagName).toBe('BDI');
    expect(time).toHaveAttribute('dir', 'ltr');
    expect(time.textContent).toBe('3 : 00');
    expect(time.closest('p')).toHaveTextContent(`${ar.ui.countdown.resendIn} 3 : 00 ${ar.ui.countdown.minutes}`);
  });
});

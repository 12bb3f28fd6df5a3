import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { CancelDialog } from '@/components/schedules/cancel-dialog';
import { EARLY_INPUT_JS } from '@/lib/hydration/early-input';
import { CommentForm, RateForm } from '@/components/schedules/feedback-forms';
import { MonthList } from '@/components/schedules/month-list';
import { ScheduleDetails } from '@/components/schedules/schedule-details';
import { ScheduleSummary } from '@/components/schedules/schedule-summary';
import { SlotPicker } from '@/components/schedules/slot-picker';
import { toast } from '@/lib/toast';
import type { Schedule, Slot } from '@/lib/upstream/schemas/schedules';
import ar from '@/messages/ar.json';
import { answers, sent } from './form-answers';
import { renderWithIntl, withIntl } from './ui-render';

// The Schedules widgets (D§4, D§8) as a learner meets them: the slot list, the month's groups, the
// cancel dialog, rating and comment.

jest.mock('@/lib/schedules/actions', () => ({
  cancelScheduleAction: jest.fn(),
  rateScheduleAction: jest.fn(),
  commentScheduleAction: jest.fn(),
}));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: mockRefresh }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
beforeEach(() => jest.clearAllMocks());

const slot = (slotId: string, startsAt: string, status: Slot['status'], extra: Partial<Slot> = {}): Slot => ({
  slotId,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 3600_000).toISOString(),
  status,
  ...extra,
});

describe('SlotPicker', () => {
  it('names the session a slot clashes with instead of calling it booked by you', () => {
    const clash = { kind: 'lectureHall' as const, startsAt: '2026-12-02T05:00:00Z', endsAt: '2026-12-02T06:30:00Z' };
    renderWithIntl(<SlotPicker lang="en" legend="Times" slots={[slot('s1', '2026-12-02T05:00:00Z', 'NOT AVAILABLE', { clash })]} />);
    const radio = screen.getByRole('radio');
    expect(radio).toBeDisabled();
    expect(radio.closest('label')).toHaveTextContent('Clashes with your lecture-hall session 9:00 AM – 10:30 AM');
    expect(screen.queryByText('Booked by you')).toBeNull();
  });

  it('says the clash in Arabic too', () => {
    const clash = { kind: 'lectureHall' as const, startsAt: '2026-12-02T05:00:00Z', endsAt: '2026-12-02T06:30:00Z' };
    renderWithIntl(<SlotPicker lang="ar" legend="الأوقات" slots={[slot('s1', '2026-12-02T05:00:00Z', 'NOT AVAILABLE', { clash })]} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('radio').closest('label')).toHaveTextContent(/تتعارض مع حصة قاعة المحاضرات لديك/);
    expect(screen.queryByText(ar.schedules.slotStatus.BOOKED)).toBeNull();
  });

  const slots = [
    slot('s1', '2026-12-01T04:30:00.000Z', 'NOT AVAILABLE'),
    slot('s2', '2026-12-01T05:00:00.000Z', 'AVAILABLE'),
    slot('s3', '2026-12-01T05:30:00.000Z', 'BOOKED'),
    slot('s4', '2026-12-01T06:00:00.000Z', 'AVAILABLE'),
  ];

  it('shows every status in words and lets only AVAILABLE slots be chosen', () => {
    renderWithIntl(<SlotPicker slots={slots} lang="en" legend="Times on 01-12-2026" />);
    const group = screen.getByRole('group', { name: 'Times on 01-12-2026' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).disabled)).toEqual([true, false, true, false]);
    const labels = radios.map((r) => r.closest('label')?.textContent);
    expect(labels[0]).toContain('8:30 AM – 9:30 AM');
    expect(labels[0]).toContain('Not available');
    expect(labels[1]).toContain('Available');
    expect(labels[2]).toContain('Booked by you');
    expect(screen.getByRole('radio', { name: /9:00 AM – 10:00 AM/ })).toBeChecked();
  });

  it('moves between free slots with the arrow keys, skipping the rest', async () => {
    const user = userEvent.setup();
    renderWithIntl(<SlotPicker slots={slots} lang="en" legend="Times" />);
    const first = screen.getByRole('radio', { name: /9:00 AM/ });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /10:00 AM – 11:00 AM/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^9:30 AM/ })).not.toBeChecked();
  });

  it('reads in Arabic with seats left and Western digits', () => {
    renderWithIntl(
      <SlotPicker slots={[slot('h1', '2026-12-01T05:00:00.000Z', 'AVAILABLE', { seatsLeft: 3 })]} lang="ar" legend="الأوقات" showDay />,
      {
        locale: 'ar',
      },
    );
    const label = screen.getByRole('radio').closest('label')!;
    expect(label).toHaveTextContent('01-12-2026');
    expect(label).toHaveTextContent('9:00 ص');
    expect(label).toHaveTextContent('3 مقاعد متبقية');
    expect(label).toHaveTextContent(ar.schedules.slotStatus.AVAILABLE);
  });
});

const session = (id: string, status: Schedule['status'], startsAt: string): Schedule => ({
  _id: id,
  kind: 'practical',
  status,
  startsAt,
  endsAt: new Date(new Date(startsAt).getTime() + 90 * 60000).toISOString(),
  durationMinutes: 90,
  stage: null,
  branch: { _id: 'br-1', name: { en: 'Al Quoz', ar: 'القوز' }, address: { en: 'Street 1', ar: 'شارع 1' } },
  instructor: { _id: 'ins-1', name: { en: 'Omar', ar: 'عمر' } },
  vehicle: null,
  device: null,
  cancellableUntil: null,
  cancelReason: null,
  cancelledAt: null,
  rating: null,
  comment: null,
  createdAt: startsAt,
});

describe('MonthList', () => {
  it('groups the month into Scheduled, Completed and the cancelled/rescheduled set', () => {
    renderWithIntl(
      <MonthList
        lang="en"
        schedules={[
          session('a', 'CANCELLED', '2026-11-05T05:00:00Z'),
          session('b', 'SCHEDULED', '2026-11-28T05:00:00Z'),
          session('c', 'COMPLETED', '2026-11-02T05:00:00Z'),
          session('d', 'RESCHEDULED', '2026-11-03T05:00:00Z'),
        ]}
      />,
    );
    const scheduled = screen.getByRole('region', { name: 'Scheduled' });
    expect(within(scheduled).getAllByRole('listitem')).toHaveLength(1);
    expect(within(scheduled).getByRole('listitem')).toHaveTextContent('28-11-2026');
    expect(within(scheduled).getByRole('listitem')).toHaveTextContent('Al Quoz · Omar');
    expect(within(scheduled).getByRole('link', { name: 'Details of the session on 28-11-2026 at 9:00 AM' })).toHaveAttribute('href', '/schedules/b');
    expect(within(screen.getByRole('region', { name: 'Completed' })).getAllByRole('listitem')).toHaveLength(1);
    const grouped = within(screen.getByRole('region', { name: /Cancelled/ })).getAllByRole('listitem');
    expect(grouped.map((li) => within(li).getByText(/Cancelled|Rescheduled/).textContent)).toEqual(['Rescheduled', 'Cancelled']);
  });

  it('says so when the month is empty', () => {
    renderWithIntl(<MonthList lang="ar" schedules={[]} />, { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent(ar.schedules.empty);
  });
});

describe('CancelDialog', () => {
  it('opens once the page is live when Cancel was tapped before hydration (the inline early-input script kept the tap)', async () => {
    // the server's HTML and the script from <head>; the learner taps Cancel before React arrives
    new Function(EARLY_INPUT_JS)();
    const dialog = <CancelDialog scheduleId="sch-1" cutoff="You can cancel up to 24 hours before the session" action={jest.fn()} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(withIntl(dialog));
    document.body.append(container);
    within(container).getByRole('button').click();
    render(withIntl(dialog), { container, hydrate: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    delete window.__earlyTaps;
    container.remove();
  });

  it('asks for a reason before cancelling, then cancels with it', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', notice: 'Your session is cancelled.' }));
    renderWithIntl(<CancelDialog scheduleId="sch-1" cutoff="You can cancel up to 24 hours before the session" action={action} />);
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session' });
    expect(dialog).toHaveTextContent('You can cancel up to 24 hours before the session');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByText('Reason should have atleast 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'c car trouble');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(sent(action)).toMatchObject({ scheduleId: 'sch-1', reason: 'abc car trouble' });
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Your session is cancelled.'));
  });

  it("shows the server's refusal in the dialog (409)", async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', formError: 'This session can no longer be cancelled' }));
    renderWithIntl(<CancelDialog scheduleId="sch-1" cutoff="…" action={action} />);
    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Feeling unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This session can no longer be cancelled');
    expect(mockToast.error).toHaveBeenCalledWith('This session can no longer be cancelled');
  });
});

describe('rating and comment', () => {
  it("rates 1–5: 'Sucessfully rated', then the page refreshes", async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', notice: 'Sucessfully rated' }));
    renderWithIntl(<RateForm scheduleId="sch-1" action={action} />);
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(await screen.findByText('Rating is required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Sucessfully rated'));
    expect(sent(action)).toMatchObject({ scheduleId: 'sch-1', rating: '4' });
    expect(mockRefresh).toHaveBeenCalled();
  });

  it("a refused rating reads 'Unable to rate schedule'", async () => {
    const user = userEvent.setup();
    renderWithIntl(<RateForm scheduleId="sch-1" action={jest.fn(answers({ status: 'failed', formError: 'Unable to rate schedule' }))} />);
    await user.click(screen.getByRole('radio', { name: '5 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Rate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to rate schedule');
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it("comments: 'Sucessfully commented' / 'Unable to comment on schedule'", async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers({ status: 'done', notice: 'Sucessfully commented' }, { status: 'failed', formError: 'Unable to comment on schedule' }),
    );
    renderWithIntl(<CommentForm scheduleId="sch-1" comment={null} action={action} />);
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Patient instructor');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Sucessfully commented'));
    expect(sent(action)).toMatchObject({ comment: 'Patient instructor' });
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to comment on schedule');
  });
});

describe('ScheduleDetails', () => {
  const future = new Date(Date.now() + 5 * 86400_000).toISOString();
  const soon = new Date(Date.now() + 3 * 3600_000).toISOString();

  it('offers Cancel while the cut-off is ahead, with the .ics link', () => {
    const s = { ...session('sch-9', 'SCHEDULED', future), cancellableUntil: new Date(Date.now() + 4 * 86400_000).toISOString() };
    renderWithIntl(<ScheduleDetails schedule={s} lang="en" cutoffHours={24} />);
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/en/schedules/sch-9/calendar.ics');
    expect(screen.queryByRole('button', { name: 'Rate' })).toBeNull();
  });

  it('says when it is too late to cancel, and offers no Cancel', () => {
    const s = { ...session('sch-8', 'SCHEDULED', soon), cancellableUntil: new Date(Date.now() - 21 * 3600_000).toISOString() };
    renderWithIntl(<ScheduleDetails schedule={s} lang="ar" cutoffHours={24} />, { locale: 'ar' });
    expect(screen.queryByRole('button', { name: ar.schedules.cancelButton })).toBeNull();
    expect(screen.getByText(new RegExp(ar.schedules.tooLate))).toHaveTextContent(ar.schedules.cutoff.replace('{hours}', '24'));
  });

  it('shows no cancellation deadline once it has passed', () => {
    const s = { ...session('sch-8', 'SCHEDULED', soon), cancellableUntil: new Date(Date.now() - 21 * 3600_000).toISOString() };
    renderWithIntl(<ScheduleDetails schedule={s} lang="en" cutoffHours={24} />);
    expect(screen.queryByText('Can be cancelled until')).toBeNull();
    const open = { ...s, cancellableUntil: new Date(Date.now() + 3600_000).toISOString() };
    renderWithIntl(<ScheduleDetails schedule={open} lang="en" cutoffHours={24} />);
    expect(screen.getByText('Can be cancelled until')).toBeInTheDocument();
  });

  it('labels a lecture hall as a hall, in both languages', () => {
    const hall = { _id: 'hall-1', type: 'LectureHall' as const, name: { en: 'Hall A', ar: 'القاعة أ' } };
    const s = { ...session('sch-6', 'SCHEDULED', future), kind: 'lectureHall' as const, instructor: null, device: hall };
    const { unmount } = renderWithIntl(<ScheduleDetails schedule={s} lang="en" cutoffHours={24} />);
    expect(screen.getByText('Lecture hall', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Device')).toBeNull();
    unmount();
    renderWithIntl(<ScheduleDetails schedule={s} lang="ar" cutoffHours={24} />, { locale: 'ar' });
    expect(screen.getByText(ar.schedules.deviceLabel.LectureHall, { selector: 'dt' })).toBeInTheDocument();
  });

  it('offers to rebook a session the centre marked for reschedule', () => {
    renderWithIntl(<ScheduleDetails schedule={session('sch-5', 'MARKED_FOR_RESCHEDULE', future)} lang="en" cutoffHours={24} />);
    expect(screen.getByText('The centre asked you to rebook this session.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rebook this session' })).toHaveAttribute(
      'href',
      '/dashboard/schedules/book?kind=practical&reschedule=sch-5',
    );
    expect(screen.queryByRole('button', { name: 'Cancel session' })).toBeNull();
  });

  it('offers rating and comment on a completed session only', () => {
    renderWithIntl(<ScheduleDetails schedule={session('sch-7', 'COMPLETED', '2026-11-02T05:00:00Z')} lang="en" cutoffHours={24} />);
    expect(screen.getByRole('button', { name: 'Rate' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel session' })).toBeNull();
  });
});

describe('ScheduleSummary', () => {
  it('shows sessions booked and completed, and practical minutes paid, booked and completed', () => {
    const counts = { COMPLETED: 3, SCHEDULED: 2, CANCELLED: 1, MARKED_FOR_RESCHEDULE: 0, RESCHEDULED: 0 };
    renderWithIntl(<ScheduleSummary summary={{ counts, practicalMinutes: { paid: 1200, booked: 120, completed: 90 } }} />);
    const region = screen.getByRole('region', { name: 'Your sessions so far' });
    const sessions = within(region).getAllByRole('definition');
    expect(sessions.map((d) => d.textContent)).toEqual(['2', '3', '1,200 minutes', '120 minutes', '90 minutes']);
    expect(
      within(region)
        .getAllByRole('term')
        .map((d) => d.textContent),
    ).toEqual(['Booked', 'Completed', 'Paid', 'Booked', 'Completed']);
  });
});

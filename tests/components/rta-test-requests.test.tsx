import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RtaCommentForm } from '@/components/rta-test-requests/comment-form';
import { RtaRequestForm } from '@/components/rta-test-requests/request-form';
import { addDays, formatDateInput, todayIn } from '@/lib/domain/dates';
import { toast } from '@/lib/toast';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

// The RTA test request forms (issue 27) as a learner meets them: a test, up to three dd/MM/yyyy days
// checked before anything is sent (none past, none twice), and a comment to the centre.

jest.mock('@/lib/rta-test-requests/actions', () => ({ createRtaRequestAction: jest.fn(), commentRtaRequestAction: jest.fn() }));
const mockRefresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: mockRefresh }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

const today = todayIn({ now: new Date() });
const day = (n: number) => addDays(today, n);
const typed = (n: number) => formatDateInput(day(n));

async function fill(user: ReturnType<typeof userEvent.setup>, test: string, days: number[]) {
  await user.click(screen.getByRole('radio', { name: test }));
  const boxes = ['First preferred date', 'Second preferred date', 'Third preferred date'];
  for (const [i, n] of days.entries()) await user.type(screen.getByRole('textbox', { name: boxes[i] }), typed(n));
}

describe('RtaRequestForm', () => {
  it('sends the test and three days as ISO dates', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', notice: 'Your request has been sent to the centre.' }));
    renderWithIntl(<RtaRequestForm action={action} today={today} />);
    await fill(user, 'Road', [2, 5, 9]);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(sent(action)).toMatchObject({ testType: 'road', preferredDate1: day(2), preferredDate2: day(5), preferredDate3: day(9) });
  });

  it('refuses the same day twice and a past day, naming the box, without sending', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done' }));
    renderWithIntl(<RtaRequestForm action={action} today={today} />);
    await fill(user, 'Parking', [-1, 3, 3]);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('First preferred date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText('Third preferred date is the same day as another')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First preferred date' })).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
  });

  it('asks for a test and a first day', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done' }));
    renderWithIntl(<RtaRequestForm action={action} today={today} />);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Test is required')).toBeInTheDocument();
    expect(screen.getByText('First preferred date is required')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the centre's refusal as the form's line", async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', formError: 'You already have an open request for this test' }));
    renderWithIntl(<RtaRequestForm action={action} today={today} />);
    await fill(user, 'Theory', [1]);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have an open request for this test');
  });

  it('speaks Arabic', () => {
    renderWithIntl(<RtaRequestForm action={jest.fn()} today={today} />, { locale: 'ar' });
    expect(screen.getByRole('textbox', { name: 'التاريخ المفضل الأول' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'الطريق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الطلب' })).toBeInTheDocument();
  });
});

describe('RtaCommentForm', () => {
  it("sends the request's id and the message, then refreshes the thread; a failure says so", async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers({ status: 'done', notice: 'Sucessfully commented' }, { status: 'failed', formError: 'Unable to comment on this request' }),
    );
    renderWithIntl(<RtaCommentForm requestId="rq-1" action={action} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Mornings please');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Sucessfully commented'));
    expect(sent(action)).toMatchObject({ rtaTestRequestId: 'rq-1', message: 'Mornings please' });
    expect(mockRefresh).toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to comment on this request');
  });
});

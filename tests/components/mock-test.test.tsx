import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceForm } from '@/components/mock-test/choice-form';
import { MockTestCodeForm } from '@/components/mock-test/code-form';
import { formatClock, TestTimer } from '@/components/mock-test/test-timer';
import { answers } from './form-answers';
import { renderWithIntl } from './ui-render';

// The mock test's forms (issue 26, docs/mock-test.md): a question's answer checked as saved, one
// choice sent with its attempt and question, the code screen, and the timer on the server's clock.

const mockRefresh = jest.fn();
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush, refresh: mockRefresh }) }));
jest.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

beforeEach(() => jest.clearAllMocks());

const options = [
  { value: 'q1-a', label: '40 km/h' },
  { value: 'q1-b', label: '60 km/h' },
];

describe('a question', () => {
  it('shows the saved answer checked, sends one choice with its attempt and question, and moves on', async () => {
    const action = jest.fn(answers({ status: 'done', redirectTo: '/en/mock-test/question?n=2' }));
    renderWithIntl(
      <ChoiceForm
        action={action}
        name="optionId"
        legend="Choose one answer"
        options={options}
        checked="q1-a"
        submitLabel="Save and next"
        hidden={{ attemptId: 'mta-1', questionId: 'q1', next: '2' }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Choose one answer' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '40 km/h' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '60 km/h' }));
    expect(screen.getByRole('radio', { name: '40 km/h' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]![1]).toMatchObject({ attemptId: 'mta-1', questionId: 'q1', next: '2', optionId: 'q1-b' });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/mock-test/question?n=2'));
  });

  it('says the time is up when the API refused the late answer, and stays', async () => {
    const action = jest.fn(answers({ status: 'failed', formError: 'Time is up! Your session has expired.', errorCode: 'mock_test_time_up' }));
    renderWithIntl(
      <ChoiceForm action={action} name="optionId" legend="اختر إجابة واحدة" options={options} submitLabel="حفظ والتالي" hidden={{ next: '2' }} />,
      { locale: 'ar' },
    );
    await userEvent.click(screen.getByRole('radio', { name: '60 km/h' }));
    await userEvent.click(screen.getByRole('button', { name: 'حفظ والتالي' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Time is up! Your session has expired.');
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe('the code screen', () => {
  it('verifies six digits and offers a resend only after the countdown', async () => {
    const verify = jest.fn(answers({ status: 'done', redirectTo: '/en/mock-test/instructions' }));
    const resend = jest.fn(answers({ status: 'done', notice: 'A new code has been sent' }));
    renderWithIntl(<MockTestCodeForm verify={verify} resend={resend} resendIn={120} />);
    expect(screen.getByRole('button', { name: /resend/i })).toBeDisabled();
    const first = screen.getAllByRole('textbox')[0]!;
    await userEvent.click(first);
    await userEvent.paste('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    expect(verify.mock.calls[0]![1]).toMatchObject({ otp: '123456' });
    expect(resend).not.toHaveBeenCalled();
  });
});

describe('the timer', () => {
  afterEach(() => jest.useRealTimers());

  it('counts down from the server’s remaining time and asks the server again at zero', () => {
    jest.useFakeTimers();
    renderWithIntl(<TestTimer remainingSeconds={62} label="Time left" />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left 01:02');
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    expect(mockRefresh).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(mockRefresh).toHaveBeenCalledTimes(1);
  });

  it('formats minutes and seconds', () => {
    expect(formatClock(25 * 60)).toBe('25:00');
    expect(formatClock(-4)).toBe('00:00');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeStep } from '@/components/auth/code-step';
import { PhoneStep } from '@/components/auth/phone-step';
import { ResendCode } from '@/components/auth/resend-code';
import { resendCodeAction } from '@/lib/auth/actions';
import { toast } from '@/lib/toast';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

// The one phone step and the one code step every code flow uses (sign-up, login by OTP, reset),
// and 'Resend OTP' with the R§8 toasts of each screen.

jest.mock('@/lib/auth/actions', () => ({ resendCodeAction: jest.fn() }));
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
const resend = jest.mocked(resendCodeAction);
const KEY = 'otp-resend:test';

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('PhoneStep', () => {
  it('labels the number group as its screen says, and sends 971 + code + number', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', redirectTo: '/next' }));
    renderWithIntl(<PhoneStep action={action} label="Registered number" hint="We text a code" submitLabel="Send" draftKey="phone-test" />);
    const group = screen.getByRole('group', { name: 'Registered number' });
    expect(group).toHaveAccessibleDescription('We text a code');
    await user.selectOptions(within(group).getByRole('combobox', { name: 'Starting Code' }), '58');
    await user.type(within(group).getByRole('textbox', { name: 'Number' }), '765 43 21');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/next'));
    expect(sent(action)).toEqual({ countryCode: '971', startingCode: '58', number: '7654321' });
  });

  it("refuses a number the UAE plan does not allow with 'Phone Number is invalid' (Arabic too)", async () => {
    const user = userEvent.setup();
    const action = jest.fn();
    renderWithIntl(<PhoneStep action={action} label="رقم الهاتف" submitLabel="إرسال" draftKey="phone-test" />, { locale: 'ar' });
    await user.type(screen.getByRole('textbox', { name: 'الرقم' }), '123');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('قيمة رقم الهاتف غير صالحة');
    expect(action).not.toHaveBeenCalled();
  });

  it("shows a refusal as the form's line and a toast (R§8)", async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers({ status: 'failed', errorCode: 'otp_send_limit', formError: 'Too many OTP requests, please try again in 60 minutes.' }),
    );
    renderWithIntl(<PhoneStep action={action} label="Phone Number" submitLabel="Send" draftKey="phone-test" />);
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many OTP requests, please try again in 60 minutes.');
    expect(mockToast.error).toHaveBeenCalledTimes(1);
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe('CodeStep', () => {
  const step = (action: jest.Mock, extra: Partial<Parameters<typeof CodeStep>[0]> = {}) => (
    <CodeStep action={action} label="OTP" submitLabel="Verify & Proceed" countdownKey={KEY} sentAt={Date.now()} flow="signup" {...extra} />
  );

  it('verifies six digits and goes where the server says', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'done', redirectTo: '/en/signup/onboard' }));
    renderWithIntl(step(action));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/signup/onboard'));
    expect(sent(action)).toEqual({ otp: '654321' });
  });

  it('a number that already has an account: the refusal under the code, with the ways on (log in, reset)', async () => {
    const user = userEvent.setup();
    const action = jest.fn(
      answers({
        status: 'failed',
        errorCode: 'account_exists',
        fieldErrors: { otp: 'This number already has an account. Log in or reset your password.' },
      }),
    );
    renderWithIntl(step(action, { accountLinks: { login: '/en/auth/login', reset: '/en/auth/forgot-password', signup: '/en/signup' } }));
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/auth/login');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute('href', '/en/auth/forgot-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This number already has an account. Log in or reset your password.');
  });

  it('an e-mail taken by another account leads back to the form with the e-mail marked (R§8)', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', errorCode: 'email_taken', fieldErrors: { otp: 'Email already exists' } }));
    renderWithIntl(step(action, { accountLinks: { login: '/en/auth/login', reset: '/en/auth/forgot-password', signup: '/en/signup' } }));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    expect(await screen.findByRole('link', { name: 'Change your details' })).toHaveAttribute('href', '/en/signup?taken=email');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('another refusal offers no such links', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers({ status: 'failed', errorCode: 'otp_invalid', fieldErrors: { otp: 'Invalid OTP' } }));
    renderWithIntl(step(action, { accountLinks: { login: '/l', reset: '/r', signup: '/s' } }));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('an outage is the form’s line and a toast, not a wrong code', async () => {
    const user = userEvent.setup();
    const text = 'The service is unavailable right now. Please try again in a moment.';
    const action = jest.fn(answers({ status: 'failed', errorCode: 'service_unavailable', formError: text }));
    renderWithIntl(step(action));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(text));
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).not.toHaveAttribute('aria-invalid');
  });
});

describe("ResendCode: 'Resend OTP' behind the countdown (R§4, R§8)", () => {
  const ago = (seconds: number) => Date.now() - seconds * 1000;

  it("resumes the countdown from when the code went out (the server's clock)", () => {
    renderWithIntl(<ResendCode countdownKey={KEY} sentAt={ago(100)} flow="other" />);
    expect(screen.getByRole('timer')).toHaveTextContent(/^1 : 2[01]$/);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('once the countdown is over, sends a new code through the form pattern and starts again', async () => {
    const user = userEvent.setup();
    resend.mockResolvedValue({ seq: 1, status: 'done', notice: 'Resent OTP!', toastDetail: 'Please enter the new OTP to verify!' });
    renderWithIntl(<ResendCode countdownKey={KEY} sentAt={ago(181)} flow="signup" />);
    expect(screen.queryByRole('timer')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(resend).toHaveBeenCalledWith(expect.objectContaining({ seq: 0 }), { flow: 'signup' });
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Resent OTP!', { description: 'Please enter the new OTP to verify!' }));
    expect(await screen.findByRole('timer')).toHaveTextContent(/^3 : 00|2 : 59$/);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  // The R§8 words per screen come from the action (tests/unit/form-actions.test.ts); here, what the screen does with them.
  it.each([
    ['other', { formError: 'Unable to send OTP' }, ['Unable to send OTP']],
    [
      'signup',
      { formError: 'Error', toastDetail: 'Unable to send! Please try again!' },
      ['Error', { description: 'Unable to send! Please try again!' }],
    ],
  ] as const)('on the %s screen, a refusal %j is one toast and the button stays available', async (flow, answer, toastArgs) => {
    const user = userEvent.setup();
    resend.mockResolvedValue({ seq: 1, status: 'failed', errorCode: 'otp_no_pending', ...answer });
    renderWithIntl(<ResendCode countdownKey={KEY} sentAt={ago(200)} flow={flow} />);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledTimes(1));
    expect(mockToast.error).toHaveBeenCalledWith(...toastArgs);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });

  it('a portal that never answers: the button stays available, and the learner is told', async () => {
    const user = userEvent.setup();
    resend.mockRejectedValue(new Error('offline'));
    renderWithIntl(<ResendCode countdownKey={KEY} sentAt={ago(200)} flow="other" />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'إعادة إرسال الرمز' }));
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith(expect.stringMatching(/[\u0600-\u06ff]/)));
    expect(screen.getByRole('button', { name: 'إعادة إرسال الرمز' })).toBeEnabled();
  });
});

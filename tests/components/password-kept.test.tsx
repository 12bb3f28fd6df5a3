import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { resetPasswordAction } from '@/app/[lang]/(public)/auth/forgot-password/otp/actions';
import { ResetPasswordForm } from '@/app/[lang]/(public)/auth/forgot-password/otp/reset-password-form';
import { loginAction } from '@/app/[lang]/(public)/auth/login/actions';
import { PasswordLoginForm } from '@/app/[lang]/(public)/auth/login/password-login-form';
import { answers, sent } from './form-answers';
import { fillValid, renderSignup } from './signup-support';
import { renderWithIntl } from './ui-render';

// Issue 22: after a transient failure (service unavailable, a time-out) the password the learner
// typed stays in the field for the retry: in the form's memory only, never in storage.

jest.mock('@/app/[lang]/(public)/auth/login/actions', () => ({
  loginAction: jest.fn(),
  requestLoginCodeAction: jest.fn(),
  loginWithCodeAction: jest.fn(),
}));
jest.mock('@/app/[lang]/(public)/auth/forgot-password/otp/actions', () => ({ resetPasswordAction: jest.fn() }));
jest.mock('@/lib/auth/actions', () => ({ resendCodeAction: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));

const login = jest.mocked(loginAction);
const reset = jest.mocked(resetPasswordAction);
const UNAVAILABLE = {
  status: 'failed',
  errorCode: 'service_unavailable',
  formError: 'The service is unavailable right now. Please try again in a moment.',
} as const;
const TIMEOUT = { ...UNAVAILABLE } as const; // an upstream time-out answers service_unavailable (504)

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const password = (label = 'Password') => screen.getByLabelText(label, { selector: 'input' });
const stored = () => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage });

/** A person retries once the spinner has stopped (a busy button ignores clicks). */
async function retry(user: UserEvent, name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
  await user.click(button);
}

async function waitForDraft() {
  // drafts are written 250 ms after the last keystroke
  await new Promise((resolve) => setTimeout(resolve, 400));
}

describe('login', () => {
  function renderLogin() {
    return renderWithIntl(<PasswordLoginForm returnTo={null} forgotHref="/en/auth/forgot-password" otpHref="/en/auth/login?mode=otp" />);
  }
  async function type(user: UserEvent) {
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.type(password(), 'Student@12345');
  }

  it.each([
    ['service unavailable', UNAVAILABLE],
    ['a time-out', TIMEOUT],
  ])('after %s the password stays, and the retry sends it (no "Password is required")', async (_, failure) => {
    const user = userEvent.setup();
    login.mockImplementationOnce(answers(failure)).mockImplementationOnce(answers({ status: 'done', redirectTo: '/en/dashboard' }));
    renderLogin();
    await type(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(UNAVAILABLE.formError)).toBeInTheDocument();
    expect(password()).toHaveValue('Student@12345');

    await retry(user, 'Login');
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Password is required')).toBeNull();
    expect(sent(login, 1)).toMatchObject({ password: 'Student@12345' });
    await waitForDraft();
    expect(stored()).not.toContain('Student@12345');
  });

  it('when the action never answers (a dropped connection) the password stays too', async () => {
    const user = userEvent.setup();
    login.mockRejectedValueOnce(new Error('fetch failed'));
    renderLogin();
    await type(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(UNAVAILABLE.formError)).toBeInTheDocument();
    expect(password()).toHaveValue('Student@12345');
  });

  it('a wrong password is still emptied, to be typed again from scratch', async () => {
    const user = userEvent.setup();
    login.mockImplementationOnce(answers({ status: 'failed', errorCode: 'invalid_credentials', formError: 'Invalid Username or Password!' }));
    renderLogin();
    await type(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid Username or Password!')).toBeInTheDocument();
    expect(password()).toHaveValue('');
  });
});

describe('sign-up', () => {
  it('after service unavailable both passwords stay for the retry, and never reach storage', async () => {
    const user = userEvent.setup();
    const action = jest.fn(answers(UNAVAILABLE, { status: 'done', redirectTo: '/en/signup/otp' }));
    renderSignup({ action });
    await fillValid(user);
    const typed = (password() as HTMLInputElement).value;
    expect(typed).not.toBe('');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText(UNAVAILABLE.formError)).length).toBeGreaterThan(0);
    expect(password()).toHaveValue(typed);
    expect(password('Confirm Password')).toHaveValue(typed);

    await retry(user, 'Register');
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(sent(action, 1)).toMatchObject({ password: typed, confirmPassword: typed });
    await waitForDraft();
    expect(stored()).not.toContain(typed);
  });
});

describe('password reset', () => {
  it('after a time-out the new password stays for the retry', async () => {
    const user = userEvent.setup();
    reset.mockImplementationOnce(answers(TIMEOUT)).mockImplementationOnce(answers({ status: 'done', redirectTo: '/en/auth/login' }));
    renderWithIntl(<ResetPasswordForm phoneMasked="+971 50 ••• 4567" sentAt={Date.now()} resendIn={180} />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.type(password('New Password'), 'Renewed#Pass2025');
    await user.type(password('Confirm Password'), 'Renewed#Pass2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(TIMEOUT.formError)).toBeInTheDocument();
    expect(password('New Password')).toHaveValue('Renewed#Pass2025');
    await retry(user, 'Reset Password');
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(sent(reset, 1)).toMatchObject({ password: 'Renewed#Pass2025', confirmPassword: 'Renewed#Pass2025' });
    expect(stored()).not.toContain('Renewed#Pass2025');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgotPasswordForm } from '@/app/[lang]/(public)/auth/forgot-password/forgot-password-form';
import { requestPasswordReset } from '@/app/[lang]/(public)/auth/forgot-password/actions';
import { resetPasswordAction } from '@/app/[lang]/(public)/auth/forgot-password/otp/actions';
import { ResetPasswordForm } from '@/app/[lang]/(public)/auth/forgot-password/otp/reset-password-form';
import type { FormState } from '@/lib/auth/form-state';
import { msg } from '@/lib/schemas/messages';
import { toast } from '@/lib/toast';
import { renderWithIntl } from './ui-render';

jest.mock('@/app/[lang]/(public)/auth/forgot-password/actions', () => ({ requestPasswordReset: jest.fn() }));
jest.mock('@/app/[lang]/(public)/auth/forgot-password/otp/actions', () => ({ resetPasswordAction: jest.fn() }));
jest.mock('@/app/[lang]/(public)/auth/otp-actions', () => ({ resendPendingOtp: jest.fn() }));
const mockReplace = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ push: mockReplace, replace: mockReplace }),
}));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
const answer = (state: Omit<FormState, 'seq'>) => async (previous: FormState) => ({ seq: previous.seq + 1, ...state });

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('forgot password', () => {
  it("shows the server's failure text as an alert and a toast", async () => {
    const user = userEvent.setup();
    jest.mocked(requestPasswordReset).mockImplementation(answer({ error: 'Unable to send reset password OTP!' }));
    renderWithIntl(<ForgotPasswordForm />);
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to send reset password OTP!');
    expect(mockToast.error).toHaveBeenCalledWith('Unable to send reset password OTP!');
    const data = jest.mocked(requestPasswordReset).mock.calls[0]![1];
    expect(Object.fromEntries(data.entries())).toEqual({ startingCode: '50', number: '1234567' });
  });
});

describe('reset password', () => {
  it('without a pending reset, says so and links back', () => {
    renderWithIntl(<ResetPasswordForm phoneMasked={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no password reset in progress.');
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('asks for the code, the new password (with its rules) and the confirmation', () => {
    renderWithIntl(<ResetPasswordForm phoneMasked="+971 50 ••• 4567" />);
    expect(screen.getByRole('group', { name: 'OTP' })).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('tooltip')).toHaveTextContent('12 to 16 characters');
    expect(screen.getByLabelText('Confirm Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('shows the password rules and the mismatch text from the schema', async () => {
    const user = userEvent.setup();
    jest
      .mocked(resetPasswordAction)
      .mockImplementation(answer({ fieldErrors: { password: msg.password(), confirmPassword: msg.passwordMismatch() } }));
    renderWithIntl(<ResetPasswordForm phoneMasked="+971 50 ••• 4567" />);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/Password must be 12–16 characters/)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Password Mismatch! Both passwords must be same!')).toHaveAttribute('role', 'alert');
  });

  it('a wrong code shows under the code; the new password stays typed', async () => {
    const user = userEvent.setup();
    jest.mocked(resetPasswordAction).mockImplementation(answer({ fieldErrors: { otp: 'Invalid OTP' }, toastError: 'Invalid OTP' }));
    renderWithIntl(<ResetPasswordForm phoneMasked="+971 50 ••• 4567" />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('000000');
    await user.type(screen.getByLabelText('New Password'), 'Renewed#Pass2025');
    await user.type(screen.getByLabelText('Confirm Password'), 'Renewed#Pass2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(mockToast.error).toHaveBeenCalledWith('Invalid OTP');
    expect(screen.getByLabelText('New Password')).toHaveValue('Renewed#Pass2025');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('Renewed#Pass2025');
  });

  it("on success: the server's message as a toast, then login", async () => {
    const user = userEvent.setup();
    jest.mocked(resetPasswordAction).mockImplementation(answer({ done: 'reset', notice: 'Password has been reset successfully' }));
    renderWithIntl(<ResetPasswordForm phoneMasked="+971 50 ••• 4567" />);
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.type(screen.getByLabelText('New Password'), 'Renewed#Pass2025');
    await user.type(screen.getByLabelText('Confirm Password'), 'Renewed#Pass2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Password has been reset successfully'));
    expect(mockReplace).toHaveBeenCalledWith('/auth/login');
    const data = jest.mocked(resetPasswordAction).mock.calls[0]![1];
    expect(Object.fromEntries(data.entries())).toEqual({ otp: '123456', password: 'Renewed#Pass2025', confirmPassword: 'Renewed#Pass2025' });
    expect(screen.getByRole('status')).toHaveTextContent('Password has been reset successfully');
  });
});

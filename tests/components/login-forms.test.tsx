import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpLoginForm } from '@/app/[lang]/(public)/auth/login/otp-login-form';
import { PasswordLoginForm } from '@/app/[lang]/(public)/auth/login/password-login-form';
import { loginWithPassword, requestLoginOtp, verifyLoginOtp } from '@/app/[lang]/(public)/auth/login/actions';
import { resendPendingOtp } from '@/app/[lang]/(public)/auth/otp-actions';
import type { FormState } from '@/lib/auth/form-state';
import { msg } from '@/lib/schemas/messages';
import { toast } from '@/lib/toast';
import { renderWithIntl } from './ui-render';

// The server actions are the forms' only way out; here they are stand-ins that answer as the
// real ones do (FormState), so the tests see what a person sees.
jest.mock('@/app/[lang]/(public)/auth/login/actions', () => ({
  loginWithPassword: jest.fn(),
  requestLoginOtp: jest.fn(),
  verifyLoginOtp: jest.fn(),
}));
jest.mock('@/app/[lang]/(public)/auth/otp-actions', () => ({ resendPendingOtp: jest.fn() }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={typeof href === 'string' ? href : '#'} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
}));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
const answer = (state: Omit<FormState, 'seq'>) => async (previous: FormState) => ({ seq: previous.seq + 1, ...state });

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('password login form', () => {
  it('labels the username (971, starting code, 7-digit number, left-to-right) and the password', () => {
    renderWithIntl(<PasswordLoginForm returnTo={null} forgotHref="/en/auth/forgot-password" />);
    expect(screen.getByRole('group', { name: 'Username' })).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Country Code' });
    expect(code).toHaveValue('+971');
    expect(code).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Starting Code' })).toHaveValue('50');
    const number = screen.getByRole('textbox', { name: 'Number' });
    expect(number.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/en/auth/forgot-password');
  });

  it('posts the username parts, the password and the returnTo to the action', async () => {
    const user = userEvent.setup();
    jest.mocked(loginWithPassword).mockImplementation(answer({}));
    renderWithIntl(<PasswordLoginForm returnTo="/en/dashboard/my-account" forgotHref="/en/auth/forgot-password" />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Starting Code' }), '52');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '765 4321 99');
    await user.type(screen.getByLabelText('Password'), 'Student@12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(loginWithPassword).toHaveBeenCalledTimes(1));
    const data = jest.mocked(loginWithPassword).mock.calls[0]![1];
    expect(Object.fromEntries(data.entries())).toEqual({
      returnTo: '/en/dashboard/my-account',
      startingCode: '52',
      number: '7654321',
      password: 'Student@12345',
    });
  });

  it("shows 'Invalid Username or Password!' on the form (role=alert) and as an error toast", async () => {
    const user = userEvent.setup();
    jest
      .mocked(loginWithPassword)
      .mockImplementation(answer({ error: 'Invalid Username or Password!', values: { startingCode: '58', number: '9990001' } }));
    renderWithIntl(<PasswordLoginForm returnTo={null} forgotHref="/en/auth/forgot-password" />);
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '9990001');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Username or Password!');
    expect(mockToast.error).toHaveBeenCalledWith('Invalid Username or Password!');
    // What was typed stays (the password does not).
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('9990001');
    expect(screen.getByRole('combobox', { name: 'Starting Code' })).toHaveValue('58');
  });

  it('translates the schema messages under their fields, in Arabic too', async () => {
    const user = userEvent.setup();
    jest.mocked(loginWithPassword).mockImplementation(answer({ fieldErrors: { number: msg.required('phone'), password: msg.required('password') } }));
    renderWithIntl(<PasswordLoginForm returnTo={null} forgotHref="/en/auth/forgot-password" />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['حقل رقم الهاتف مطلوب', 'حقل كلمة المرور مطلوب']);
  });
});

describe('login with OTP', () => {
  async function sendCode() {
    const user = userEvent.setup();
    jest
      .mocked(requestLoginOtp)
      .mockImplementation(answer({ done: 'sent', values: { startingCode: '50', number: '1234567', phoneMasked: '+971 50 ••• 4567' } }));
    renderWithIntl(<OtpLoginForm returnTo="/en/dashboard" />);
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('group', { name: 'OTP' });
    return user;
  }

  it('asks for the number, then the code sent to it (neutral wording, number left-to-right)', async () => {
    await sendCode();
    const lead = screen.getByText(/is registered with us, we have sent it a 6-digit code/);
    expect(within(lead).getByText('+971 50 ••• 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
  });

  it('sends the code with the returnTo; a wrong code shows under the code and as a toast', async () => {
    const user = await sendCode();
    jest.mocked(verifyLoginOtp).mockImplementation(answer({ fieldErrors: { otp: 'Invalid OTP' }, toastError: 'Invalid OTP' }));
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    await waitFor(() => expect(verifyLoginOtp).toHaveBeenCalledTimes(1));
    const data = jest.mocked(verifyLoginOtp).mock.calls[0]![1];
    expect(data.get('otp')).toBe('123456');
    expect(data.get('returnTo')).toBe('/en/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP');
    expect(mockToast.error).toHaveBeenCalledWith('Invalid OTP');
  });

  it("'Use another number' goes back to the number", async () => {
    const user = await sendCode();
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveValue('1234567');
  });

  it("a failed resend reads 'Unable to send OTP'", async () => {
    window.localStorage.setItem('otp-resend:login', JSON.stringify({ startedAt: Date.now() - 200_000 }));
    const user = await sendCode();
    jest.mocked(resendPendingOtp).mockResolvedValue({ ok: false, error: 'Unable to send OTP' });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    await waitFor(() => expect(resend).toBeEnabled());
    await user.click(resend);
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Unable to send OTP'));
  });
});

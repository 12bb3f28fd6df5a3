import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ForgotPasswordForm } from '@/app/[lang]/(public)/auth/forgot-password/forgot-password-form';
import { requestPasswordResetAction } from '@/app/[lang]/(public)/auth/forgot-password/actions';
import { resetPasswordAction } from '@/app/[lang]/(public)/auth/forgot-password/otp/actions';
import { ResetPasswordForm } from '@/app/[lang]/(public)/auth/forgot-password/otp/reset-password-form';
import { loginAction, loginWithCodeAction, requestLoginCodeAction } from '@/app/[lang]/(public)/auth/login/actions';
import { OtpLoginForm } from '@/app/[lang]/(public)/auth/login/otp-login-form';
import { PasswordLoginForm } from '@/app/[lang]/(public)/auth/login/password-login-form';
import { toast } from '@/lib/toast';
import { answers, sent } from './form-answers';
import { renderWithIntl } from './ui-render';

jest.mock('@/app/[lang]/(public)/auth/login/actions', () => ({
  loginAction: jest.fn(),
  requestLoginCodeAction: jest.fn(),
  loginWithCodeAction: jest.fn(),
}));
jest.mock('@/app/[lang]/(public)/auth/forgot-password/actions', () => ({ requestPasswordResetAction: jest.fn() }));
jest.mock('@/app/[lang]/(public)/auth/forgot-password/otp/actions', () => ({ resetPasswordAction: jest.fn() }));
jest.mock('@/lib/auth/actions', () => ({ resendCodeAction: jest.fn() }));
const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, replace: mockPush }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);

/**
 * A login goes on with a full page load (never a soft push: Next 15.5's router race). jsdom cannot load
 * a page and says so on the console, which is how a test here sees that the browser was sent on.
 */
let consoleSpy: jest.SpyInstance | undefined;
afterEach(() => consoleSpy?.mockRestore());
function fullLoads() {
  const said = (consoleSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined));
  return () => said.mock.calls.filter(([error]) => /Not implemented: navigation/.test(String((error as Error)?.message ?? error))).length;
}
const login = jest.mocked(loginAction);
const requestCode = jest.mocked(requestLoginCodeAction);
const verifyCode = jest.mocked(loginWithCodeAction);
const forgot = jest.mocked(requestPasswordResetAction);
const reset = jest.mocked(resetPasswordAction);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

/** Drafts are written 250 ms after the last keystroke. */
const draft = (key: string) => JSON.parse(window.localStorage.getItem(`form-draft:${key}`) ?? 'null')?.values as Record<string, string> | undefined;
const draftWritten = (key: string) => waitFor(() => expect(draft(key)).toBeDefined(), { timeout: 2000 });

function renderPasswordLogin({ locale = 'en', returnTo = null }: { locale?: 'en' | 'ar'; returnTo?: string | null } = {}) {
  return renderWithIntl(<PasswordLoginForm returnTo={returnTo} forgotHref="/en/auth/forgot-password" otpHref="/en/auth/login?mode=otp" />, {
    locale,
  });
}

async function typeLogin(user: UserEvent, number = '1234567', password = 'Student@12345') {
  await user.type(screen.getByRole('textbox', { name: 'Number' }), number);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
}

const submit = (user: UserEvent, name = 'Login') => user.click(screen.getByRole('button', { name }));

describe('login with password (R§4)', () => {
  it('asks for the username (971 + code + number) and the password, with the way to reset it', () => {
    renderPasswordLogin();
    const username = screen.getByRole('group', { name: 'Username' });
    expect(within(username).getByRole('textbox', { name: 'Country Code' })).toHaveValue('+971');
    expect(within(username).getByRole('combobox', { name: 'Starting Code' })).toHaveValue('50');
    expect(username).toHaveAccessibleDescription('Your registered mobile number');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/en/auth/forgot-password');
  });

  it('is in Arabic on /ar, with the number and the password still typed left to right', () => {
    renderPasswordLogin({ locale: 'ar' });
    expect(screen.getByRole('group', { name: 'اسم المستخدم' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'الرقم' }).parentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('كلمة المرور', { selector: 'input' })).toHaveAttribute('dir', 'ltr');
  });

  it('checks in the browser first, with the server’s words, and sends nothing while wrong', async () => {
    const user = userEvent.setup();
    renderPasswordLogin();
    await submit(user);
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['Phone Number is required', 'Password is required']);
    expect(login).not.toHaveBeenCalled();
  });

  it('sends the values, with the page it came from, and goes where the server says', async () => {
    const user = userEvent.setup();
    login.mockImplementation(answers({ status: 'done', redirectTo: '/en/dashboard/my-account' }));
    renderPasswordLogin({ returnTo: '/en/dashboard/my-account' });
    const loads = fullLoads();
    await typeLogin(user);
    await submit(user);
    await waitFor(() => expect(loads()).toBe(1));
    expect(mockPush).not.toHaveBeenCalled();
    expect(sent(login)).toEqual({
      countryCode: '971',
      startingCode: '50',
      number: '1234567',
      password: 'Student@12345',
      returnTo: '/en/dashboard/my-account',
    });
  });

  it("shows a refusal once: the form's line and one toast per answer", async () => {
    const user = userEvent.setup();
    login.mockImplementation(answers({ status: 'failed', errorCode: 'invalid_credentials', formError: 'Invalid Username or Password!' }));
    renderPasswordLogin();
    await typeLogin(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Username or Password!');
    expect(mockToast.error).toHaveBeenCalledTimes(1);
    expect(mockToast.error).toHaveBeenCalledWith('Invalid Username or Password!');

    // Typing re-renders the form: the same answer raises nothing new.
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'x');
    expect(mockToast.error).toHaveBeenCalledTimes(1);
    // The same refusal again is a new answer: its toast comes back.
    await submit(user);
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledTimes(2));
    expect(mockPush).not.toHaveBeenCalled();
  });

  it('offers login by code when the account asks for it', async () => {
    const user = userEvent.setup();
    login.mockImplementation(
      answers({
        status: 'failed',
        errorCode: 'login_otp_required',
        formError: 'Too many failed attempts on this account. Log in with a one-time code instead.',
      }),
    );
    renderPasswordLogin();
    expect(screen.queryByRole('link', { name: 'Login with OTP' })).toBeNull();
    await typeLogin(user);
    await submit(user);
    expect(await screen.findByRole('link', { name: 'Login with OTP' })).toHaveAttribute('href', '/en/auth/login?mode=otp');
  });

  it("puts the server's field errors under their fields and moves focus to the first", async () => {
    const user = userEvent.setup();
    login.mockImplementation(answers({ status: 'invalid', fieldErrors: { password: 'Password is required', number: 'Phone Number is invalid' } }));
    renderPasswordLogin();
    await typeLogin(user);
    await submit(user);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is required'));
    expect(screen.getByRole('textbox', { name: 'Number' })).toHaveAccessibleDescription('Your registered mobile number Phone Number is invalid');
    expect(password).toHaveFocus();
  });

  it('keeps the number (never the password) through a reload and a language switch (issue 7 #13)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPasswordLogin();
    await typeLogin(user, '7654321', 'Secret#Pass2025');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Starting Code' }), '55');
    await draftWritten('login');
    unmount();

    expect(draft('login')).toEqual({ countryCode: '971', startingCode: '55', number: '7654321' });
    expect(JSON.stringify(window.localStorage)).not.toContain('Secret#Pass2025');

    renderPasswordLogin({ locale: 'ar' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'الرقم' })).toHaveValue('7654321'));
    expect(screen.getByRole('combobox', { name: 'رمز المشغّل' })).toHaveValue('55');
    expect(screen.getByLabelText('كلمة المرور', { selector: 'input' })).toHaveValue('');
  });

  it('forgets the draft once logged in', async () => {
    const user = userEvent.setup();
    login.mockImplementation(answers({ status: 'done', redirectTo: '/en/dashboard' }));
    renderPasswordLogin();
    await typeLogin(user);
    await draftWritten('login');
    const loads = fullLoads();
    await submit(user);
    await waitFor(() => expect(loads()).toBe(1));
    expect(window.localStorage.getItem('form-draft:login')).toBeNull();
  });
});

describe("'Login with OTP' (R§4)", () => {
  it('first the number: a code goes out and the page shows the code step', async () => {
    const user = userEvent.setup();
    requestCode.mockImplementation(answers({ status: 'done', redirectTo: '/en/auth/login?mode=otp&step=code' }));
    renderWithIntl(<OtpLoginForm returnTo="/en/dashboard" pending={null} changeNumberHref="/x" />);
    expect(screen.getByRole('group', { name: 'Username' })).toHaveAccessibleDescription('We will text a one-time code to this number.');
    await user.type(screen.getByRole('textbox', { name: 'Number' }), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/auth/login?mode=otp&step=code'));
    expect(sent(requestCode)).toEqual({ countryCode: '971', startingCode: '50', number: '1234567', returnTo: '/en/dashboard' });
  });

  it('then the code: the masked number, six boxes, the countdown and another number', () => {
    renderWithIntl(
      <OtpLoginForm
        returnTo={null}
        pending={{ phoneMasked: '+971 50 ••• 4567', sentAt: Date.now(), resendIn: 180 }}
        changeNumberHref="/en/auth/login?mode=otp&step=phone"
      />,
    );
    expect(screen.getByText(/is registered with us, we have sent it a 6-digit code/)).toHaveTextContent('If +971 50 ••• 4567 is registered');
    expect(screen.getByText('+971 50 ••• 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('group', { name: 'OTP' })).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('timer')).toHaveTextContent(/^3 : 00$|^2 : 59$/);
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Use another number' })).toHaveAttribute('href', '/en/auth/login?mode=otp&step=phone');
  });

  it('sends the six digits; a wrong code reads under the boxes, and the code is never kept', async () => {
    const user = userEvent.setup();
    verifyCode.mockImplementation(answers({ status: 'failed', errorCode: 'otp_invalid', fieldErrors: { otp: 'Invalid OTP' } }));
    renderWithIntl(
      <OtpLoginForm
        returnTo="/en/dashboard"
        pending={{ phoneMasked: '+971 50 ••• 4567', sentAt: Date.now(), resendIn: 180 }}
        changeNumberHref="/x"
      />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Login' }));
    expect(await screen.findByText('Invalid OTP')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent(verifyCode)).toEqual({ otp: '123456', returnTo: '/en/dashboard' });
    expect(JSON.stringify(window.localStorage)).not.toContain('123456');
  });

  it("an incomplete code is refused in the browser: 'OTP should have 6 digits'", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <OtpLoginForm returnTo={null} pending={{ phoneMasked: '+971 50 ••• 4567', sentAt: Date.now(), resendIn: 180 }} changeNumberHref="/x" />,
      {
        locale: 'ar',
      },
    );
    await user.click(screen.getByRole('textbox', { name: 'الرقم 1 من 6' }));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'تحقق وسجّل الدخول' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('يجب أن يتكون رمز التحقق من 6 أرقام');
    expect(verifyCode).not.toHaveBeenCalled();
  });
});

describe("'Forgot Password?' and the reset (R§4, R§8)", () => {
  it('the number leads to the reset screen and is kept as a draft', async () => {
    const user = userEvent.setup();
    forgot.mockImplementation(answers({ status: 'done', redirectTo: '/en/auth/forgot-password/otp', data: { sentAt: 1 } }));
    renderWithIntl(<ForgotPasswordForm />);
    await user.type(within(screen.getByRole('group', { name: 'Phone Number' })).getByRole('textbox', { name: 'Number' }), '1234567');
    await draftWritten('forgot-password');
    expect(draft('forgot-password')).toMatchObject({ number: '1234567' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/auth/forgot-password/otp'));
  });

  function renderReset(locale: 'en' | 'ar' = 'en') {
    return renderWithIntl(<ResetPasswordForm phoneMasked="+971 50 ••• 4567" sentAt={Date.now()} resendIn={180} />, { locale });
  }

  async function typeCode(user: UserEvent, code: string, box = 'Digit 1 of 6') {
    await user.click(screen.getByRole('textbox', { name: box }));
    await user.keyboard(code);
  }

  it('checks the code, the password rule and the mismatch in the browser', async () => {
    const user = userEvent.setup();
    renderReset();
    await typeCode(user, '12');
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'short');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('OTP should have 6 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be 12–16 characters, with upper & lowercase letters, a number, and a special character'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password Mismatch! Both passwords must be same!')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('success: the toast, then login; a refused code reads under the code', async () => {
    const user = userEvent.setup();
    reset.mockImplementationOnce(answers({ status: 'failed', errorCode: 'otp_invalid', fieldErrors: { otp: 'Invalid OTP' } }));
    renderReset();
    await typeCode(user, '000000');
    await user.type(screen.getByLabelText('New Password', { selector: 'input' }), 'Renewed#Pass2025');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Renewed#Pass2025');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid OTP')).toHaveAttribute('role', 'alert');

    reset.mockImplementationOnce(answers({ status: 'done', notice: 'Password has been reset successfully', redirectTo: '/en/auth/login' }));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/en/auth/login'));
    expect(mockToast.success).toHaveBeenCalledWith('Password has been reset successfully');
    expect(sent(reset, 1)).toMatchObject({ otp: '000000', password: 'Renewed#Pass2025', confirmPassword: 'Renewed#Pass2025' });
    // Neither the code nor a password is ever written down in the browser.
    expect(JSON.stringify(window.localStorage)).not.toMatch(/000000|Renewed/);
  });

  it('reads in Arabic with the masked number left to right', () => {
    renderReset('ar');
    expect(screen.getByText('+971 50 ••• 4567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByLabelText('كلمة المرور الجديدة', { selector: 'input' })).toHaveAttribute('dir', 'ltr');
  });
});

import { screen, within } from '@testing-library/react';
import ResetPasswordPage from '@/app/[lang]/(public)/auth/forgot-password/otp/page';
import LoginPage from '@/app/[lang]/(public)/auth/login/page';
import SignupOtpPage from '@/app/[lang]/(public)/signup/otp/page';
import { pendingCode } from '@/lib/auth/viewer';
import ar from '@/messages/ar.json';
import { renderWithIntl } from './ui-render';

// The code screens as pages (server components, rendered here as the tree they return): each shows
// its code step only while the session holds a code for it; otherwise one state with the way back
// (issue 7 #12), never six live boxes beside 'no code waiting'.

jest.mock('next-intl/server', () => {
  const { createTranslator } = jest.requireActual('next-intl');
  const catalogues = { en: jest.requireActual('@/messages/en.json'), ar: jest.requireActual('@/messages/ar.json') };
  return {
    setRequestLocale: () => undefined,
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'ar'; namespace?: string }) =>
      createTranslator({ locale, messages: catalogues[locale], namespace }),
  };
});
jest.mock('@/lib/auth/viewer', () => ({ pendingCode: jest.fn() }));
jest.mock('@/components/layout/site-header', () => ({ SiteHeader: () => null }));
jest.mock('@/components/layout/site-footer', () => ({ SiteFooter: () => null }));
jest.mock('@/app/[lang]/(public)/signup/actions', () => ({ signupAction: jest.fn(), verifySignupCodeAction: jest.fn() }));
jest.mock('@/app/[lang]/(public)/auth/login/actions', () => ({
  loginAction: jest.fn(),
  requestLoginCodeAction: jest.fn(),
  loginWithCodeAction: jest.fn(),
}));
jest.mock('@/app/[lang]/(public)/auth/forgot-password/otp/actions', () => ({ resetPasswordAction: jest.fn() }));
jest.mock('@/lib/auth/actions', () => ({ resendCodeAction: jest.fn() }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), notFound: jest.fn() }));

const pending = jest.mocked(pendingCode);
const waiting = (purpose: 'signup' | 'forgot-password' | 'login-otp') => ({
  purpose,
  phoneMasked: '+971 50 ••• 4567',
  sentAt: Date.now(),
  resendIn: 180,
  otpExpiry: null,
});
const params = (lang: 'en' | 'ar') => Promise.resolve({ lang });

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

/** Nothing of a code step on the page: no boxes, no verify button, no countdown, no resend. */
function expectNoCodeStep() {
  expect(screen.queryAllByRole('textbox')).toEqual([]);
  expect(screen.queryByRole('timer')).toBeNull();
  expect(screen.queryAllByRole('button')).toEqual([]);
}

describe('/signup/otp', () => {
  it('without a sign-up in progress: one state, and the way back to sign-up', async () => {
    pending.mockResolvedValue(null);
    renderWithIntl(await SignupOtpPage({ params: params('en') }));
    expect(pending).toHaveBeenCalledWith('signup');
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('There is no code waiting to be verified. Please register again.');
    expect(screen.getByRole('link', { name: 'Back to registration' })).toHaveAttribute('href', '/en/signup');
    expectNoCodeStep();
  });

  it('the same in Arabic', async () => {
    pending.mockResolvedValue(null);
    renderWithIntl(await SignupOtpPage({ params: params('ar') }), { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent(ar.otp.noPending);
    expect(screen.getByRole('link', { name: ar.otp.back })).toHaveAttribute('href', '/ar/signup');
    expectNoCodeStep();
  });

  it('with a sign-up waiting: the masked number, six boxes, verify and the countdown', async () => {
    pending.mockResolvedValue(waiting('signup'));
    renderWithIntl(await SignupOtpPage({ params: params('en') }));
    expect(screen.getByText('+971 50 ••• 4567')).toHaveAttribute('dir', 'ltr');
    expect(within(screen.getByRole('group', { name: 'OTP' })).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Verify & Proceed' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('/auth/forgot-password/otp', () => {
  it('without a reset in progress: one state, and the way to request a code', async () => {
    pending.mockResolvedValue(null);
    renderWithIntl(await ResetPasswordPage({ params: params('en') }));
    expect(pending).toHaveBeenCalledWith('forgot-password');
    expect(screen.getByRole('status')).toHaveTextContent('There is no password reset in progress.');
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute('href', '/en/auth/forgot-password');
    expectNoCodeStep();
  });

  it('with a reset waiting: the code, the new password twice', async () => {
    pending.mockResolvedValue(waiting('forgot-password'));
    renderWithIntl(await ResetPasswordPage({ params: params('ar') }), { locale: 'ar' });
    expect(within(screen.getByRole('group', { name: ar.resetPassword.codeLabel })).getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByLabelText(ar.resetPassword.newPassword, { selector: 'input' })).toBeInTheDocument();
  });
});

describe('/auth/login?mode=otp', () => {
  const search = (query: Record<string, string>) => Promise.resolve(query);

  it('asks for the number while no login code is waiting, even when the address says step=code', async () => {
    pending.mockResolvedValue(null);
    renderWithIntl(await LoginPage({ params: params('en'), searchParams: search({ mode: 'otp', step: 'code' }) }));
    expect(pending).toHaveBeenCalledWith('login-otp');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the code step on step=code while one is waiting, and the number otherwise', async () => {
    pending.mockResolvedValue(waiting('login-otp'));
    const { unmount } = renderWithIntl(await LoginPage({ params: params('en'), searchParams: search({ mode: 'otp', step: 'code' }) }));
    expect(screen.getByRole('button', { name: 'Verify & Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use another number' })).toHaveAttribute('href', '/en/auth/login?mode=otp');
    unmount();
    const { unmount: again } = renderWithIntl(await LoginPage({ params: params('en'), searchParams: search({ mode: 'otp' }) }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    again();
    pending.mockResolvedValue(null);
    renderWithIntl(await LoginPage({ params: params('en'), searchParams: search({ mode: 'otp', step: 'code' }) }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it('after a password reset, says so (with or without JavaScript)', async () => {
    pending.mockResolvedValue(null);
    renderWithIntl(await LoginPage({ params: params('ar'), searchParams: search({ reset: 'done' }) }), { locale: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent(ar.resetPassword.done);
  });

  it('without mode=otp: the password form, whatever is waiting', async () => {
    pending.mockResolvedValue(waiting('login-otp'));
    renderWithIntl(await LoginPage({ params: params('ar'), searchParams: search({ returnTo: '/ar/dashboard' }) }), { locale: 'ar' });
    expect(screen.getByLabelText(ar.login.password, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ar.login.withOtp })).toHaveAttribute('href', '/ar/auth/login?mode=otp&returnTo=%2Far%2Fdashboard');
  });
});

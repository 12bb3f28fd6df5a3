import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { verifyEmailAction } from '@/app/[lang]/(public)/verify-email/[id]/actions';
import { VerifyEmailClient } from '@/app/[lang]/(public)/verify-email/[id]/verify-email-client';
import { sendVerificationEmailAction } from '@/app/[lang]/(student)/dashboard/my-account/actions';
import { SendVerificationButton } from '@/app/[lang]/(student)/dashboard/my-account/send-verification-button';
import { logoutAction } from '@/lib/auth/actions';
import { LogoutButton } from '@/components/layout/logout-button';
import { toast } from '@/lib/toast';
import ar from '@/messages/ar.json';
import { answers } from './form-answers';
import { renderWithIntl } from './ui-render';

// The account's small forms: the e-mail link (R§2), 'Send verification email' and logout.

jest.mock('@/app/[lang]/(public)/verify-email/[id]/actions', () => ({ verifyEmailAction: jest.fn() }));
jest.mock('@/app/[lang]/(student)/dashboard/my-account/actions', () => ({ sendVerificationEmailAction: jest.fn() }));
jest.mock('@/lib/auth/actions', () => ({ logoutAction: jest.fn() }));
const mockReplace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ push: mockReplace, replace: mockReplace }),
}));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
const verify = jest.mocked(verifyEmailAction);
const send = jest.mocked(sendVerificationEmailAction);

beforeEach(() => jest.clearAllMocks());

describe('the e-mail verification link (R§2, R§8)', () => {
  it('verifies once on arrival: the success toast, the message, then home', async () => {
    verify.mockImplementation(answers({ status: 'done', notice: 'Email verified successfully' }));
    renderWithIntl(<VerifyEmailClient id="usr-1" verifyToken="token-1" failedText="Email Verification Failed" />);
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Email verified successfully'));
    expect(verify.mock.calls[0]![1]).toEqual({ id: 'usr-1', verifyToken: 'token-1' });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully Taking you to the home page…');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'), { timeout: 3000 });
    expect(mockToast.success).toHaveBeenCalledTimes(1);
  });

  it("a malformed link reads 'Email Verification Failed' too", async () => {
    verify.mockImplementation(answers({ status: 'invalid', fieldErrors: { id: 'Invalid data' } }));
    renderWithIntl(<VerifyEmailClient id="../x" verifyToken="bad" failedText="Email Verification Failed" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Verification Failed');
    expect(screen.queryByRole('button', { name: 'Verify Email' })).not.toBeInTheDocument();
  });

  it("a refused link reads 'Email Verification Failed', once, and stays", async () => {
    verify.mockImplementation(answers({ status: 'failed', formError: 'Email Verification Failed' }));
    renderWithIntl(<VerifyEmailClient id="usr-1" verifyToken="bad" failedText="Email Verification Failed" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Verification Failed');
    expect(mockToast.error).toHaveBeenCalledTimes(1);
    expect(mockToast.error).toHaveBeenCalledWith('Email Verification Failed');
    expect(screen.queryByRole('button')).toBeNull();
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('says it in Arabic on /ar', async () => {
    verify.mockImplementation(answers({ status: 'done', notice: ar.verifyEmail.verified }));
    renderWithIntl(<VerifyEmailClient id="usr-1" verifyToken="t" failedText={ar.errors.auth.email_verification_failed} />, { locale: 'ar' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${ar.verifyEmail.verified} ${ar.verifyEmail.redirecting}`));
    expect(screen.getByRole('link', { name: ar.verifyEmail.home })).toBeInTheDocument();
  });
});

describe("'Send verification email' (My Account)", () => {
  it('toasts the answer and shows it beside the button', async () => {
    const user = userEvent.setup();
    send.mockImplementation(answers({ status: 'done', notice: 'Verification email sent' }));
    renderWithIntl(<SendVerificationButton />);
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Verification email sent'));
    expect(screen.getByRole('status')).toHaveTextContent('Verification email sent');
  });

  it("a failure reads 'Unable to send verification mail', as a line and one toast", async () => {
    const user = userEvent.setup();
    send.mockImplementation(answers({ status: 'failed', formError: 'Unable to send verification mail' }));
    renderWithIntl(<SendVerificationButton />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: ar.account.sendVerification }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to send verification mail');
    expect(mockToast.error).toHaveBeenCalledTimes(1);
  });
});

describe('logout (R§2)', () => {
  it('ends the session on the server and clears what the browser kept (drafts included)', async () => {
    const user = userEvent.setup();
    // jsdom cannot follow the full-page move to the dashboard; it reports that on console.error.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(logoutAction).mockResolvedValue({ seq: 1, status: 'done', redirectTo: '/en/dashboard' });
    window.localStorage.setItem('form-draft:signup', JSON.stringify({ at: Date.now(), values: { fullName: 'Aisha' } }));
    renderWithIntl(<LogoutButton lang="en" label="Logout" />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.length).toBe(0));
    expect(logoutAction).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });

  it('clears the browser even when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(logoutAction).mockRejectedValue(new TypeError('Failed to fetch'));
    window.localStorage.setItem('x', '1');
    renderWithIntl(<LogoutButton lang="ar" label="تسجيل الخروج" />);
    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج' }));
    await waitFor(() => expect(window.localStorage.length).toBe(0));
    quiet.mockRestore();
  });
});

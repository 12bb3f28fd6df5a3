import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VerifyEmailClient } from '@/app/[lang]/(public)/verify-email/[id]/verify-email-client';
import { verifyEmailAction } from '@/app/[lang]/(public)/verify-email/[id]/actions';
import { sendVerificationEmail } from '@/app/[lang]/(student)/dashboard/my-account/actions';
import { SendVerificationButton } from '@/app/[lang]/(student)/dashboard/my-account/send-verification-button';
import { LogoutButton } from '@/components/layout/logout-button';
import type { FormState } from '@/lib/auth/form-state';
import { toast } from '@/lib/toast';
import { renderWithIntl } from './ui-render';

jest.mock('@/app/[lang]/(public)/verify-email/[id]/actions', () => ({ verifyEmailAction: jest.fn() }));
jest.mock('@/app/[lang]/(student)/dashboard/my-account/actions', () => ({ sendVerificationEmail: jest.fn() }));
jest.mock('@/components/layout/logout-action', () => ({ logoutAction: jest.fn() }));
const mockPost = jest.fn();
jest.mock('@/lib/api-client', () => ({ api: { post: (...args: unknown[]) => mockPost(...args) } }));
const mockReplace = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>,
  useRouter: () => ({ push: mockReplace, replace: mockReplace }),
}));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));

const mockToast = jest.mocked(toast);
const answer = (state: Omit<FormState, 'seq'>) => async (previous: FormState) => ({ seq: previous.seq + 1, ...state });

beforeEach(() => jest.clearAllMocks());

describe('e-mail verification link', () => {
  it('verifies on arrival: success toast with the server message, then home', async () => {
    jest.mocked(verifyEmailAction).mockImplementation(answer({ done: 'verified', notice: 'Email verified successfully' }));
    renderWithIntl(<VerifyEmailClient id="usr-1" verifyToken="token-1" />);
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Email verified successfully'));
    const data = jest.mocked(verifyEmailAction).mock.calls[0]![1];
    expect(Object.fromEntries(data.entries())).toEqual({ id: 'usr-1', verifyToken: 'token-1' });
    expect(jest.mocked(verifyEmailAction)).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully');
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/'), { timeout: 3000 });
  });

  it("a refused link reads 'Email Verification Failed'", async () => {
    jest.mocked(verifyEmailAction).mockImplementation(answer({ error: 'Email Verification Failed' }));
    renderWithIntl(<VerifyEmailClient id="usr-1" verifyToken="bad" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email Verification Failed');
    expect(mockToast.error).toHaveBeenCalledWith('Email Verification Failed');
    expect(mockReplace).not.toHaveBeenCalled();
  });
});

describe('send verification e-mail', () => {
  it("toasts the server's message", async () => {
    const user = userEvent.setup();
    jest.mocked(sendVerificationEmail).mockImplementation(answer({ done: 'sent', notice: 'Verification email sent' }));
    renderWithIntl(<SendVerificationButton />);
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Verification email sent'));
    expect(screen.getByRole('status')).toHaveTextContent('Verification email sent');
  });

  it("a failure reads 'Unable to send verification mail'", async () => {
    const user = userEvent.setup();
    jest.mocked(sendVerificationEmail).mockImplementation(answer({ error: 'Unable to send verification mail' }));
    renderWithIntl(<SendVerificationButton />);
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to send verification mail');
    expect(mockToast.error).toHaveBeenCalledWith('Unable to send verification mail');
  });
});

describe('logout', () => {
  it('posts /api/auth/logout and clears local storage', async () => {
    const user = userEvent.setup();
    // jsdom cannot follow the full-page move to the dashboard; it reports that on console.error.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockPost.mockResolvedValue({});
    window.localStorage.setItem('payment-lock', 'x');
    renderWithIntl(<LogoutButton lang="en" label="Logout" />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(mockPost).toHaveBeenCalledWith('auth/logout'));
    await waitFor(() => expect(window.localStorage.length).toBe(0));
    quiet.mockRestore();
  });
});

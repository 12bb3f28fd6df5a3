import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { OtpForm } from '@/app/[lang]/(public)/signup/otp/otp-form';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { fail, respond } from './signup-support';
import { renderWithIntl } from './ui-render';
import { mockPost } from './mock-api-client';

const mockReplace = jest.fn();

jest.mock('@/lib/api-client', () => jest.requireActual('./mock-api-client'));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockReplace, replace: mockReplace }) }));
jest.mock('@/lib/toast', () => ({ toast: { error: jest.fn(), success: jest.fn(), errors: jest.fn(), info: jest.fn(), dismiss: jest.fn() } }));
const mockToast = jest.mocked(toast);

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

async function typeCode(user: UserEvent, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
}
const verify = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Verify & Proceed' }));
const resendButton = () => screen.getByRole('button', { name: 'Resend OTP' });

describe('sign-up OTP screen', () => {
  it("asks for six digits: 'OTP should have 6 digits'", async () => {
    const user = userEvent.setup();
    renderWithIntl(<OtpForm sentAt={Date.now()} />);
    await typeCode(user, '123');
    await verify(user);
    expect(await screen.findByText('OTP should have 6 digits')).toHaveAttribute('role', 'alert');
    expect(mockPost).not.toHaveBeenCalled();
  });

  it('verifies the code and goes on to onboarding', async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: { name: 'Aisha' } }));
    renderWithIntl(<OtpForm sentAt={Date.now()} />);
    await typeCode(user, '123456');
    await verify(user);
    await waitFor(() => expect(mockReplace).toHaveBeenCalledWith('/en/signup/onboard'));
    expect(mockPost).toHaveBeenCalledWith('auth/otp/verify', { json: { otp: '123456' } });
  });

  it("shows the server's message under the code when it is wrong", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(fail(new ApiError(400, { statusCode: 400, message: 'Invalid OTP' })));
    renderWithIntl(<OtpForm sentAt={Date.now()} />);
    await typeCode(user, '000000');
    await verify(user);
    expect(await screen.findByText('Invalid OTP')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group', { name: 'OTP' })).toHaveAccessibleDescription('Invalid OTP');
    expect(mockReplace).not.toHaveBeenCalled();
  });

  it('blocks resend while the countdown runs, resuming from when the code was sent', () => {
    renderWithIntl(<OtpForm sentAt={Date.now() - 60_000} />);
    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('2 : 00');
  });

  it("resends after the countdown: 'Resent OTP!' and the countdown starts again", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(respond({ statusCode: 200, data: { otpExpiry: 'x', sentAt: Date.now() } }));
    renderWithIntl(<OtpForm sentAt={Date.now() - 181_000} />);
    await waitFor(() => expect(resendButton()).toBeEnabled());
    await user.click(resendButton());
    await waitFor(() => expect(mockToast.success).toHaveBeenCalledWith('Resent OTP!', { description: 'Please enter the new OTP to verify!' }));
    expect(mockPost).toHaveBeenCalledWith('auth/otp/resend');
    await waitFor(() => expect(resendButton()).toBeDisabled());
  });

  it("says 'Error sending OTP!' when the resend fails, and keeps resend available", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(fail(new ApiError(429, { statusCode: 429, message: 'Too many OTP requests, please try again later' })));
    renderWithIntl(<OtpForm sentAt={Date.now() - 181_000} />);
    await waitFor(() => expect(resendButton()).toBeEnabled());
    await user.click(resendButton());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Error sending OTP!', { description: 'Please resend again!' }));
    expect(resendButton()).toBeEnabled();
  });

  it("says 'Unable to send!' when no code is pending", async () => {
    const user = userEvent.setup();
    mockPost.mockReturnValue(fail(new ApiError(410, { statusCode: 410, message: 'Unable to send! Please try again!' })));
    // Nothing pending on the server; the countdown left by an earlier visit has run out.
    window.localStorage.setItem('otp-resend:signup', JSON.stringify({ startedAt: Date.now() - 200_000 }));
    renderWithIntl(<OtpForm sentAt={null} />);
    await waitFor(() => expect(resendButton()).toBeEnabled());
    await user.click(resendButton());
    await waitFor(() => expect(mockToast.error).toHaveBeenCalledWith('Error', { description: 'Unable to send! Please try again!' }));
  });
});

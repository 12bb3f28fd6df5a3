import * as z from 'zod';
import { toUsername } from '@/lib/domain/phone';
import { crossChecks } from './rules';
import { confirmPasswordField, loginPasswordField, otpField, passwordField, passwordMatchCheck, phoneCheck, phoneFields } from './fields';

/** The phone group alone: login by OTP and forgotten password. */
const phoneSchema = () => z.object(phoneFields).check(crossChecks([phoneCheck]));

export const loginSchema = z.object({ ...phoneFields, password: loginPasswordField }).check(crossChecks([phoneCheck]));

export const loginOtpSchema = phoneSchema();
export const forgotPasswordSchema = phoneSchema();

/** The 6-digit code on the sign-up, login and reset screens. */
export const otpSchema = z.object({ otp: otpField });

/** The reset screen: the code and the new password twice (the token stays in the session). */
export const resetPasswordSchema = z
  .object({ otp: otpField, password: passwordField, confirmPassword: confirmPasswordField })
  .check(crossChecks([passwordMatchCheck]));

export type LoginValues = z.output<typeof loginSchema>;
export type LoginOtpValues = z.output<typeof loginOtpSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;
export type OtpValues = z.output<typeof otpSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** POST /user/v1/auth/login body. */
export function toLoginPayload(values: LoginValues): { username: string; password: string } {
  return { username: toUsername(values), password: values.password };
}

/** The e-mail link's id and verifyToken (R§2). */
export const verifyEmailSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
  verifyToken: z.string().min(1).max(4096),
});

/** 'Send verification email' (D§8): a button, nothing typed; the account's own address is used. */
export const sendVerificationSchema = z.object({});

/** Logout (R§2): a button, nothing typed. */
export const logoutSchema = z.object({});

/** 'Resend OTP' (R§4): a button; the screen it is on says which R§8 toasts answer it. */
export const resendSchema = z.object({ flow: z.enum(['signup', 'other']) });
export type ResendFlow = z.infer<typeof resendSchema>['flow'];

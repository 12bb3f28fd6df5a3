import { z } from 'zod';
import { defineErrors } from '../../platform/errors';
import type { Labels } from '../../platform/fields';
import { normalisePhone } from '../../platform/phone';
import { passwordSchema, publicUserSchema, ROLES } from '../student/contract';

// /user/v1/auth/* (contract "Auth and sign-up"): request and response schemas and the domain's codes.
export const AUTH_ERRORS = defineErrors({
  invalid_credentials: [401, 'Invalid Username or Password!'],
  contact_csr: [403, 'Please contact our CSR to complete your registration'],
  login_throttled: [429, 'Too many failed login attempts, please try again later'],
  login_otp_required: [429, 'Too many failed attempts on this account. Log in with a one-time code instead.'],
  otp_invalid: [400, 'Invalid OTP'],
  otp_expired: [410, 'OTP has expired'],
  otp_attempts: [429, 'Too many wrong attempts, please request a new OTP'],
  otp_send_limit: [429, 'Too many OTP requests, please try again later'],
  otp_too_early: [429, 'Please wait before requesting a new code'],
  account_exists: [409, 'This number already has an account. Log in or reset your password.'],
  email_verification_failed: [400, 'Email Verification Failed'],
  verification_email_limit: [429, 'Too many verification emails, please try again later'],
});

export const AUTH_LABELS: Labels = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  otp: 'OTP',
  phone: 'Phone number',
  role: 'Role',
  id: 'Token',
  resetJWTToken: 'Token',
  verifyToken: 'Token',
};

export const MESSAGES = {
  otpSent: 'An OTP has been sent to your mobile number',
  ifRegistered: 'If the number is registered, an OTP has been sent',
  loggedIn: 'Logged in successfully',
  verified: 'Mobile number verified',
  loggedOut: 'Logged out successfully',
  reset: 'Password has been reset successfully',
  emailSent: 'Verification email sent',
  emailVerified: 'Email verified successfully',
} as const;

export const otpSchema = z.string().length(6).regex(/^\d+$/);
export const tokenString = z.string().min(1).max(4096);
export const otpExpirySchema = z.string().describe('ISO 8601 instant the current OTP stops working');
export const phoneField = z
  .union([z.string().max(40), z.number()])
  .transform((v) => normalisePhone(v))
  // a number that is not a UAE mobile is invalid, not missing
  .pipe(z.string('invalid'));

export const loginBody = z.object({ username: z.union([z.string().max(100), z.number()]), password: z.string().max(128) });
export const loginData = z.object({ user: publicUserSchema, token: z.string() });
export const otpConversation = z.object({ resetJWTToken: z.string(), otpExpiry: otpExpirySchema });
export const otpConversationBody = z.object({ resetJWTToken: tokenString });
export const verifyOtpBody = z.object({ resetJWTToken: tokenString, otp: otpSchema });
export const loginOtpBody = z.object({ username: phoneField });
export const loginOtpData = z.object({ id: z.string(), otpExpiry: otpExpirySchema });
export const loginOtpVerifyBody = z.object({ id: tokenString, otp: otpSchema });
export const forgotBody = z.object({ phone: phoneField, role: z.enum(ROLES).default('student') });
export const resetBody = z.object({ resetJWTToken: tokenString, otp: otpSchema, password: passwordSchema, confirmPassword: z.string().max(128) });
export const verifyEmailParams = z.object({ id: z.string().min(1).max(200) });
export const verifyEmailBody = z.object({ verifyToken: tokenString });

import * as z from 'zod';
import { COUNTRY_CODE } from '@/lib/domain/phone';
import { loginOtpSchema } from '@/lib/schemas/auth';

// The OTP handlers take the number as the API's username ('971501234567'); the forms hold its
// three parts. Both are checked by the same shared schema.

const USERNAME = /^971(\d{2})(\d+)$/;

/** '971501234567' → the loginOtpSchema's parts, checked; anything else fails on `number`. */
export function parseUsername(username: unknown) {
  const match = typeof username === 'string' ? USERNAME.exec(username.trim()) : null;
  return loginOtpSchema.safeParse({ countryCode: COUNTRY_CODE, startingCode: match?.[1] ?? '', number: match?.[2] ?? '' });
}

export const usernameBodySchema = z.object({ username: z.string().max(32) });

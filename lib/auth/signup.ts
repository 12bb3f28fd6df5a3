import 'server-only';
import { ok, type Result } from '@/lib/errors/app-error';
import { SIGNUP_FIELD_LABELS, type SignupValues } from '@/lib/schemas/signup';
import { SIGNUP_API_FIELDS, toRegistrationPayload } from '@/lib/upstream/payloads/signup';
import { getSession } from '@/lib/session';
import { signup as upstreamSignup } from '@/lib/upstream/auth';
import { clientContext } from '@/lib/upstream/context';
import { attempt, renameFields } from '@/lib/upstream/result';
import { maskPhone } from './pending';

// Sign-up (R§4): the API keeps a pending registration and texts a code; the OTP conversation's
// token stays in the session. The answer never says whether the number is already registered.

export interface SignupSent {
  phoneMasked: string;
  sentAt: number;
}

export async function signup(values: SignupValues): Promise<Result<SignupSent>> {
  const payload = toRegistrationPayload(values);
  const answer = await attempt(async () => upstreamSignup({ ...payload }, await clientContext()));
  if (!answer.ok) {
    const fields = renameFields(answer.error.fields, SIGNUP_API_FIELDS, SIGNUP_FIELD_LABELS);
    return { ok: false, error: { ...answer.error, ...(fields ? { fields } : {}) } };
  }
  const sentAt = Date.now();
  const session = await getSession();
  // A new sign-up replaces any earlier pending verification in this browser.
  session.verify = {
    purpose: 'signup',
    resetJWTToken: answer.value.resetJWTToken,
    phoneNumber: payload.phones.firstNumber.NumberCode,
    otpExpiry: answer.value.otpExpiry,
    sentAt,
  };
  await session.save();
  return ok({ phoneMasked: maskPhone(payload.phones.firstNumber.NumberCode), sentAt });
}

// POST /api/auth/signup – create the student upstream and keep the OTP conversation in the session
import { bffErrors, dataResponse, errorResponse } from '@/lib/bff/error-envelope';
import { clientAddress, rejectCrossOrigin } from '@/lib/bff/guard';
import { INVALID_DATA } from '@/lib/errors/messages';
import { firstIssuePerField } from '@/lib/schemas/issues';
import { makeSignupSchema, toRegistrationPayload } from '@/lib/schemas/signup';
import { getSession } from '@/lib/session';
import { signup } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { maskPhone, requestLang } from '../otp/pending';

export const dynamic = 'force-dynamic';

export async function POST(req: Request): Promise<Response> {
  const crossOrigin = rejectCrossOrigin(req);
  if (crossOrigin) return crossOrigin;

  const body: unknown = await req.json().catch(() => null);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return bffErrors.badRequest();
  // The browser ran the same schema; this is the wall for everyone who did not.
  const parsed = makeSignupSchema({ now: new Date() }).safeParse(body);
  if (!parsed.success) {
    // An ErrorList: the form shows 'Invalid {field name}' on each field (R§5).
    const errors = Object.keys(firstIssuePerField(parsed.error)).map((field) => ({ field }));
    return errorResponse(400, INVALID_DATA, { errors });
  }

  const payload = toRegistrationPayload(parsed.data);
  let result: Awaited<ReturnType<typeof signup>>;
  try {
    result = await signup({ ...payload }, { forwardedFor: clientAddress(req), lang: requestLang(req) });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // 400 ErrorList/ErrorMap, 409 duplicates, 429 send limit: passed on as sent for lib/errors.
    return errorResponse(error.status, error.body.message ?? INVALID_DATA, {
      ...(error.body.errors ? { errors: error.body.errors } : {}),
      ...(error.retryAfter ? { headers: { 'retry-after': error.retryAfter } } : {}),
    });
  }

  const sentAt = Date.now();
  const session = await getSession();
  // A fresh sign-up replaces any earlier pending verification; the reset token stays sealed here.
  session.verify = {
    purpose: 'signup',
    resetJWTToken: result.resetJWTToken,
    phoneNumber: payload.phones.firstNumber.NumberCode,
    otpExpiry: result.otpExpiry,
    sentAt,
  };
  await session.save();
  return dataResponse({ phoneMasked: maskPhone(payload.phones.firstNumber.NumberCode), otpExpiry: result.otpExpiry, sentAt });
}

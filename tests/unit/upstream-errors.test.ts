import { ERROR_CODES } from '@/lib/errors/codes';
import { errorFromResponse, isCancelledResponse, SPEC_MESSAGE_CODES } from '@/lib/upstream/errors';

// The centre's API refuses with the spec's words (R§8, D§8) and no code of ours: the boundary turns
// the messages the portal acts on into codes, once.

describe('the spec-message table', () => {
  it.each(Object.entries(SPEC_MESSAGE_CODES))('%s → %s, the code whose English text it is', (message, code) => {
    expect(ERROR_CODES[code].message).toBe(message);
    const error = errorFromResponse(400, { statusCode: 400, message }).error;
    expect(error).toMatchObject({ status: 400, code, message });
  });

  it('keeps a code the API sent, maps nothing on a 5xx, and leaves other messages to the status', () => {
    expect(errorFromResponse(409, { code: 'conflict', message: 'User has already done payment' }).error.code).toBe('conflict');
    expect(errorFromResponse(500, { message: 'User has already done payment' }).error.code).toBe('internal');
    expect(errorFromResponse(422, { statusCode: 422, message: 'Something else' }).error.code).toBe('invalid_data');
    expect(errorFromResponse(401, { message: ' Invalid Username or Password! ' }).error.code).toBe('invalid_credentials');
  });

  it('knows the verify answer that means the learner cancelled', () => {
    expect(isCancelledResponse('Transaction has been cancelled')).toBe(true);
    expect(isCancelledResponse('Transaction declined')).toBe(false);
    expect(isCancelledResponse(undefined)).toBe(false);
  });
});

import { appError, codeForStatus, isAppError, toAppError, toEnvelope } from '@/lib/errors/app-error';

// Any error answer becomes the one AppError: our envelope as it is, the spec's older `errors`
// shapes read too, and a server error's own words never kept.

const LEAK = 'TypeError at /srv/api/app.js:12 postgres://admin:hunter2@db.internal:5432';

describe('toAppError: our envelope', () => {
  it('passes code, message and field errors (code, message, params) through', () => {
    const body = {
      statusCode: 400,
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: {
        email: { code: 'invalid', message: 'Email is invalid', params: { field: 'email' } },
        number: { code: 'exact_length', message: 'Number should have exact 7 letters.', params: { field: 'number', n: 7 } },
      },
    };
    expect(toAppError(400, body)).toEqual({
      status: 400,
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields: body.fields,
    });
  });

  it('keeps a code it does not know, with the words that came with it', () => {
    expect(toAppError(409, { code: 'phone_taken', message: 'Phone number already exists' })).toEqual({
      status: 409,
      code: 'phone_taken',
      message: 'Phone number already exists',
    });
  });

  it.each([
    [401, 'unauthorized', 'Unauthorized'],
    [403, 'forbidden', 'Forbidden'],
    [409, 'conflict', 'Already exists'],
    [413, 'payload_too_large', 'Request body is too large'],
    [414, 'uri_too_long', 'Request URI is too long'],
    [429, 'too_many_requests', 'Too many requests, please try again later'],
    [418, 'invalid_data', 'Invalid Data in Form!'],
  ])('a bare %s reads as %s with the contract text', (status, code, message) => {
    expect(toAppError(status, {})).toEqual({ status, code, message });
    expect(toAppError(status, null)).toEqual({ status, code, message });
  });

  it("a known code without words gets the contract's; blank words count as none", () => {
    expect(toAppError(400, { code: 'otp_invalid' })).toMatchObject({ code: 'otp_invalid', message: 'Invalid OTP' });
    expect(toAppError(400, { code: 'otp_invalid', message: '   ' })).toMatchObject({ message: 'Invalid OTP' });
  });

  it('drops field entries without words and params that are not text or numbers', () => {
    const error = toAppError(400, {
      code: 'invalid_data',
      fields: {
        email: { code: 'taken', message: 'Email already exists', params: { field: 'email', nested: { a: 1 }, n: 2 } },
        name: { code: 'invalid' },
        dob: 'nonsense-not-an-object-but-a-string-is-a-message',
        gender: 42,
      },
    });
    expect(error.fields).toEqual({
      email: { code: 'taken', message: 'Email already exists', params: { field: 'email', n: 2 } },
      dob: { code: 'server', message: 'nonsense-not-an-object-but-a-string-is-a-message' },
    });
  });

  it('leaves `fields` out when nothing usable came', () => {
    expect(toAppError(400, { code: 'invalid_data', fields: {} })).not.toHaveProperty('fields');
    expect(toAppError(400, { code: 'invalid_data', fields: { a: { code: 'x' } } })).not.toHaveProperty('fields');
  });
});

describe("toAppError: the spec's older shapes", () => {
  it("reads an ErrorList as 'Invalid {field name}', one per field, under the path it names", () => {
    const error = toAppError(400, {
      statusCode: 400,
      message: 'Bad',
      errors: [{ field: 'phones.firstNumber.number' }, { field: 'name' }, { field: 'name' }, {}],
    });
    expect(error.fields).toEqual({
      'phones.firstNumber.number': { code: 'server_invalid', message: 'Invalid Number', params: { field: 'phones.firstNumber.number' } },
      name: { code: 'server_invalid', message: 'Invalid Name', params: { field: 'name' } },
    });
    expect(error).toMatchObject({ code: 'invalid_data', message: 'Bad' });
  });

  it('humanises camelCase and snake_case paths', () => {
    const error = toAppError(400, { errors: [{ field: 'studentDetails.trainingBranchId' }, { field: 'emirates_id' }] });
    expect(Object.values(error.fields ?? {}).map((f) => f.message)).toEqual(['Invalid Training Branch Id', 'Invalid Emirates id']);
  });

  it('reads an ErrorMap (field → message) with the messages as sent', () => {
    const error = toAppError(409, { message: 'Email already exists', errors: { email: 'Email already exists', number: '  ' } });
    expect(error.fields).toEqual({ email: { code: 'server', message: 'Email already exists' } });
  });
});

describe('toAppError: server errors never keep their words', () => {
  it.each([
    [500, 'internal', 500, 'Internal Server Error'],
    [502, 'service_unavailable', 503, 'The service is unavailable right now. Please try again in a moment.'],
    [503, 'service_unavailable', 503, 'The service is unavailable right now. Please try again in a moment.'],
    [504, 'service_unavailable', 503, 'The service is unavailable right now. Please try again in a moment.'],
  ])('%s → %s', (status, code, outStatus, message) => {
    const error = toAppError(status, {
      statusCode: status,
      code: 'db_down',
      message: LEAK,
      stack: LEAK,
      fields: { x: { code: 'x', message: LEAK } },
    });
    expect(error).toEqual({ status: outStatus, code, message });
    expect(JSON.stringify(error)).not.toContain('hunter2');
  });

  it('a 500 that says it is service_unavailable is read as that, still without its words', () => {
    expect(toAppError(500, { code: 'service_unavailable', message: LEAK })).toEqual(appError('service_unavailable'));
  });
});

describe('toAppError: bodies that are not envelopes and Retry-After', () => {
  it.each([
    ['a string', 'oops'],
    ['an array', [{ field: 'email' }]],
    ['a number', 42],
  ])('%s reads as the status alone', (_name, body) => {
    expect(toAppError(400, body)).toEqual({ status: 400, code: 'invalid_data', message: 'Invalid Data in Form!' });
  });

  it.each([
    ['120', 120],
    [90, 90],
    ['1.2', 2],
    ['0', undefined],
    ['soon', undefined],
    [null, undefined],
  ])('Retry-After %p → retryAfter %p', (header, seconds) => {
    const error = toAppError(429, { code: 'login_throttled' }, header);
    if (seconds === undefined) expect(error).not.toHaveProperty('retryAfter');
    else expect(error.retryAfter).toBe(seconds);
  });

  it('keeps Retry-After on a service outage too', () => {
    expect(toAppError(503, {}, '30')).toMatchObject({ code: 'service_unavailable', retryAfter: 30 });
  });
});

describe('appError, codeForStatus, isAppError and toEnvelope', () => {
  it('gives a code its contract status and words, unless told otherwise', () => {
    expect(appError('otp_expired')).toEqual({ status: 410, code: 'otp_expired', message: 'OTP has expired' });
    expect(appError('service_unavailable', { status: 504 })).toEqual({ status: 504, code: 'service_unavailable', message: expect.any(String) });
  });

  it.each([
    [400, 'invalid_data'],
    [405, 'method_not_allowed'],
    [411, 'length_required'],
    [415, 'unsupported_media_type'],
    [422, 'invalid_data'],
    [500, 'internal'],
    [502, 'service_unavailable'],
    [599, 'service_unavailable'],
  ])('status %s → %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });

  it('recognises an AppError by its shape', () => {
    expect(isAppError(appError('forbidden'))).toBe(true);
    expect(isAppError({ status: '403', code: 'forbidden', message: 'x' })).toBe(false);
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError(null)).toBe(false);
  });

  it('answers { statusCode, code, message, fields? }: no empty fields, no retryAfter in the body', () => {
    expect(toEnvelope({ ...appError('otp_send_limit'), retryAfter: 60, fields: {} })).toEqual({
      statusCode: 429,
      code: 'otp_send_limit',
      message: 'Too many OTP requests, please try again later',
    });
    const fields = { email: { code: 'invalid', message: 'Email is invalid', params: { field: 'email' } } };
    expect(toEnvelope(appError('invalid_data', { fields }))).toEqual({
      statusCode: 400,
      code: 'invalid_data',
      message: 'Invalid Data in Form!',
      fields,
    });
  });
});

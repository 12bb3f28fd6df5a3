import { messageForResponse } from '@/lib/errors';

// The spec's global handler table (R§7 last paragraph, D§8), row by row.
describe('messageForResponse', () => {
  const cases: Array<[string, number, unknown, string[]]> = [
    [
      '400 with an error map: each field message',
      400,
      { statusCode: 400, message: 'Bad', errors: { email: 'Email already exists', number: 'Phone number already exists' } },
      ['Email already exists', 'Phone number already exists'],
    ],
    [
      '400 with an error list carrying messages',
      400,
      { statusCode: 400, errors: [{ field: 'email', message: 'Email is invalid' }, { field: 'name' }] },
      ['Email is invalid'],
    ],
    [
      '400 with a message-less list: the message',
      400,
      { statusCode: 400, message: 'Validation failed', errors: [{ field: 'email' }] },
      ['Validation failed'],
    ],
    ['400 with only a message', 400, { statusCode: 400, message: 'Invalid OTP' }, ['Invalid OTP']],
    ['400 with nothing', 400, { statusCode: 400 }, ['Invalid Data in Form!']],
    ['400 with no body at all', 400, null, ['Invalid Data in Form!']],
    ['400 with a blank message', 400, { message: '   ' }, ['Invalid Data in Form!']],
    ['401 ignores the server text', 401, { statusCode: 401, message: 'jwt expired' }, ['Invalid Data in Form!']],
    [
      '422 with a message',
      422,
      { statusCode: 422, message: "Invalid Id, Id can't be read, please try again" },
      ["Invalid Id, Id can't be read, please try again"],
    ],
    ['422 without a message', 422, { statusCode: 422 }, ['Invalid Data in Form!']],
    ['422 ignores field errors', 422, { statusCode: 422, errors: { a: 'b' } }, ['Invalid Data in Form!']],
    ['500 hides the server text', 500, { statusCode: 500, message: 'TypeError: x is undefined' }, ['Internal Server Error']],
    ['403 is "other"', 403, { statusCode: 403, message: 'Forbidden' }, ['Invalid Data in Form!']],
    ['404 is "other"', 404, { message: 'Not Found' }, ['Invalid Data in Form!']],
    ['409 is "other"', 409, { message: 'Emirates Id already exists' }, ['Invalid Data in Form!']],
    ['502 is "other"', 502, { message: 'Bad Gateway' }, ['Invalid Data in Form!']],
    ['504 is "other"', 504, { message: 'Gateway Timeout' }, ['Invalid Data in Form!']],
    ['a non-object body', 400, 'oops', ['Invalid Data in Form!']],
  ];
  it.each(cases)('%s', (_name, status, body, expected) => {
    expect(messageForResponse({ status, body })).toEqual(expected);
  });
});

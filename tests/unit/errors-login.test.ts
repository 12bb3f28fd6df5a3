import { loginErrorMessage } from '@/lib/errors';

// R§8 "Login and password".
describe('loginErrorMessage', () => {
  it.each([
    ['bad credentials', 401, { statusCode: 401, message: 'Invalid Username or Password!' }, 'Invalid Username or Password!'],
    ['401 whatever the text', 401, { statusCode: 401, message: 'user not found' }, 'Invalid Username or Password!'],
    [
      'the CSR text passes through as sent',
      403,
      { statusCode: 403, message: 'Please contact our CSR to complete your registration' },
      'Please contact our CSR to complete your registration',
    ],
    ['another 403 is a bad login', 403, { statusCode: 403, message: 'Forbidden role' }, 'Invalid Username or Password!'],
    [
      'a throttle shows its text',
      429,
      { statusCode: 429, message: 'Too many attempts, try again in 60 seconds' },
      'Too many attempts, try again in 60 seconds',
    ],
    ['a 500 follows the global table', 500, { message: 'boom' }, 'Internal Server Error'],
    ['a timeout follows the global table', 504, null, 'Invalid Data in Form!'],
  ])('%s', (_name, status, body, expected) => {
    expect(loginErrorMessage({ status, body })).toBe(expected);
  });
});

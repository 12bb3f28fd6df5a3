import { readEnvelope } from './envelope';
import { CONTACT_CSR, INVALID_CREDENTIALS } from './messages';
import { messageForResponse, type ResponseLike } from './global';

/**
 * The login form's one error line (R§8 "Login and password"): the CSR text passes through as
 * sent, bad credentials and non-student roles read 'Invalid Username or Password!', a throttle
 * shows the server's message, anything else follows the global table.
 */
export function loginErrorMessage(response: ResponseLike): string {
  const { message } = readEnvelope(response.body);
  if (message === CONTACT_CSR) return message;
  if (response.status === 401 || response.status === 403) return INVALID_CREDENTIALS;
  if (response.status === 429 && message) return message;
  return messageForResponse(response)[0] ?? INVALID_CREDENTIALS;
}

import type { FastifyInstance } from 'fastify';
import { registerEmail } from './auth-email';
import { registerLogin } from './auth-login';
import { registerPassword } from './auth-password';
import { registerSignup } from './auth-signup';

// /user/v1/auth/* – the "Auth and sign-up" table of docs/api-contract.md
export function registerAuth(app: FastifyInstance) {
  registerSignup(app);
  registerLogin(app);
  registerPassword(app);
  registerEmail(app);
}

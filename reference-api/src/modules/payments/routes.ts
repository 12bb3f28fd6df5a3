import type { FastifyInstance } from 'fastify';
import { registerExtras } from './extras/routes';
import { registerGatewayHooks } from './gateway-hooks/routes';
import { registerPaymentHistory } from './history/routes';
import { registerRegistrationPayments } from './registration/routes';

// /payment/v1/* – the payments module's sub-domains, each in its own folder: registration (initiate,
// verify), extras (fees, add-ons, the till), history (orders and invoices), the gateway's return
// paths; payment links are registered by app.ts (links/routes.ts). orders/ is what they share.
export function registerPayments(app: FastifyInstance) {
  registerExtras(app);
  registerPaymentHistory(app);
  registerRegistrationPayments(app);
  registerGatewayHooks(app);
}

import { errorFor } from './respond';

// Every route handler file exports all five methods: the ones it serves, and for the rest a 405 in
// the error envelope with an Allow header (Next's own 405 has neither).

type Handler = (req: Request) => Promise<Response>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export function routeMethods(handlers: Partial<Record<Method, Handler>>): Record<Method, Handler> {
  const allow = METHODS.filter((m) => handlers[m]);
  if (handlers.GET) allow.push('HEAD' as Method);
  const refuse: Handler = async () => errorFor('method_not_allowed', {}, { allow: allow.join(', ') });
  return Object.fromEntries(METHODS.map((m) => [m, handlers[m] ?? refuse])) as Record<Method, Handler>;
}

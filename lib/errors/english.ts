import 'server-only';
import en from '@/messages/en.json';

// English labels for the contract's field messages (the envelope's `message` is English; pages
// translate by code). The English catalogue is the source, so a label is worded once.
const labels: Record<string, string> = en.fields;

export function englishLabel(field: string): string {
  const name = field.split('.').pop() ?? field;
  return labels[name] ?? name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

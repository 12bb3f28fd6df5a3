import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { CENTRE } from '../../reference-api/src/platform/centre';

// One brand (issue 22): the centre that issues the invoices (the API's CENTRE, sent with every
// invoice) is the centre the portal names in its header, metadata and footer (messages).

const strings = (o: unknown): string[] => (typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : []);

describe('one brand', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('the invoice issuer is the portal site name (%s)', (lang, messages) => {
    expect(CENTRE.name[lang]).toBe(messages.meta.siteName);
    expect(messages.meta.siteName).toContain(messages.common.brand);
  });

  it.each([
    ['en', en, /\b(\w+) Driving Cent(?:re|er)\b/g],
    ['ar', ar, /مركز (\S+(?: \S+)?) لتعليم القيادة/g],
  ] as const)('no message names another centre (%s)', (_lang, messages, centreName) => {
    const named = strings(messages).flatMap((s) => [...s.matchAll(centreName)].map((m) => m[0]));
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([messages.meta.siteName]));
  });
});

import { forgetCached } from '@/lib/upstream/cache';
import { listLicenseTypes } from '@/lib/upstream/lookups';
import { listRegistrableLicenseTypes } from '@/lib/upstream/lookups-public';
import { fakeUpstream } from './support/upstream';

// Lookups through the one client (contract "Lookups"): the dropdown page by default, the total from
// x-total-count, and the landing page's licence types from the last-good cache.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  forgetCached();
});

const LICENCES = '/entity/v1/license-type';
const licence = (id: string, sortOrder: number, enabled = true) => ({
  _id: id,
  name: { en: id, ar: `${id} (ar)` },
  code: id.toUpperCase(),
  gearTypes: ['manual'],
  genders: ['male'],
  isEnabledForRegistration: enabled,
  sortOrder,
});

describe('listLookup', () => {
  it('asks for the dropdown page (0–1000) and answers the items with their total', async () => {
    upstream.reply('GET', LICENCES, 200, [licence('lt-a', 1)], { 'x-total-count': '1' });
    expect(await listLicenseTypes()).toEqual({ items: [licence('lt-a', 1)], total: 1 });
    expect(upstream.calls(LICENCES)[0]?.query).toEqual({ _start: '0', _end: '1000' });
  });

  it('a list without x-total-count, or items that do not fit, is contract drift: the service is unavailable', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.reply('GET', LICENCES, 200, [licence('lt-a', 1)]);
    await expect(listLicenseTypes()).rejects.toMatchObject({ kind: 'contract', error: { code: 'service_unavailable' } });
    upstream.reply('GET', LICENCES, 200, [{ _id: 1 }], { 'x-total-count': '1' });
    await expect(listLicenseTypes()).rejects.toMatchObject({ kind: 'contract', error: { code: 'service_unavailable' } });
    quiet.mockRestore();
  });
});

describe('the landing page’s licence types', () => {
  it('are the ones open for registration, in the centre’s order', async () => {
    upstream.reply('GET', LICENCES, 200, [licence('lt-b', 2), licence('lt-off', 0, false), licence('lt-a', 1)], { 'x-total-count': '3' });
    expect((await listRegistrableLicenseTypes())?.map((l) => l._id)).toEqual(['lt-a', 'lt-b']);
  });

  it('are null when they could never be loaded, so the landing renders without them', async () => {
    const quiet = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    upstream.reply('GET', LICENCES, 503, { message: 'down' });
    expect(await listRegistrableLicenseTypes()).toBeNull();
    quiet.mockRestore();
  });
});

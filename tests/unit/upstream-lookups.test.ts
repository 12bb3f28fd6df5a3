import { forgetCached } from '@/lib/upstream/cache';
import { listBranches, listCountries, listLicenseTypes, listOccupations } from '@/lib/upstream/lookups';
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

describe('an answer with only the fields R§3 names', () => {
  it('is read: plain names for both languages, open values kept to the ones offered, no order or code needed', async () => {
    upstream.reply(
      'GET',
      LICENCES,
      200,
      [
        {
          _id: 'lt-1',
          name: 'Light Motor Vehicle',
          gearTypes: ['automatic', 'semi-automatic'],
          genders: ['male', 'other'],
          isEnabledForRegistration: true,
        },
      ],
      { 'x-total-count': '1' },
    );
    expect((await listLicenseTypes()).items).toEqual([
      {
        _id: 'lt-1',
        name: { en: 'Light Motor Vehicle', ar: 'Light Motor Vehicle' },
        gearTypes: ['automatic'],
        genders: ['male'],
        isEnabledForRegistration: true,
      },
    ]);
    upstream.reply('GET', '/entity/v1/training-branch', 200, [{ _id: 'br-1', name: 'Mirdif', type: 'satellite', allowTrainingSchedule: false }], {
      'x-total-count': '1',
    });
    expect((await listBranches()).items[0]).toMatchObject({ type: 'satellite', name: { en: 'Mirdif' } });
    upstream.reply('GET', '/entity/v1/countries', 200, [{ name: { en: 'India', ar: 'الهند' } }], { 'x-total-count': '1' });
    expect((await listCountries()).items).toEqual([{ name: { en: 'India', ar: 'الهند' } }]);
    upstream.reply('GET', '/entity/v1/occupation', 200, [{ name: 'Engineer' }], { 'x-total-count': '1' });
    expect((await listOccupations()).items).toEqual([{ name: { en: 'Engineer', ar: 'Engineer' } }]);
  });

  it('licence types without a sortOrder follow those with one, in the order given', async () => {
    const { sortOrder: _drop, ...unordered } = licence('lt-z', 0);
    upstream.reply('GET', LICENCES, 200, [unordered, licence('lt-b', 2), licence('lt-a', 1)], { 'x-total-count': '3' });
    expect((await listRegistrableLicenseTypes())?.map((l) => l._id)).toEqual(['lt-a', 'lt-b', 'lt-z']);
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

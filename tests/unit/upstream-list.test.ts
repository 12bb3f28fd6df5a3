import { z } from 'zod';
import { getResource, listQueryParams, listResource } from '@/lib/upstream/list';
import { envelope, fakeUpstream } from './support/upstream';

// The one generic list of D§7: page/perPage → _start/_end, filters as JSON, extra params, a bare
// array with x-total-count; and {resource}/{id}.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => upstream.reset());

const item = z.object({ _id: z.string() });

describe('listQueryParams', () => {
  it('turns a page into D§7’s range: _start = (page − 1) × perPage, _end = page × perPage', () => {
    expect(listQueryParams({ page: 1, perPage: 1000 })).toEqual({ _start: '0', _end: '1000' });
    expect(listQueryParams({ page: 3, perPage: 5 })).toEqual({ _start: '10', _end: '15' });
  });

  it('writes filters as JSON, sort and order, and extra params, which never override a generic name', () => {
    expect(
      listQueryParams({
        page: 1,
        perPage: 5,
        filters: { type: ['main_branch'] },
        sort: 'createdAt',
        order: 'ASC',
        params: { q: 'quoz', _start: '99' },
      }),
    ).toEqual({ q: 'quoz', _filters: '{"type":["main_branch"]}', _sort: 'createdAt', _order: 'ASC', _start: '0', _end: '5' });
  });
});

describe('listResource and getResource', () => {
  it('GETs the resource with the query and answers the items with x-total-count', async () => {
    upstream.reply('GET', '/entity/v1/emirates', 200, [{ _id: 'em-1' }], { 'x-total-count': '7' });
    expect(await listResource('entity/v1/emirates', item, { page: 2, perPage: 1 })).toEqual({ items: [{ _id: 'em-1' }], total: 7 });
    expect(upstream.calls('/entity/v1/emirates')[0]?.query).toEqual({ _start: '1', _end: '2' });
  });

  it('refuses a list without a total as contract drift', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    upstream.reply('GET', '/entity/v1/emirates', 200, [{ _id: 'em-1' }]);
    await expect(listResource('entity/v1/emirates', item)).rejects.toMatchObject({ kind: 'contract' });
    quiet.mockRestore();
  });

  it('GETs {resource}/{id} with the id escaped', async () => {
    upstream.reply('GET', '/entity/v1/license-type/a%2Fb', 200, envelope({ _id: 'a/b' }));
    expect(await getResource('/entity/v1/license-type', 'a/b', item)).toEqual({ _id: 'a/b' });
  });
});

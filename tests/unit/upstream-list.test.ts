import { z } from 'zod';
import { cancelSchedule } from '@/lib/upstream/schedules';
import { deleteResource, getResource, listQueryParams, listResource, updateResource } from '@/lib/upstream/list';
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

describe('PUT and DELETE {resource}/{id} (D§7)', () => {
  it('PUTs the new fields to {resource}/{id} and answers the saved item', async () => {
    upstream.reply('PUT', '/entity/v1/emirates/em%201', 200, envelope({ _id: 'em 1' }));
    expect(await updateResource('entity/v1/emirates', 'em 1', { name: 'Dubai' }, item, { token: 't' })).toEqual({ _id: 'em 1' });
    const [call] = upstream.calls('/entity/v1/emirates/em%201');
    expect(call?.body).toEqual({ name: 'Dubai' });
    expect(call?.headers.get('authorization')).toBe('Bearer t');
  });

  it("DELETEs {resource}/{id} with extra params: the learner's cancel is D§7's DELETE schedule/{id}?reason", async () => {
    upstream.reply('DELETE', '/schedule/v1/schedule/sch-1', 200, envelope({ _id: 'sch-1' }));
    expect(await deleteResource('schedule/v1/schedule', 'sch-1', item, { params: { reason: 'Ill' } })).toEqual({ _id: 'sch-1' });
    expect(upstream.calls('/schedule/v1/schedule/sch-1')[0]?.query).toEqual({ reason: 'Ill' });
    upstream.reset();
    const schedule = { _id: 'sch-1' };
    upstream.reply('DELETE', '/schedule/v1/schedule/sch-1', 200, envelope(schedule));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // a bare id is not a whole schedule
    await cancelSchedule('sch-1', 'Travelling', { token: 't' }).catch(() => undefined);
    quiet.mockRestore();
    const [call] = upstream.calls('/schedule/v1/schedule/sch-1');
    expect(call?.method).toBe('DELETE');
    expect(call?.query).toEqual({ reason: 'Travelling' });
  });
});

describe('the language header (D§7: "on GETs when a mock-test setting exists")', () => {
  it("sends the page's language on every call, and the mock test's chosen language on the list's GETs when it is set", async () => {
    upstream.reply('GET', '/entity/v1/emirates', 200, [], { 'x-total-count': '0' });
    upstream.reply('GET', '/entity/v1/emirates/em-1', 200, envelope({ _id: 'em-1' }));
    upstream.reply('PUT', '/entity/v1/emirates/em-1', 200, envelope({ _id: 'em-1' }));
    await listResource('entity/v1/emirates', item, {}, { lang: 'en' });
    await listResource('entity/v1/emirates', item, {}, { lang: 'en', mockTestLanguage: 'ar' });
    await getResource('entity/v1/emirates', 'em-1', item, { lang: 'en', mockTestLanguage: 'ar' });
    await updateResource('entity/v1/emirates', 'em-1', {}, item, { lang: 'en' });
    const langs = [...upstream.calls('/entity/v1/emirates'), ...upstream.calls('/entity/v1/emirates/em-1')].map((c) => [
      c.method,
      c.headers.get('accept-language'),
    ]);
    expect(langs).toEqual([
      ['GET', 'en'],
      ['GET', 'ar'],
      ['GET', 'ar'],
      ['PUT', 'en'],
    ]);
  });
});

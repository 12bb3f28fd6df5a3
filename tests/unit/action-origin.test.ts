jest.mock('next/headers', () => jest.requireActual('./support/next-headers'));
jest.mock('next-intl/server', () => ({
  getLocale: async () => 'en',
  getTranslations: async ({ locale }: { locale: 'en' | 'ar' }) => jest.requireActual('./support/intl').translator(locale),
}));

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { editProfileAction } from '@/app/[lang]/(student)/dashboard/profile/edit-profile/actions';
import { payLinkAction } from '@/app/[lang]/(payment-link)/payment-request/[id]/actions';
import { commentScheduleAction } from '@/lib/schedules/actions';
import { loginWithPassword } from '@/lib/auth/login';
import { INITIAL_FORM_STATE } from '@/lib/forms/form-state';
import { logoutAction } from '@/lib/auth/actions';
import { CrossOriginActionError, isSameOriginAction } from '@/lib/forms/action-origin';
import { browser } from './support/next-headers';
import { apiUser, envelope, fakeUpstream } from './support/upstream';

// Issue 21 #6: server actions accepted a request with no Origin. Every action now runs the /api origin
// check (lib/bff/origin-check.ts) before its use case: a bare or foreign request reaches nothing.

const upstream = fakeUpstream();
afterAll(() => upstream.restore());
beforeEach(() => {
  upstream.reset();
  browser.reset();
});

const SITE = 'http://localhost:3000';
const REQUESTS: [string, Record<string, string>, boolean][] = [
  ['the portal’s own page', { host: 'localhost:3000', origin: SITE }, true],
  ['no Origin, no Referer', { host: 'localhost:3000' }, false],
  ['a foreign Origin', { host: 'localhost:3000', origin: 'https://evil.example' }, false],
  ['Origin "null" (a sandboxed frame)', { host: 'localhost:3000', origin: 'null', referer: `${SITE}/en/dashboard` }, false],
  ['another port of the same host', { host: 'localhost:3000', origin: 'http://localhost:3001' }, false],
  ['no Origin but a Referer of the portal (as /api allows)', { host: 'localhost:3000', referer: `${SITE}/en/dashboard` }, true],
  ['no Origin and a foreign Referer', { host: 'localhost:3000', referer: 'https://evil.example/x' }, false],
];

describe('the action origin check is the /api check', () => {
  it.each(REQUESTS)('%s', async (_label, headers, allowed) => {
    browser.setRawHeaders(headers);
    expect(await isSameOriginAction()).toBe(allowed);
  });
});

describe('actions refuse before the use case runs', () => {
  const profile = { name: 'Mallory', email: 'mallory@example.ae' };

  it.each(REQUESTS.filter(([, , allowed]) => !allowed))(
    'a form action (runFormAction): %s → cross_origin, nothing sent upstream',
    async (_l, headers) => {
      browser.setRawHeaders(headers);
      const state = await editProfileAction(INITIAL_FORM_STATE, profile);
      expect(state).toMatchObject({ status: 'failed', errorCode: 'cross_origin', formError: 'Cross-origin request refused' });
      expect(await logoutAction(INITIAL_FORM_STATE, {})).toMatchObject({ status: 'failed', errorCode: 'cross_origin' });
      expect(upstream.seen).toEqual([]);
    },
  );

  it.each(REQUESTS.filter(([, , allowed]) => !allowed))(
    'actions outside the form pattern: %s → refused, nothing sent upstream',
    async (_l, headers) => {
      browser.setRawHeaders(headers);
      await expect(payLinkAction('en', 'plk-1')).rejects.toBeInstanceOf(CrossOriginActionError);
      expect(upstream.seen).toEqual([]);
    },
  );

  it('a logged-in learner’s session comment cannot be changed by a bare or forged post; their own page changes it', async () => {
    upstream.reply('POST', '/user/v1/auth/login', 200, envelope({ user: apiUser(), token: 'tok-learner' }));
    await loginWithPassword({ countryCode: '971', startingCode: '50', number: '1234567', password: 'Student@12345' });
    const COMMENT = '/schedule/v1/schedule/sch-1/comment';
    upstream.reply('POST', COMMENT, 200, envelope({ _id: 'sch-1', comment: 'Great lesson' }));
    const attack = { scheduleId: 'sch-1', comment: 'Instructor was rude (not written by me)' };
    for (const headers of [{ host: 'localhost:3000' }, { host: 'localhost:3000', origin: 'https://evil.example' }] as Record<string, string>[]) {
      browser.setRawHeaders(headers);
      const state = await commentScheduleAction(INITIAL_FORM_STATE, attack);
      expect(state).toMatchObject({ status: 'failed', errorCode: 'cross_origin' });
    }
    expect(upstream.calls(COMMENT)).toEqual([]);
    browser.setRawHeaders({ host: 'localhost:3000', origin: SITE });
    const own = await commentScheduleAction(INITIAL_FORM_STATE, { scheduleId: 'sch-1', comment: 'Great lesson' });
    expect(own.status).toBe('done');
    expect(upstream.calls(COMMENT).map((c) => c.body)).toEqual([{ message: 'Great lesson' }]);
  });

  it('the portal’s own page still reaches the use case', async () => {
    const state = await editProfileAction(INITIAL_FORM_STATE, profile);
    // not logged in here: the use case itself answers (not the origin wall)
    expect(state.errorCode).not.toBe('cross_origin');
  });
});

describe('every server action is behind the check', () => {
  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
      return /\.tsx?$/.test(name) ? [full] : [];
    });
  }
  const actionFiles = ['app', 'components', 'lib'].flatMap(files).filter((f) => /^['"]use server['"];/m.test(readFileSync(f, 'utf8')));

  it('finds the action files', () => {
    expect(actionFiles.length).toBeGreaterThan(10);
  });

  it.each(actionFiles.map((f) => [path.relative(process.cwd(), f)]))('%s: each exported action checks the origin before anything else', (file) => {
    const source = readFileSync(file, 'utf8');
    const bodies = source.split(/^export async function /m).slice(1);
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) {
      const name = body.slice(0, body.indexOf('('));
      // the check comes before anything is awaited (read, sent or changed)
      const opening = body.slice(body.indexOf('{\n') + 2);
      const at = opening.search(/await assertSameOriginAction\(\);|return runFormAction[<(]/);
      expect([name, at >= 0 && !opening.slice(0, at).includes('await')]).toEqual([name, true]);
    }
  });
});

import { activeTab, DASHBOARD_TABS } from '@/components/dashboard/dashboard-tabs';

// Which tab is the current page (aria-current): the longest matching section, in either language.

jest.mock('next/headers', () => ({ headers: jest.fn() }));
jest.mock('next-intl/server', () => ({ getTranslations: jest.fn() }));

describe('DASHBOARD_TABS', () => {
  it("holds D§2's nine tabs in its order", () => {
    expect(DASHBOARD_TABS.map((t) => t.key)).toEqual([
      'home',
      'courses',
      'payments',
      'onlineLecture',
      'account',
      'testDetails',
      'schedules',
      'mockTests',
      'documents',
    ]);
  });
});

describe('activeTab', () => {
  it.each([
    ['/en/dashboard', 'en', 'home'],
    ['/ar/dashboard/', 'ar', 'home'],
    ['/en/dashboard/payment', 'en', 'payments'],
    ['/en/dashboard/payment/thank-you', 'en', 'payments'],
    ['/ar/dashboard/payments/REG-1', 'ar', 'payments'],
    ['/ar/dashboard/my-account', 'ar', 'account'],
    ['/en/dashboard/documents', 'en', 'documents'],
    ['/en/dashboard/profile/edit-profile', 'en', 'account'],
    ['/en/dashboard/schedules', 'en', 'schedules'],
    ['/ar/dashboard/schedules/book', 'ar', 'schedules'],
    ['/en/schedules/sch-1', 'en', 'schedules'],
    ['/en/dashboard/courses', 'en', 'courses'],
    ['/ar/dashboard/test-details', 'ar', 'testDetails'],
    ['/en/dashboard/mock-test-schedules', 'en', 'mockTests'],
    ['/ar/mock-test/instructions', 'ar', 'mockTests'],
    ['/en/dashboard/online-lecture', 'en', 'onlineLecture'],
    ['/en/lecture-video/l1/t1/s1', 'en', 'onlineLecture'],
    ['/ar/question-answer/l1/t1/quiz', 'ar', 'onlineLecture'],
    ['/en/mock-testx', 'en', null],
    ['/en/schedulesx', 'en', null],
    ['/en/dashboard/unknown', 'en', null],
    ['/en/dashboard-evil', 'en', null],
    ['/en/signup/onboard', 'en', null],
  ] as const)('%s → %s', (path, lang, tab) => {
    expect(activeTab(path, lang)).toBe(tab);
  });
});

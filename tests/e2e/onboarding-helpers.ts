import { expect, type APIRequestContext, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { learnerWithCourse } from './payment-helpers';
import { hydrated } from './support';

// Onboarding steps a journey passes through on the way to what it tests.

const M = { en, ar } as const;
type Lang = keyof typeof M;

/** Step 1 (R§5) filled as a learner with no licence would, then saved: the course step shows. */
export async function personalDetails(page: Page, lang: Lang) {
  const m = M[lang];
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: m.personalDetails.title, level: 2 })).toBeVisible();
  await hydrated(page);
  await main.getByRole('combobox', { name: m.fields.address }).pressSequentially('Marina', { delay: 30 });
  // the gazetteer answers each place's name in the page's language (issue 22)
  await main.getByRole('option', { name: lang === 'en' ? 'Dubai Marina' : 'دبي مارينا' }).click();
  await main.getByLabel(m.fields.occupation, { exact: true }).selectOption({ index: 2 });
  await main.getByLabel(m.fields.visaProfession, { exact: true }).selectOption({ index: 3 });
  await main
    .getByRole('group', { name: m.personalDetails.questions.hasUAELicense })
    .getByLabel(lang === 'en' ? 'No' : 'لا', { exact: true })
    .check();
  await main
    .getByRole('group', { name: m.personalDetails.questions.hasLicense })
    .getByLabel(lang === 'en' ? 'No' : 'لا', { exact: true })
    .check();
  await main.getByRole('button', { name: m.personalDetails.submit }).click();
  await expect(main.getByRole('heading', { name: m.course.title })).toBeVisible({ timeout: 15_000 });
}

/**
 * A new learner logged in, personal details saved and the standard course chosen: the plan step shows.
 * The first two steps are made straight against the API (payment-helpers' learnerWithCourse): the
 * journeys that start here test the plan and the payment; filling the steps in the browser is
 * onboarding.spec.ts's own journey (personalDetails above), once per language.
 */
export async function learnerAtPlan(page: Page, request: APIRequestContext, lang: Lang = 'en') {
  const m = M[lang];
  const learner = await learnerWithCourse(request);
  expect(await logIn(page, learner, lang)).toMatch(new RegExp(`/${lang}/(dashboard|signup/onboard)`));
  await page.goto(`/${lang}/signup/onboard`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: m.plan.title })).toBeVisible({ timeout: 15_000 });
  await hydrated(page);
  return { main, learner };
}

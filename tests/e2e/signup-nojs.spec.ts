import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, typedDate, uniqueNumber } from './support';

// R§5 without JavaScript (or before it has loaded on a slow phone): the sign-up form posts to its
// server action. Bad input comes back with each field's message and everything typed still in
// place (the passwords excepted, which a page must never echo); good input reaches the OTP screen.
// With JavaScript on a slow phone (issue 22): the page's scripts are held back for seconds, and
// what a learner types, taps or submits in that window is never lost.

type FieldName =
  | 'fullName'
  | 'phone'
  | 'startingCode'
  | 'number'
  | 'email'
  | 'dob'
  | 'password'
  | 'confirmPassword'
  | 'nationality'
  | 'residencyVisa'
  | 'goldenVisa'
  | 'licenseType'
  | 'gearType'
  | 'gender'
  | 'language'
  | 'trainingBranch';
type Messages = {
  fields: Record<FieldName, string>;
  validation: Record<'invalid' | 'minimum_age' | 'required' | 'retype_secret', string>;
  ui: { options: Record<'yes' | 'no' | 'automatic' | 'male' | 'female', string> };
  signup: Record<'submit', string>;
  eid: Record<'open' | 'uploadTitle', string>;
  login: Record<'password' | 'submit', string>;
};
const read = (lang: 'en' | 'ar') => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${lang}.json`), 'utf8')) as Messages;

const PASSWORD = 'Student@12345';

/** YYYY-MM-DD, `years` before today. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

function texts(lang: 'en' | 'ar') {
  const m = read(lang);
  const f = m.fields;
  return {
    f,
    yes: m.ui.options.yes,
    no: m.ui.options.no,
    automatic: m.ui.options.automatic,
    male: m.ui.options.male,
    female: m.ui.options.female,
    register: m.signup.submit,
    emailInvalid: m.validation.invalid.replace('{field}', f.email),
    tooYoung: m.validation.minimum_age,
    phoneRequired: m.validation.required.replace('{field}', m.fields.phone),
    passwordRequired: m.validation.required.replace('{field}', f.password),
    retype: m.validation.retype_secret,
    eid: m.eid,
    login: m.login,
  };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const radio = (page: Page, group: string, option: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('radio', { name: option, exact: true });

async function fillForm(page: Page, t: ReturnType<typeof texts>, values: { number: string; email: string; dob: string }) {
  await field(page, t.f.fullName).fill('Aisha Rahman');
  await field(page, t.f.startingCode).selectOption('52');
  await field(page, t.f.number).fill(values.number);
  await field(page, t.f.email).fill(values.email);
  await field(page, t.f.dob).fill(typedDate(values.dob));
  await field(page, t.f.password).fill(PASSWORD);
  await field(page, t.f.confirmPassword).fill(PASSWORD);
  await field(page, t.f.nationality).selectOption('India');
  await radio(page, t.f.residencyVisa, t.yes).check();
  await radio(page, t.f.goldenVisa, t.no).check();
  await field(page, t.f.licenseType).selectOption('lt-lmv');
  await radio(page, t.f.gearType, t.automatic).check();
  await field(page, t.f.language).selectOption('lang-en');
  await field(page, t.f.trainingBranch).selectOption('br-al-quoz');
}

/** Submits the bad form and checks the answer: the two messages, every other value kept. */
async function submitInvalid(page: Page, lang: 'en' | 'ar') {
  const t = texts(lang);
  const number = uniqueNumber();
  const young = yearsAgo(10);
  await page.goto(`/${lang}/signup`);
  // The server's HTML already has the default choice (R§3: gender male).
  await expect(radio(page, t.f.gender, t.male)).toBeChecked();
  await fillForm(page, t, { number, email: 'aisha.example.com', dob: young });
  await page.getByRole('button', { name: t.register, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/${lang}/signup$`));
  await expect(page.getByText(t.emailInvalid, { exact: true })).toBeVisible();
  await expect(page.getByText(t.tooYoung, { exact: true })).toBeVisible();
  await expect(field(page, t.f.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, t.f.dob)).toHaveAttribute('aria-invalid', 'true');

  // Everything typed is still there, the wrong values too, so they can be corrected in place…
  await expect(field(page, t.f.fullName)).toHaveValue('Aisha Rahman');
  await expect(field(page, t.f.startingCode)).toHaveValue('52');
  await expect(field(page, t.f.number)).toHaveValue(number);
  await expect(field(page, t.f.email)).toHaveValue('aisha.example.com');
  await expect(field(page, t.f.dob)).toHaveValue(typedDate(young));
  await expect(field(page, t.f.nationality)).toHaveValue('India');
  await expect(radio(page, t.f.residencyVisa, t.yes)).toBeChecked();
  await expect(radio(page, t.f.goldenVisa, t.no)).toBeChecked();
  await expect(field(page, t.f.licenseType)).toHaveValue('lt-lmv');
  await expect(radio(page, t.f.gearType, t.automatic)).toBeChecked();
  await expect(radio(page, t.f.gender, t.male)).toBeChecked();
  await expect(field(page, t.f.language)).toHaveValue('lang-en');
  await expect(field(page, t.f.trainingBranch)).toHaveValue('br-al-quoz');
  // …but the passwords, which the page never echoes back: it says so under each.
  await expect(field(page, t.f.password)).toHaveValue('');
  await expect(field(page, t.f.confirmPassword)).toHaveValue('');
  await expect(page.getByText(t.retype, { exact: true })).toHaveCount(2);
  expect(await page.content()).not.toContain(PASSWORD);
  // No other field complains.
  await expect(page.getByRole('alert')).toHaveCount(4);
  return { t, number };
}

test.describe('sign-up without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('in English: errors keep what was typed; corrected, it reaches the OTP screen', async ({ page }) => {
    const { t, number } = await submitInvalid(page, 'en');

    await field(page, t.f.email).fill(`e2e.nojs.${number}.${Date.now()}@example.com`);
    await field(page, t.f.dob).fill(typedDate('1995-03-09'));
    await field(page, t.f.password).fill(PASSWORD);
    await field(page, t.f.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: t.register, exact: true }).click();

    await expect(page).toHaveURL(/\/en\/signup\/otp$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your mobile number');
    // The pending verification is in the session: the OTP screen names the number.
    await expect(page.getByText(`••• ${number.slice(-4)}`)).toBeVisible();
  });

  test('in Arabic: the same errors in Arabic, the values kept', async ({ page }) => {
    await submitInvalid(page, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

/**
 * Holds the page's JavaScript until release(): the seconds a slow phone spends between the first
 * paint and hydration. Pages reached afterwards (a plain post's answer) are held as well.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await gate;
    // the page may have moved on meanwhile (a plain post's answer)
    await route.continue().catch(() => undefined);
  });
  return release;
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`before the scripts arrive (${lang})`, () => {
    test('Enter on a half-filled sign-up posts it: the answer focuses the first invalid field and keeps what was typed', async ({ page }) => {
      const t = texts(lang);
      const release = await holdScripts(page);
      await page.goto(`/${lang}/signup`, { waitUntil: 'domcontentloaded' });
      const number = uniqueNumber();
      await field(page, t.f.fullName).fill('Aisha Rahman');
      await field(page, t.f.number).fill(number);
      await field(page, t.f.email).fill('aisha.example.com');
      await field(page, t.f.password).fill(PASSWORD);
      await field(page, t.f.email).press('Enter');

      await expect(page.getByText(t.emailInvalid, { exact: true })).toBeVisible();
      // still no JavaScript of the page's own: this is the plain post's answer as the server sent it
      expect(await page.evaluate(() => 'next' in window)).toBe(false);
      await expect(field(page, t.f.email)).toBeFocused();
      await expect(field(page, t.f.fullName)).toHaveValue('Aisha Rahman');
      await expect(field(page, t.f.number)).toHaveValue(number);
      await expect(field(page, t.f.email)).toHaveValue('aisha.example.com');
      await expect(field(page, t.f.password)).toHaveValue('');
      await expect(page.getByText(t.retype, { exact: true })).toBeVisible();

      // The scripts arrive: nothing moves, and the answer is still what the page shows.
      release();
      await hydrated(page);
      await expect(field(page, t.f.email)).toBeFocused();
      await expect(field(page, t.f.fullName)).toHaveValue('Aisha Rahman');
      await expect(field(page, t.f.email)).toHaveValue('aisha.example.com');
      await expect(page.getByText(t.emailInvalid, { exact: true })).toBeVisible();
    });

    test('what is typed before the scripts arrive stays when they do; Register then answers in place', async ({ page }) => {
      const t = texts(lang);
      const release = await holdScripts(page);
      await page.goto(`/${lang}/signup`, { waitUntil: 'domcontentloaded' });
      await field(page, t.f.fullName).fill('Mariam Haddad');
      await field(page, t.f.email).fill('mariam@example.ae');
      await field(page, t.f.password).fill(PASSWORD);
      await field(page, t.f.nationality).selectOption('India');
      await radio(page, t.f.gearType, t.automatic).check();
      release();
      await hydrated(page);
      await expect(field(page, t.f.fullName)).toHaveValue('Mariam Haddad');
      await expect(field(page, t.f.email)).toHaveValue('mariam@example.ae');
      await expect(field(page, t.f.password)).toHaveValue(PASSWORD);
      await expect(field(page, t.f.nationality)).toHaveValue('India');
      await expect(radio(page, t.f.gearType, t.automatic)).toBeChecked();

      await page.getByRole('button', { name: t.register, exact: true }).click();
      await expect(page.getByText(t.phoneRequired, { exact: true })).toBeVisible();
      await expect(field(page, t.f.number)).toBeFocused();
      await expect(field(page, t.f.fullName)).toHaveValue('Mariam Haddad');
      await expect(field(page, t.f.password)).toHaveValue(PASSWORD);
    });

    test('every choice and text entered before the scripts arrive is still there once they run, and Register signs up', async ({ page }) => {
      const t = texts(lang);
      const errors: string[] = [];
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      page.on('pageerror', (error) => errors.push(error.message));
      const release = await holdScripts(page);
      await page.goto(`/${lang}/signup`, { waitUntil: 'domcontentloaded' });
      const number = uniqueNumber();
      const email = `e2e.early.${number}.${Date.now()}@example.com`;
      // Every kind of control the form has: text, phone prefix (a select), date, password, selects,
      // radios with no default (gear type) and one moved off its default (gender: male → female).
      await fillForm(page, t, { number, email, dob: '1995-03-09' });
      await radio(page, t.f.gender, t.female).check();
      // still the server's HTML alone: nothing above went through React
      expect(await page.evaluate(() => 'next' in window)).toBe(false);

      release();
      await hydrated(page);
      const kept = async () => {
        await expect(field(page, t.f.fullName)).toHaveValue('Aisha Rahman');
        await expect(field(page, t.f.startingCode)).toHaveValue('52');
        await expect(field(page, t.f.number)).toHaveValue(number);
        await expect(field(page, t.f.email)).toHaveValue(email);
        await expect(field(page, t.f.dob)).toHaveValue(typedDate('1995-03-09'));
        await expect(field(page, t.f.password)).toHaveValue(PASSWORD);
        await expect(field(page, t.f.confirmPassword)).toHaveValue(PASSWORD);
        await expect(field(page, t.f.nationality)).toHaveValue('India');
        await expect(radio(page, t.f.residencyVisa, t.yes)).toBeChecked();
        await expect(radio(page, t.f.goldenVisa, t.no)).toBeChecked();
        await expect(field(page, t.f.licenseType)).toHaveValue('lt-lmv');
        await expect(radio(page, t.f.gearType, t.automatic)).toBeChecked();
        await expect(radio(page, t.f.gender, t.female)).toBeChecked();
        await expect(field(page, t.f.language)).toHaveValue('lang-en');
        await expect(field(page, t.f.trainingBranch)).toHaveValue('br-al-quoz');
      };
      await kept();
      // …and not only on screen: the hydrated form submits them (a lost choice fails its check here).
      await page.getByRole('button', { name: t.register, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/signup/otp$`));
      await expect(page.getByText(`••• ${number.slice(-4)}`)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a tap on Register while the scripts load is answered, never dropped', async ({ page }) => {
      const t = texts(lang);
      const release = await holdScripts(page);
      await page.goto(`/${lang}/signup`, { waitUntil: 'domcontentloaded' });
      await field(page, t.f.fullName).fill('Mariam Haddad');
      release();
      // Whichever way it goes (a plain post if React is not there yet, the hydrated form if it is),
      // the learner sees the answer and lands on the first field to fix.
      await page.getByRole('button', { name: t.register, exact: true }).click();
      await expect(page.getByText(t.phoneRequired, { exact: true })).toBeVisible();
      await expect(field(page, t.f.number)).toBeFocused();
      await expect(field(page, t.f.fullName)).toHaveValue('Mariam Haddad');
    });

    test('the Emirates ID button tapped before the scripts arrive opens its dialog once they do', async ({ page }) => {
      const t = texts(lang);
      const release = await holdScripts(page);
      await page.goto(`/${lang}/signup`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('button', { name: t.eid.open, exact: true }).click();
      await page.waitForTimeout(500);
      release();
      await expect(page.getByRole('dialog', { name: t.eid.uploadTitle })).toBeVisible();
    });

    test('Login tapped before the scripts arrive without a password: the answer asks for it, focused', async ({ page }) => {
      const t = texts(lang);
      const release = await holdScripts(page);
      await page.goto(`/${lang}/auth/login`, { waitUntil: 'domcontentloaded' });
      const number = uniqueNumber();
      await page.getByRole('main').getByLabel(t.f.number, { exact: true }).fill(number);
      await page.getByRole('main').getByRole('button', { name: t.login.submit, exact: true }).click();
      await expect(page.getByText(t.passwordRequired, { exact: true })).toBeVisible();
      expect(await page.evaluate(() => 'next' in window)).toBe(false);
      await expect(page.getByRole('main').getByLabel(t.login.password, { exact: true })).toBeFocused();
      await expect(page.getByRole('main').getByLabel(t.f.number, { exact: true })).toHaveValue(number);
      release();
    });
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { learnerWithCourse } from './payment-helpers';
import { hydrated } from './support';

// Issue 21 item 11: the gateway sandbox's card page inside the portal's payment frame on a phone. At
// 412 px it was 545 px wide in a 346 px frame (inputs and Pay cut off); in Arabic the labels and the
// order number were clipped and the amount read "AED". It must fit at 360 and 412 px in both languages.

const M = { en, ar } as const;
const CARD = {
  en: { pay: /^Pay /, fields: ['Card number', 'Name on card', 'Expiry (MM/YY)', 'CVV'] },
  ar: { pay: /^ادفع /, fields: ['رقم البطاقة', 'الاسم على البطاقة', 'تاريخ الانتهاء (شهر/سنة)', 'رمز التحقق (CVV)'] },
} as const;
const AMOUNT = /AED\s*\d{1,3}(,\d{3})*\.\d{2}/;

/** Scrolled into view, the element lies wholly inside the frame's box (nothing cut off at either side). */
async function expectInside(element: Locator, frameBox: { x: number; y: number; width: number; height: number }) {
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(frameBox.x - 0.5);
  expect(box!.x + box!.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 0.5);
  expect(box!.y).toBeGreaterThanOrEqual(frameBox.y - 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(frameBox.y + frameBox.height + 0.5);
}

for (const width of [360, 412] as const) {
  for (const lang of ['en', 'ar'] as const) {
    test.describe(`${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the card page fits the payment frame: no sideways scroll, every field and Pay inside, the amount with its number', async ({
        page,
        request,
      }, testInfo) => {
        const m = M[lang];
        const learner = await learnerWithCourse(request);
        expect(await logIn(page, learner, lang)).toMatch(new RegExp(`/${lang}/(dashboard|signup/onboard)`));
        await page.goto(`/${lang}/signup/onboard`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: m.plan.title })).toBeVisible({ timeout: 15_000 });
        await hydrated(page);
        await main.getByRole('button', { name: m.payment.proceed }).click();

        const frameElement = page.locator(`iframe[title="${m.payment.frameTitle}"]`);
        const frame = page.frameLocator(`iframe[title="${m.payment.frameTitle}"]`);
        const pay = frame.getByRole('button', { name: CARD[lang].pay });
        await expect(pay).toBeVisible({ timeout: 20_000 });
        await expect(frame.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

        const doc = await (await frameElement.elementHandle())!.contentFrame();
        const sizes = await doc!.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(sizes.scrollWidth, `card page ${sizes.scrollWidth} px wide in a ${sizes.clientWidth} px frame`).toBeLessThanOrEqual(sizes.clientWidth);

        // the amount reads with its number, on the Pay button and beside the order number
        await expect(pay).toHaveAccessibleName(AMOUNT);
        const amount = frame.getByText(AMOUNT).first();
        await expect(amount).toBeVisible();

        const frameBox = (await frameElement.boundingBox())!;
        for (const label of CARD[lang].fields) await expectInside(frame.getByLabel(label, { exact: true }), frameBox);
        await expectInside(amount, frameBox);
        await expectInside(frame.getByText(/^[A-Z]{3}-[A-Z0-9]+-[A-F0-9]+$/), frameBox);
        await expectInside(pay, frameBox);

        // WCAG 2.1 AA inside the card page (axe names a node in a frame by one selector per frame level)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const inFrame = violations.flatMap((v) => v.nodes.filter((n) => n.target.length > 1).map((n) => `${v.id}: ${n.html.slice(0, 120)}`));
        expect(inFrame).toEqual([]);

        // for a person to look at (test-results/…): the frame at its top, then at Pay
        await doc!.evaluate(() => window.scrollTo(0, 0));
        await frameElement.scrollIntoViewIfNeeded();
        await frameElement.screenshot({ path: testInfo.outputPath(`card-page-${lang}-${width}-top.png`) });
        await pay.scrollIntoViewIfNeeded();
        await frameElement.screenshot({ path: testInfo.outputPath(`card-page-${lang}-${width}-pay.png`) });
      });
    });
  }
}

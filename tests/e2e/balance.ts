import { expect, type Locator, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

const M = { en, ar } as const;

/** An amount as shown ("AED 1,234.50", "1,234.50 د.إ") in fils. */
export const fils = (text: string) => Math.round(Number(/[\d,]+\.\d{2}/.exec(text)![0].replaceAll(',', '')) * 100);

async function figure(balance: Locator, label: string) {
  const term = balance.getByRole('term').filter({ hasText: label });
  await expect(term).toHaveCount(1);
  return fils((await term.locator('xpath=following-sibling::dd[1]').textContent())!);
}

/** The dashboard balance's total and remaining, in fils, as the learner reads them. */
export async function balanceOf(page: Page, lang: 'en' | 'ar') {
  await page.goto(`/${lang}/dashboard`);
  const balance = page.getByRole('main').getByRole('region', { name: M[lang].dashboard.balanceTitle });
  return { total: await figure(balance, M[lang].dashboard.total), remaining: await figure(balance, M[lang].dashboard.remaining) };
}

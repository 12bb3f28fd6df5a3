import { expect, test, type Page } from '@playwright/test';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { logIn } from './auth-helpers';
import { expectNoAxeViolations } from './axe';

// D§8 renewal prompts (docs/requests.md "Renewals"), in English and Arabic: Noura's learning permit has
// expired (an alert), Hamdan's RTA file expires within 30 days (a status); each asks for the renewal from
// the dashboard and then sees the day to visit the centre. Days are DD-MM-YYYY. axe on both states.

test.describe.configure({ timeout: 120_000 });

const M = { en, ar } as const;
const NOURA = { startingCode: '50', number: '3334445' };
const HAMDAN = { startingCode: '52', number: '5556667' };
const DAY = String.raw`\d{2}-\d{2}-\d{4}`;

/** A message with its {placeholders} as a pattern: days as DD-MM-YYYY, the document by name, plurals as anything. */
function pattern(message: string, document: string): RegExp {
  const escaped = message
    .replace(/\{days, plural,.*\}\}/, '\u0000')
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace('{document}', document)
    .replace(/\{(date|until)\}/g, DAY)
    .replace('\u0000', '.+');
  return new RegExp(escaped);
}

async function requestRenewal(page: Page, lang: 'en' | 'ar', type: 'learningPermit' | 'rtaFile', role: 'alert' | 'status') {
  const m = M[lang].renewals;
  const document = m.documents[type];
  const prompts = page.getByRole('region', { name: m.title });
  await expect(prompts).toBeVisible();
  const prompt = prompts.getByRole(role).filter({ hasText: document });
  await expect(prompt).toContainText(pattern(role === 'alert' ? m.expired : m.expiring, document));
  await expectNoAxeViolations(page);
  const button = prompt.getByRole('button', { name: m.requestFor.replace('{document}', document) });
  // a data folder the suite ran on before keeps the request: then the day to visit shows already
  if (await button.count()) {
    await expect(prompt).toContainText(pattern(m.offer, document));
    await button.click();
  }
  await expect(prompts.getByRole(role).filter({ hasText: document })).toContainText(pattern(m.requestedLine, document));
  await expect(prompt.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
}

test('en: Noura’s expired learning permit: the alert, the request, the day to visit the centre', async ({ page }) => {
  await logIn(page, NOURA, 'en', { open: true });
  await page.waitForURL(/\/en\/dashboard/);
  await requestRenewal(page, 'en', 'learningPermit', 'alert');
  // the request is kept: a reload shows the same line
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: en.renewals.documents.learningPermit })).toContainText(
    pattern(en.renewals.requestedLine, en.renewals.documents.learningPermit),
  );
});

test('ar: Hamdan’s RTA file expiring soon: the status, the request, the day to visit the centre', async ({ page }) => {
  await logIn(page, HAMDAN, 'ar', { open: true });
  await page.waitForURL(/\/ar\/dashboard/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await requestRenewal(page, 'ar', 'rtaFile', 'status');
});

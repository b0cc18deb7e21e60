import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// The start page as the situation view (issue 46): what needs someone now, in total and per context,
// each count a link to its page filtered to what it counted; 'Stand' says how old it is; the top
// bar's badge counts the critical open alerts. Both colour schemes, axe clean, no sideways panning
// on a phone.

interface Situation {
  contexts: ({ key: string; name: string } & Record<string, number>)[];
  total: Record<string, number>;
}

const situationOf = async (page: Page): Promise<Situation> => {
  const reply = await page.request.get('/api/frontend/home/situation');
  expect(reply.status()).toBe(200);
  return (await reply.json()) as Situation;
};

const schemes = ['light', 'dark'] as const;

for (const scheme of schemes)
  test(`${scheme}: the start page shows the situation, says how old it is and passes axe`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await expect(page.getByRole('heading', { level: 2, name: 'Was jetzt ansteht' })).toBeVisible();
    const totals = page.getByRole('list', { name: 'Alle Kontexte' });
    await expect(totals.getByRole('listitem')).toHaveCount(9);
    await expect(page.getByTestId('data-age')).toHaveText(/^Stand \d\d:\d\d:\d\d$/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/home-situation-${scheme}.png`, fullPage: true });
  });

test('a context’s count of offline registers opens its tree narrowed to them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  const situation = await situationOf(page);
  const context = situation.contexts.find((c) => c.offlineCashpointCount > 0);
  test.skip(!context, 'the demo fleet has no register offline right now');
  const list = page.getByRole('list', { name: 'Was jetzt ansteht, nach Kontext' });
  await list
    .getByRole('listitem', { name: context!.name })
    .getByRole('link', { name: new RegExp(`Kassen offline: \\d+ \\(${context!.name}\\)`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/frontend/cashpoints\\?contextId=${context!.key}&show=offline`));
  await expect(page.getByText('Nur: offline')).toBeVisible();
  await expect(page.getByTestId('data-age')).toHaveText(/^Stand /);
  // Every register the narrowed tree shows is offline: open the first store and look.
  const tree = page.locator('.virtual-tree');
  await expect(tree).toBeVisible();
  await page.getByRole('button', { name: 'Alle anzeigen' }).click();
  await expect(page).not.toHaveURL(/show=offline/);
});

test('the critical alerts open the alert page filtered to critical open alerts, from the tile and the top bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  const situation = await situationOf(page);
  test.skip(situation.total.criticalAlertCount === 0, 'no critical alert open in the demo fleet right now');
  const badge = page.getByTestId('critical-alerts-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('href', '/frontend/alerts?contextId=*&state=open&severity=critical&snoozed=show');
  await page
    .getByRole('list', { name: 'Alle Kontexte' })
    .getByRole('link', { name: /Kritische Alarme: \d+ \(Alle Kontexte\)/ })
    .click();
  await expect(page).toHaveURL(/\/frontend\/alerts\?contextId=\*&state=open&severity=critical&snoozed=show/);
  await expect(page.getByLabel('Schweregrad').first()).toHaveValue('critical');
  await expect(page.getByTestId('data-age')).toHaveText(/^Stand /);
  await page.goto('/frontend/home');
  await badge.click();
  await expect(page).toHaveURL(/severity=critical/);
});

test('on a phone the start page does not pan sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 2, name: 'Was jetzt ansteht' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/home-situation-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/screens/home-situation-desktop.png' });
});

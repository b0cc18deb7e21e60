import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// Every screen takes its colours from Bootstrap's variables, so it reads in the light and in the
// dark colour scheme alike: the menu stands apart from the page, badges and fleet trees are not
// left light on the dark page, and axe finds no contrast fault in either scheme.

const schemes = ['light', 'dark'] as const;
type Scheme = (typeof schemes)[number];

/** The relative luminance (0 black … 1 white) of an element's computed background colour. */
async function luminance(element: Locator): Promise<number> {
  const colour = await element.evaluate((el) => getComputedStyle(el).backgroundColor);
  // Computed colours come as rgb()/rgba() (0-255) or, for mixed colours, as color(srgb …) (0-1).
  const numbers = (colour.match(/[\d.]+/g) ?? []).map(Number);
  // A see-through background would read as black: the element must paint a colour of its own.
  expect(numbers[3] ?? 1, `${colour} is opaque`).toBe(1);
  const [r, g, b] = colour.startsWith('color(') ? numbers : numbers.map((n) => n / 255);
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

async function signIn(page: Page, scheme: Scheme) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  await loginAs(page, 'admin');
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
}

/** Light in the light scheme, dark in the dark one. */
async function expectOfScheme(element: Locator, scheme: Scheme) {
  const value = await luminance(element);
  if (scheme === 'light') expect(value).toBeGreaterThan(0.6);
  else expect(value).toBeLessThan(0.05);
}

for (const scheme of schemes) {
  test(`${scheme}: the main menu stands apart from the page cards`, async ({ page }) => {
    await signIn(page, scheme);
    const menu = await luminance(page.locator('nav.main-menu'));
    const card = await luminance(page.locator('section.page'));
    const canvas = await luminance(page.locator('body'));
    // Ordered menu < canvas < card in the dark scheme; in the light one the dark menu sits above
    // the white cards anyway. Either way the contrast ratio of menu and card is clearly above 1.
    expect((Math.max(menu, card) + 0.05) / (Math.min(menu, card) + 0.05)).toBeGreaterThan(1.2);
    expect(menu).toBeLessThan(canvas);
    expect(canvas).toBeLessThan(card);
  });

  test(`${scheme}: fleet tree, selected row and details take the scheme's colours`, async ({ page }) => {
    await signIn(page, scheme);
    await page.goto('/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1003&1');
    const details = page.locator('.details-card');
    await expect(details).toBeVisible();
    await expectOfScheme(page.locator('.virtual-tree'), scheme);
    await expectOfScheme(details.locator('.card-header'), scheme);
    const selected = page.locator('.tree-row.selected');
    await expect(selected).toHaveCount(1);
    await expectOfScheme(selected, scheme);
    expect(await luminance(selected)).not.toBe(await luminance(page.locator('.virtual-tree')));
    await expectNoSeriousA11yViolations(page);
  });

  test(`${scheme}: the archived and object filter badges are of the scheme and readable`, async ({ page }) => {
    await signIn(page, scheme);
    await page.goto('/frontend/cashpoint-updates?contextId=NORDMARKT');
    await page.getByRole('switch', { name: 'Archivierte anzeigen' }).check();
    const archived = page.locator('.badge', { hasText: 'Archiviert' }).first();
    await expect(archived).toBeVisible();
    await expectOfScheme(archived, scheme);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/frontend/audit-log?contextId=NORDMARKT&object=c1003-1');
    const chip = page.locator('.audit-object-filter');
    await expect(chip).toBeVisible();
    await expectOfScheme(chip, scheme);
    await expectNoSeriousA11yViolations(page);
  });
}

test('error cells of a report are tinted towards the text: lighter than the dark page, darker than the light', async ({
  page,
}) => {
  for (const scheme of schemes) {
    await signIn(page, scheme);
    await page.goto('/frontend/store-report?contextId=NORDMARKT');
    const error = page.locator('td.cell-error').first();
    await expect(error).toBeVisible();
    const cell = await luminance(error);
    const card = await luminance(page.locator('section.page'));
    // The tint stands out from the page towards the text colour, not away into the page's own side.
    if (scheme === 'dark') expect(cell).toBeGreaterThan(card);
    else expect(cell).toBeLessThan(card);
    await expectNoSeriousA11yViolations(page);
    await page.context().clearCookies();
  }
});

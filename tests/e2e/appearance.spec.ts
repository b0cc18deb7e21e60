import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAs } from './login';
import { texts } from '../../src/shared/texts/de';

// The colour scheme (dark or light, remembered in the browser) and where messages appear.

const scheme = (page: Page) => page.locator('html');
const darkSwitch = (page: Page) => page.getByRole('switch', { name: 'Dunkles Design' });

/** Opens the user menu and checks that it, with the switch, stays inside the window. */
async function openUserMenu(page: Page) {
  await page.locator('#menu-user').click();
  await expect(darkSwitch(page)).toBeVisible();
  const menu = (await page.locator('#menu-user + .dropdown-menu').boundingBox())!;
  expect(menu.x + menu.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the dark scheme chosen in the user menu survives a reload and can be switched back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await loginAs(page, 'admin');
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'light');
  await openUserMenu(page);
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await darkSwitch(page).click();
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'dark');
  // The choice holds against the system setting, and on the login page too.
  await page.goto('/login');
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'dark');

  await page.goto('/frontend/home');
  await openUserMenu(page);
  await expect(darkSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await darkSwitch(page).press('Enter');
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'light');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'light');
});

test('with nothing chosen the console follows the system setting, from the first paint on', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // The scheme is on <html> before any script of the app has run: the page never shows light first.
  await page.route('**/assets/main.*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'dark');
  // Proof that the app itself did not run: without main.js there is no login form.
  await expect(page.getByLabel('Benutzername')).toHaveCount(0);
  await page.unroute('**/assets/main.*.js');

  await loginAs(page, 'admin');
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(scheme(page)).toHaveAttribute('data-bs-theme', 'light');
});

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The boxes of what a message must never cover: the top bar, and every control on screen. */
async function controlBoxes(page: Page) {
  const controls: Locator = page.locator(
    'header, main button:visible, main input:visible, main select:visible, main a:visible, main [role="treeitem"]:visible',
  );
  const boxes = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText()).split('\n')[0];
    if (box) boxes.push({ name, box });
  }
  return boxes;
}

test('messages stand clear of the toolbar and controls, three at most', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, 'admin');
  await page.goto('/frontend/cashpoints?contextId=NORDMARKT');
  await expect(page.getByRole('tree', { name: 'Filialen und Kassen' })).toBeVisible();
  const refresh = page.getByRole('button', { name: 'Aktualisieren' });
  const messages = page.getByRole('region', { name: 'Meldungen' }).locator('.toast');

  // Four different messages: a refresh that worked, then three refreshes the server refuses.
  await refresh.click();
  await expect(messages.getByText(texts.success.dataUpdated)).toBeVisible();
  const refusals: [number, string][] = [
    [500, texts.errors.server],
    [403, texts.errors.forbidden],
    [404, texts.errors.notFound],
  ];
  const tree = /\/api\/frontend\/cashpoints\?/;
  for (const [status, message] of refusals) {
    await page.route(tree, (route) => route.fulfill({ status, json: { message: 'refused' } }));
    await refresh.click();
    await expect(messages.getByText(message)).toBeVisible();
    await page.unroute(tree);
  }
  // The oldest gave way to the fourth.
  await expect(messages).toHaveCount(3);
  await expect(messages.getByText(texts.success.dataUpdated)).toHaveCount(0);

  const controls = await controlBoxes(page);
  expect(controls.length).toBeGreaterThan(5);
  for (const message of await messages.all()) {
    const box = (await message.boundingBox())!;
    const covered = controls.filter((control) => overlaps(box, control.box)).map((control) => control.name);
    expect(covered).toEqual([]);
  }
  await page.screenshot({ path: 'test-results/screens/toasts.png' });
});

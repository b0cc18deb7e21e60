import { expect, test } from './fixtures';
import { createGuardrails, generate } from 'otplib';
import { expectNoSeriousA11yViolations } from './axe';
import { demoPasswords, loginAs } from './login';
import { adminMenuEntries } from './menu';

const demoContexts = ['Nordmarkt GmbH', 'Südkauf AG', 'Westfrisch eG', 'Ostbau Baumärkte', 'Megamarkt Handels AG'];

test('the login page shows title, version and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen-Konsole' })).toBeVisible();
  await expect(page.getByText('Version 1.5.2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/login.png' });
});

test('a wrong password shows the server message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill('viewer');
  await page.getByLabel('Passwort').fill('not-the-password');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Benutzername oder Passwort ist falsch.');
  await expect(page).toHaveURL(/\/login/);
});

test('admin sees the home table with the demo contexts and the DEVEL banner', async ({ page }) => {
  await loginAs(page, 'admin');
  await expect(page.getByText('Entwicklungssystem')).toBeVisible();
  const table = page.getByRole('table');
  for (const name of demoContexts) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  for (const header of ['ID', 'Kontext', 'Filialen', 'Kassen', 'Ausstehende Kassen-Updates', 'STORE-Instanzen']) {
    await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  // Counts come from the seeded fleet, so every customer context has stores and registers.
  const nordmarkt = table.getByRole('row').filter({ hasText: 'Nordmarkt GmbH' });
  const stores = Number(await nordmarkt.getByRole('cell').nth(2).innerText());
  expect(stores).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/home.png', fullPage: true });

  await nordmarkt.click();
  await expect(page).toHaveURL(/\/frontend\/cashpoints\?contextId=NORDMARKT/);
});

test('the context name on home is a link that opens its registers', async ({ page }) => {
  await loginAs(page, 'admin');
  const link = page.getByRole('table').getByRole('link', { name: 'Westfrisch eG', exact: true });
  await expect(link).toHaveAttribute('href', '/frontend/cashpoints?contextId=WESTFRISCH');
  await link.click();
  await expect(page).toHaveURL(/\/frontend\/cashpoints\?contextId=WESTFRISCH/);
});

test('the main menu is keyboard reachable and keeps the context', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('row').filter({ hasText: 'Südkauf AG' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/contextId=SUEDKAUF/);
  await page.getByRole('link', { name: 'Statistiken', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/frontend\/statistics\?contextId=SUEDKAUF/);
});

test('the viewer does not see administration menus; the operator sees only its contexts', async ({ page }) => {
  await loginAs(page, 'viewer');
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Kassen', exact: true })).toBeVisible();
  const adminPages = await adminMenuEntries(page);
  expect(adminPages).not.toContain('Benutzer');
  expect(adminPages).not.toContain('Kontexte');

  await page.context().clearCookies();
  await loginAs(page, 'operator');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(3); // header + NORDMARKT + SUEDKAUF
});

test('secure is asked for a 2FA token and gets in with a valid TOTP', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill('secure');
  await page.getByLabel('Passwort').fill(demoPasswords.secure);
  await page.getByLabel('Passwort').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/login-2fa.png' });

  await dialog.getByLabel('Bestätigungscode').fill('000000');
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog).toContainText('Der Bestätigungscode ist ungültig.');

  await dialog
    .getByLabel('Bestätigungscode')
    .fill(await generate({ secret: 'JBSWY3DPEHPK3PXP', guardrails: createGuardrails({ MIN_SECRET_BYTES: 10 }) }));
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
});

test('after logout every protected call answers 401 and the app is on login', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: /admin/i }).click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/login\?date=\d+/);
  for (const path of ['/api/frontend/ping', '/api/frontend/home', '/api/frontend/cashpoints?contextId=NORDMARKT']) {
    const reply = await page.request.get(path);
    expect(reply.status(), path).toBe(401);
  }
  await page.goto('/frontend/home');
  await expect(page).toHaveURL(/\/login/);
});

test('an arrival with a live session goes straight to home', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/frontend\/home/);
});

// Screenshots of every screen a change of the shipped CSS can touch: login, home, a menu dropdown,
// the tree with a register, a viewer dialog, a toast, both reports with a tooltip and the warnings
// switch, updates with the detail dialog and its date picker, STORE instances, statistics,
// contexts, users with a dialog, and the profile. Taken before and after a CSS change and compared
// by scripts/look-compare.ts, so a rule the app needs and the shipped CSS lost shows up. Also
// writes classes.json, every class name seen on those screens. Runs against a server that is
// already up with demo data and changes nothing but a refresh toast.
//
//   npm run build && DEMO=true SYSTEM_TYPE=DEVEL PORT=8615 DATA_DIR=/tmp/look-data npx tsx src/server/server.ts &
//   npx tsx scripts/look-screens.ts <out-dir>            (URL, default http://localhost:8615)
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const base = process.env.URL ?? 'http://localhost:8615';

type Shot = (name: string) => Promise<void>;

async function login(page: Page, shot: Shot) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Benutzername').waitFor();
  await shot('login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForTimeout(300);
  await shot('login-invalid');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('demo-admin-2026');
  await page.getByLabel('Passwort').press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
  await page.getByRole('table').locator('tbody tr').first().waitFor();
  await shot('home');
  await page.getByRole('button', { name: 'Auswertungen' }).click();
  await page.getByRole('link', { name: 'Kassen-Auswertung' }).waitFor();
  await shot('menu-dropdown');
  await page.keyboard.press('Escape');
}

async function fleet(page: Page, shot: Shot) {
  await page.goto(`${base}/frontend/cashpoints?contextId=WESTFRISCH`);
  const tree = page.getByRole('tree', { name: 'Filialen und Kassen' });
  const stores = tree.locator('[aria-level="1"]');
  await stores.first().waitFor();
  await shot('cashpoints');
  await stores.nth(1).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.locator('.details-card table.version-history').waitFor();
  await shot('cashpoints-register');
  await page.locator('.details-card').getByRole('button', { name: 'Hosts-Datei', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await shot('viewer-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await page.locator('.app-toasts .toast').first().waitFor();
  await shot('toast');
  await page.goto(`${base}/frontend/store-agents?contextId=NORDMARKT`);
  await page.getByRole('tree').locator('[aria-level="1"]').first().waitFor();
  await shot('store-agents');
}

async function reports(page: Page, shot: Shot) {
  await page.goto(`${base}/frontend/cashpoint-report?contextId=MEGAMARKT`);
  const table = page.locator('table').first();
  await table.locator('tbody tr').first().waitFor();
  await shot('cashpoint-report');
  await page.getByRole('columnheader').first().hover();
  await page.waitForTimeout(600);
  await shot('report-tooltip');
  await page.getByLabel('Nur mit Warnungen').click();
  await page.waitForTimeout(800);
  await shot('report-warnings');
  await page.goto(`${base}/frontend/store-report?contextId=NORDMARKT`);
  await page.locator('table').first().locator('tbody tr').first().waitFor();
  await shot('store-report');
}

async function updates(page: Page, shot: Shot) {
  await page.goto(`${base}/frontend/cashpoint-updates?contextId=NORDMARKT`);
  const details = page.getByRole('button', { name: /^Details von .* öffnen$/ });
  await details.first().waitFor();
  await shot('updates');
  await details.first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(300);
  await shot('update-dialog');
  const date = dialog.locator('.react-datepicker__input-container input').first();
  if (await date.count()) {
    await date.click();
    await page.locator('.react-datepicker').waitFor();
    await shot('update-datepicker');
  }
  await page.keyboard.press('Escape');
}

async function administration(page: Page, shot: Shot) {
  await page.goto(`${base}/frontend/statistics?contextId=NORDMARKT`);
  await page.locator('svg').first().waitFor();
  await page.waitForTimeout(1500);
  await shot('statistics');
  await page.goto(`${base}/frontend/customers`);
  await page.getByRole('table', { name: 'Kontexte' }).getByRole('row').nth(1).waitFor();
  await shot('contexts');
  await page.goto(`${base}/frontend/users`);
  await page.getByRole('table', { name: 'Benutzer' }).getByRole('row').nth(1).waitFor();
  await shot('users');
  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  const newUser = page.getByRole('dialog', { name: 'Neuer Benutzer' });
  await newUser.getByRole('button', { name: 'Speichern' }).click();
  await newUser.getByText('Prüfen Sie Ihre Eingaben.').waitFor();
  await shot('user-dialog');
  await newUser.getByRole('button', { name: 'Abbrechen' }).click();
  await page.goto(`${base}/frontend/profile`);
  await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
  await shot('profile');
}

async function takeScreens(outDir: string) {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'de-DE',
      timezoneId: 'Europe/Berlin',
    });
    const page = await context.newPage();
    const classes = new Set<string>();
    const shot: Shot = async (name) => {
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('*')].flatMap((element) => [...element.classList]),
      );
      for (const className of shown) classes.add(className);
      // Finished fade-ins: a dialog is photographed as it ends up, not half transparent.
      await page.screenshot({ path: path.join(outDir, `${name}.png`), animations: 'disabled', caret: 'hide' });
      console.log(name);
    };
    for (const part of [login, fleet, reports, updates, administration]) await part(page, shot);
    fs.writeFileSync(path.join(outDir, 'classes.json'), JSON.stringify([...classes].sort(), null, 1));
  } finally {
    await browser.close();
  }
}

takeScreens(path.resolve(process.argv[2] ?? 'test-results/look')).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

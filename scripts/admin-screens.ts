// Screenshots of the administration pages as an operator sees them (issue 8), for a human to look
// at: contexts list and dialog, users list and dialogs, profile and its 2FA dialog. Runs against a
// server that is already up with demo data, and changes nothing (every dialog is cancelled).
//
//   npm run build && DEMO=true PORT=8285 DATA_DIR=/tmp/admin-data npx tsx src/server/server.ts &
//   npx tsx scripts/admin-screens.ts            (URL, default http://localhost:8285)
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';

const base = process.env.URL ?? 'http://localhost:8285';
const outDir = path.resolve('test-results/screens');

async function shot(page: Page, name: string, fullPage = false) {
  const file = path.join(outDir, `admin-${name}.png`);
  // Finished fade-ins: a dialog is photographed as it ends up, not half transparent.
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  console.log(file);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort').fill('demo-admin-2026');
    await page.getByLabel('Passwort').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();

    await page.getByRole('link', { name: 'Kontexte' }).click();
    await page.getByRole('table', { name: 'Kontexte' }).getByRole('row').nth(1).waitFor();
    await shot(page, 'contexts', true);
    await page.getByRole('button', { name: 'Neuer Kontext' }).click();
    const newContext = page.getByRole('dialog', { name: 'Neuer Kontext' });
    await newContext.getByRole('button', { name: 'Speichern' }).click();
    await newContext.getByText('Prüfen Sie Ihre Eingaben.').waitFor();
    await shot(page, 'context-new-invalid');
    await newContext.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'Kontext NORDMARKT bearbeiten' }).click();
    const edit = page.getByRole('dialog', { name: 'Kontext NORDMARKT bearbeiten' });
    await edit.getByLabel('Schlüssel').waitFor();
    await shot(page, 'context-edit');
    await edit.getByRole('button', { name: 'Abbrechen' }).click();

    await page.getByRole('link', { name: 'Benutzer' }).click();
    await page.getByRole('table', { name: 'Benutzer' }).getByRole('row').nth(1).waitFor();
    await shot(page, 'users', true);
    await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
    const newUser = page.getByRole('dialog', { name: 'Neuer Benutzer' });
    await newUser.getByRole('button', { name: 'Speichern' }).click();
    await newUser.getByText('Prüfen Sie Ihre Eingaben.').waitFor();
    await shot(page, 'user-new-invalid');
    await newUser.getByLabel('Benutzername').fill('neuling');
    await newUser.getByLabel('Zwei-Faktor-Authentisierung').check();
    await page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' }).getByRole('img').waitFor();
    await shot(page, 'user-2fa');
    await page
      .getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' })
      .getByRole('button', { name: 'Abbrechen' })
      .click();
    await newUser.getByRole('button', { name: 'Abbrechen' }).click();
    await page.getByRole('button', { name: 'operator', exact: true }).click();
    const editUser = page.getByRole('dialog', { name: 'Benutzer operator bearbeiten' });
    await editUser.getByLabel('Benutzername').waitFor();
    await shot(page, 'user-edit');
    await editUser.getByRole('button', { name: 'Abbrechen' }).click();

    await page.goto(`${base}/frontend/profile`);
    await page.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await page.getByLabel('Altes Passwort').fill('falsch');
    await page.getByLabel('Neues Passwort').fill('neues-passwort');
    await page.getByLabel('Passwort wiederholen').fill('anderes');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByText('Prüfen Sie Ihre Eingaben.').waitFor();
    await shot(page, 'profile', true);
    await page.getByLabel('Zwei-Faktor-Authentisierung verwenden').check();
    await page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' }).getByRole('img').waitFor();
    await shot(page, 'profile-2fa');
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

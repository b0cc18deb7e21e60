import { expect, test, type Locator, type Page } from './fixtures';
import { addDays, format, set } from 'date-fns';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { toast } from './toast';

// One update through its whole life on the register updates page of NORDMARKT: upload with
// progress, targets and release time, order, archive, delete; each step as an operator would.

const filename = `e2e-kasse-${Date.now()}.zip`;
const fileBytes = 6 * 1024 * 1024;

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page) => bodyRows(page).filter({ hasText: filename });
const storeItem = (dialog: Locator, store: string) =>
  dialog.locator('li.target-store').filter({ has: dialog.page().getByRole('checkbox', { name: store, exact: true }) });

/** Slows the upload down so its progress can be watched (Chromium's network emulation). */
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  };
}

async function chooseFile(dialog: Locator, name = filename) {
  await dialog.getByLabel('Upload-Datei').setInputFiles({
    name,
    mimeType: 'application/zip',
    buffer: Buffer.alloc(fileBytes, 7),
  });
}

async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(dialog).toHaveCount(0);
}

test('an update from upload to delete', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/frontend/cashpoint-updates?contextId=NORDMARKT');
  await expect(page.getByRole('heading', { level: 1, name: 'Kassen-Updates' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/updates-list.png', fullPage: true });

  // ── The three validation messages ──
  await page.getByRole('button', { name: 'Neues Update' }).click();
  const upload = page.getByRole('dialog', { name: 'Neues Update' });
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload.getByText('Prüfen Sie Ihre Eingaben.')).toBeVisible();
  await expect(upload.getByText('Bitte Upload-Datei auswählen')).toBeVisible();
  await upload.getByLabel('Tag').fill('t'.repeat(51));
  await upload.getByLabel('Kommentar').fill('k'.repeat(256));
  await expect(upload.getByText('"Tag" darf maximal 50 Zeichen haben')).toBeVisible();
  await expect(upload.getByText('"Kommentar" darf maximal 255 Zeichen haben')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/updates-validation.png' });

  // ── Upload with progress; an aborted try first ──
  await upload.getByLabel('Tag').fill('9.9-e2e');
  await upload.getByLabel('Kommentar').fill('Aus dem Browser-Test');
  await chooseFile(upload);
  const unthrottle = await throttleUpload(page, 2 * 1024 * 1024);
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  const bar = upload.getByRole('progressbar', { name: 'Upload-Fortschritt' });
  await expect(bar).toBeVisible();
  await upload.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(upload.getByText('Das Hochladen wurde abgebrochen.')).toBeVisible();
  await expect(bar).toHaveCount(0);

  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(10);
  const midway = Number(await bar.getAttribute('aria-valuenow'));
  expect(midway).toBeLessThan(100);
  await expect(bar).toHaveText(/\d+ %/);
  await page.screenshot({ path: 'test-results/screens/updates-progress.png' });
  await expect(upload).toHaveCount(0, { timeout: 30_000 });
  await unthrottle();
  await expect(toast(page, 'Update wurde erfolgreich hochgeladen.')).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(filename);
  await expect(bodyRows(page).first()).toContainText('Neu');

  // The same file name again is refused with the server's message.
  await page.getByRole('button', { name: 'Neues Update' }).click();
  await upload.getByLabel('Tag').fill('9.9-e2e');
  await chooseFile(upload);
  await upload.getByRole('button', { name: 'Hochladen' }).click();
  await expect(upload.getByText('Ein Update mit diesem Dateinamen existiert bereits.')).toBeVisible();
  await upload.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(upload).toHaveCount(0);

  // ── Test/Labor for two registers, with a release time ──
  const release = set(addDays(new Date(), 1), { hours: 6, minutes: 30, seconds: 0, milliseconds: 0 });
  const releaseText = format(release, 'dd.MM.yyyy HH:mm');
  await rowOf(page)
    .getByRole('button', { name: `Details von ${filename} öffnen` })
    .click();
  const detail = page.getByRole('dialog', { name: `Update ${filename}` });
  await detail.getByLabel('Status').selectOption({ label: 'Test/Labor' });
  const releaseInput = detail.getByRole('textbox', { name: 'Freigabezeitpunkt' });
  await releaseInput.click();
  await expect(page.locator('.react-datepicker')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/updates-datepicker.png' });
  await releaseInput.fill(releaseText);
  await releaseInput.press('Escape');
  await expect(releaseInput).toHaveValue(releaseText);
  // Two registers, from the first stores that have them (a store may have only one).
  const chosen: { store: string; register: string }[] = [];
  const expanders = detail.getByRole('button', { name: /aufklappen$/ });
  for (let tries = 0; chosen.length < 2; tries += 1) {
    expect(tries).toBeLessThan(10);
    const expander = expanders.first();
    const store = (await expander.getAttribute('aria-label'))!.replace(/ aufklappen$/, '');
    await expander.click();
    const registers = storeItem(detail, store).locator('.target-children').getByRole('checkbox');
    const count = await registers.count();
    for (let r = 0; r < count && chosen.length < 2; r += 1) {
      await registers.nth(r).check();
      chosen.push({ store, register: await registers.nth(r).locator('..').innerText() });
    }
  }
  await expect(detail.getByLabel('Alle', { exact: true })).toBeChecked({ checked: false });
  expect(await detail.getByLabel('Alle', { exact: true }).evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(
    true,
  );
  await expect(detail.getByText(/^2 von \d+ ausgewählt$/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/updates-detail.png' });
  await detail.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Daten aktualisiert')).toBeVisible();
  await expect(detail).toHaveCount(0);
  await expect(rowOf(page)).toContainText('Test/Labor');
  await expect(rowOf(page)).toContainText(releaseText);

  // Opened again, the dialog shows what was saved.
  await rowOf(page)
    .getByRole('button', { name: `Details von ${filename} öffnen` })
    .click();
  await expect(detail.getByLabel('Status')).toHaveValue('4');
  await expect(detail.getByText(/^2 von \d+ ausgewählt$/).first()).toBeVisible();
  for (const { store, register } of chosen) {
    const item = storeItem(detail, store);
    const expander = item.getByRole('button', { name: `${store} aufklappen` });
    if (await expander.count()) await expander.click();
    await expect(item.getByRole('checkbox', { name: register, exact: true })).toBeChecked();
  }
  await detail.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(detail).toHaveCount(0);

  // ── Order: down and back up ──
  await page.getByRole('switch', { name: 'Reihenfolge bearbeiten' }).check();
  await expect(page.getByRole('switch', { name: 'Archivierte anzeigen' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Archivierte anzeigen' })).toBeDisabled();
  await expect(rowOf(page).getByRole('button', { name: `${filename} nach oben verschieben` })).toBeDisabled();
  await rowOf(page)
    .getByRole('button', { name: `${filename} nach unten verschieben` })
    .click();
  await expect(toast(page, 'Update wurde nach unten verschoben')).toBeVisible();
  await expect(bodyRows(page).nth(1)).toContainText(filename);
  await page.screenshot({ path: 'test-results/screens/updates-order.png', fullPage: true });
  await rowOf(page)
    .getByRole('button', { name: `${filename} nach oben verschieben` })
    .click();
  await expect(toast(page, 'Update wurde nach oben verschoben')).toBeVisible();
  await expect(bodyRows(page).first()).toContainText(filename);
  await page.getByRole('switch', { name: 'Reihenfolge bearbeiten' }).uncheck();
  await expect(page.getByRole('switch', { name: 'Archivierte anzeigen' })).toBeEnabled();

  // ── Archive and unarchive, each confirmed ──
  await rowOf(page)
    .getByRole('button', { name: `${filename} archivieren` })
    .click();
  await confirm(page, `Wollen Sie das Update ${filename} wirklich archivieren?`);
  await expect(toast(page, 'Update erfolgreich archiviert.')).toBeVisible();
  await expect(rowOf(page)).toHaveClass(/update-archived/);
  await expect(rowOf(page)).toContainText('Archiviert');
  await page.screenshot({ path: 'test-results/screens/updates-archived.png', fullPage: true });
  await page.getByRole('switch', { name: 'Archivierte anzeigen' }).uncheck();
  await expect(rowOf(page)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Archivierte anzeigen' }).check();
  await rowOf(page)
    .getByRole('button', { name: `Archivierung von ${filename} aufheben` })
    .click();
  await confirm(page, `Wollen Sie die Archivierung des Updates ${filename} wirklich aufheben?`);
  await expect(toast(page, 'Archivierung für das Update erfolgreich aufgehoben.')).toBeVisible();
  await expect(rowOf(page)).not.toHaveClass(/update-archived/);

  // ── Delete, confirmed ──
  await rowOf(page)
    .getByRole('button', { name: `${filename} löschen` })
    .click();
  await confirm(page, `Wollen Sie das Update ${filename} wirklich löschen?`);
  await expect(toast(page, 'Update erfolgreich gelöscht.')).toBeVisible();
  await expect(rowOf(page)).toHaveCount(0);
});

test('the store updates page lists store updates and checks store agents', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/frontend/store-updates?contextId=NORDMARKT&showArchivedUpdates=true');
  await expect(page.getByRole('heading', { level: 1, name: 'STORE-Updates' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/store-updates.png', fullPage: true });
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^Details von .* öffnen$/ })
    .click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByLabel('Alle', { exact: true })).toBeVisible();
  await expect(detail.getByRole('button', { name: /aufklappen$/ })).toHaveCount(0);
  await expect(detail.getByRole('checkbox').nth(1)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/store-updates-detail.png' });
});

test('a viewer sees the updates but cannot change them', async ({ page }) => {
  await loginAs(page, 'viewer');
  await page.goto('/frontend/cashpoint-updates?contextId=NORDMARKT');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neues Update' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /archivieren$|löschen$/ })).toHaveCount(0);
  await bodyRows(page)
    .first()
    .getByRole('button', { name: /^Details von .* öffnen$/ })
    .click();
  await expect(page.getByText('Sie dürfen dieses Update nur ansehen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toHaveCount(0);
});

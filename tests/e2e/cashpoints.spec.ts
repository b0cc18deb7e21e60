import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { toast } from './toast';

const viewers = [
  'Installations-Log',
  'Hosts-Datei',
  'Allgemeine Konfiguration',
  'Dienst-Konfiguration',
  'Dienststatus',
  'Statusinformationen',
  'Aktive Aktionen',
];

async function openCashpoints(page: Page, contextName: string) {
  await page.getByRole('link', { name: 'Kassen', exact: true }).click();
  // The page opens on the first context, whose tree stays in view until the chosen one's arrives.
  const picker = page.getByLabel('Kontext', { exact: true });
  const key = await picker.locator('option', { hasText: contextName }).getAttribute('value');
  const loaded = page.waitForResponse((r) => r.url().includes(`/api/frontend/cashpoints?contextId=${key}`) && r.ok());
  await picker.selectOption({ label: contextName });
  await loaded;
  await expect(page.getByRole('tree', { name: 'Filialen und Kassen' })).toBeVisible();
}

const tree = (page: Page) => page.getByRole('tree', { name: 'Filialen und Kassen' });

test('an operator filters the tree, inspects a register, and creates, renames and deletes a store and a register', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await openCashpoints(page, 'Westfrisch eG');
  await expect(page).toHaveURL(/contextId=WESTFRISCH/);

  // Filter on the second store's number: only that store remains, opened, with its registers.
  const storeRows = tree(page).locator('[aria-level="1"]');
  const storeId = (await storeRows.nth(1).locator('strong').innerText()).trim();
  await page.getByLabel('Filter').fill(storeId);
  await expect(storeRows).toHaveCount(1);
  await expect(storeRows.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('1 von 9 Filialen')).toBeVisible();

  // Select a register by keyboard: the store row, then down to its first register, Enter.
  await storeRows.first().click();
  await expect(page).toHaveURL(new RegExp(`#WESTFRISCH&${storeId}$`));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#WESTFRISCH&${storeId}&1$`));
  const details = page.locator('.details-card');
  await expect(details.getByRole('heading', { name: new RegExp(`^Kasse 1 · Filiale ${storeId}`) })).toBeVisible();
  for (const label of [
    'Kassennummer',
    'Agent-Version',
    'Letzter Heartbeat',
    'Installiertes Update',
    'Kassenversion',
    'Betriebssystem',
  ]) {
    await expect(details.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const history = details.locator('table.version-history');
  await expect(history.getByRole('columnheader', { name: 'Installationsstatus' })).toBeVisible();
  expect(await history.locator('tbody tr').count()).toBeGreaterThan(2);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/cashpoints-register.png', fullPage: true });

  // Every viewer opens as a dialog with its title and closes again.
  for (const viewer of viewers) {
    const button = details.getByRole('button', { name: viewer, exact: true });
    if (viewer === 'Installations-Log' && (await button.isDisabled())) continue;
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: new RegExp(`^${viewer}`) })).toBeVisible();
    await expect(dialog.locator('.spinner-border')).toHaveCount(0);
    if (viewer === 'Hosts-Datei') {
      await expect(dialog.getByText('localhost')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: 'test-results/screens/cashpoints-viewer.png' });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // A new store: letters are refused with a message, digits create it and select it.
  await page.getByLabel('Filter').fill('');
  await page.getByRole('button', { name: 'Filiale anlegen' }).click();
  const prompt = page.getByRole('dialog');
  await prompt.getByLabel('Filialnummer').fill('99a1');
  await prompt.getByRole('button', { name: 'Anlegen' }).click();
  await expect(prompt.getByText('Fehlerhafte Filialnummer (nur Zahlen erlaubt)')).toBeVisible();
  await prompt.getByLabel('Filialnummer').fill('9901');
  await prompt.getByRole('button', { name: 'Anlegen' }).click();
  await expect(toast(page, 'Filiale wurde erfolgreich angelegt', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#WESTFRISCH&9901$/);
  await expect(details.getByRole('heading', { name: 'Filiale 9901' })).toBeVisible();

  // The same number again is a conflict.
  await page.getByRole('button', { name: 'Filiale anlegen' }).click();
  await prompt.getByLabel('Filialnummer').fill('9901');
  await prompt.getByRole('button', { name: 'Anlegen' }).click();
  await expect(toast(page, 'Filiale existiert bereits', { exact: true })).toBeVisible();
  await prompt.getByRole('button', { name: 'Abbrechen' }).click();

  // Rename it.
  await details.getByRole('button', { name: 'Filialnamen ändern' }).click();
  await prompt.getByLabel('Filialname').fill('Testmarkt E2E');
  await prompt.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Filialname wurde erfolgreich angepasst', { exact: true })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Filiale 9901 Testmarkt E2E' })).toBeVisible();

  // A register in it: letters refused, digits create and select it.
  await page.getByRole('button', { name: 'Kasse anlegen' }).click();
  await prompt.getByLabel('Kassennummer').fill('x7');
  await prompt.getByRole('button', { name: 'Anlegen' }).click();
  await expect(prompt.getByText('Fehlerhafte Kassennummer (nur Zahlen erlaubt)')).toBeVisible();
  await prompt.getByLabel('Kassennummer').fill('7');
  await prompt.getByRole('button', { name: 'Anlegen' }).click();
  await expect(toast(page, 'Kasse wurde erfolgreich angelegt', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#WESTFRISCH&9901&7$/);
  await expect(tree(page).getByRole('treeitem', { name: /Kasse 7/, selected: true })).toBeVisible();

  // A reload opens the same node from the hash.
  await page.reload();
  await expect(details.getByRole('heading', { name: 'Kasse 7 · Filiale 9901 Testmarkt E2E' })).toBeVisible();
  await expect(tree(page).getByRole('treeitem', { name: /Kasse 7/, selected: true })).toBeVisible();
  await expect(page.getByLabel('Kontext', { exact: true })).toHaveValue('WESTFRISCH');
  await page.screenshot({ path: 'test-results/screens/cashpoints-created.png', fullPage: true });

  // Delete the register after the confirmation; its store is selected then.
  await details.getByRole('button', { name: 'Kasse löschen' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Wollen Sie die Kasse 7 der Filiale 9901 wirklich löschen?');
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(toast(page, 'Kasse erfolgreich gelöscht', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/#WESTFRISCH&9901$/);

  // And the store.
  await details.getByRole('button', { name: 'Filiale löschen' }).click();
  await expect(confirm).toContainText('Filiale 9901');
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(toast(page, 'Filiale erfolgreich entfernt', { exact: true })).toBeVisible();
  await expect(tree(page).getByText('9901')).toHaveCount(0);
});

test('a shared link with a hash opens its context and node; the refresh button reloads', async ({ page }) => {
  await loginAs(page, 'admin');
  await openCashpoints(page, 'Nordmarkt GmbH');
  const first = tree(page).locator('[aria-level="1"]').first();
  const storeId = (await first.locator('strong').innerText()).trim();
  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#SUEDKAUF&${storeId}`);
  // SUEDKAUF's stores are numbered from 1001 too, so the same number exists there.
  await expect(page.getByLabel('Kontext', { exact: true })).toHaveValue('SUEDKAUF');
  await expect(
    page.locator('.details-card').getByRole('heading', { name: new RegExp(`^Filiale ${storeId}`) }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Aktualisieren' }).click();
  await expect(toast(page, 'Daten aktualisiert', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/cashpoints-store.png', fullPage: true });
});

test('a viewer without CASHPOINTS_CHANGE sees no create, rename or delete buttons', async ({ page }) => {
  await loginAs(page, 'viewer');
  await openCashpoints(page, 'Ostbau Baumärkte');
  await tree(page).locator('[aria-level="1"]').first().click();
  await expect(page.locator('.details-card')).toBeVisible();
  for (const name of ['Filiale anlegen', 'Kasse anlegen', 'Filiale löschen', 'Filialnamen ändern']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
});

for (const [width, height] of [
  [1440, 900],
  [1280, 720],
] as const) {
  test(`a click on a store's name shows its registers; at ${width}x${height} the page fits the window`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loginAs(page, 'viewer');
    await openCashpoints(page, 'Nordmarkt GmbH');
    const store = tree(page).locator('[aria-level="1"]').nth(1);
    const storeId = (await store.locator('strong').innerText()).trim();
    await store.locator('.tree-label').click();
    await expect(store).toHaveAttribute('aria-expanded', 'true');
    const register = tree(page).locator('[aria-level="2"]').first();
    await expect(register).toBeVisible();
    await register.click();
    await expect(page).toHaveURL(new RegExp(`#NORDMARKT&${storeId}&\\d+$`));
    await expect(page.locator('.details-card table.version-history')).toBeVisible();

    // Neither wider nor taller than the window: the tree ends at its bottom in whole rows, the
    // details scroll on their own.
    const fit = await page.evaluate(() => {
      const treeBox = document.querySelector<HTMLElement>('.virtual-tree')!;
      return {
        width: document.documentElement.scrollWidth,
        height: document.documentElement.scrollHeight,
        rowsHeight: treeBox.clientHeight,
        below: window.innerHeight - treeBox.getBoundingClientRect().bottom,
      };
    });
    expect(fit.width).toBeLessThanOrEqual(width);
    expect(fit.height).toBeLessThanOrEqual(height);
    expect(fit.rowsHeight % 34).toBe(0);
    // Below the tree only the page's own padding and less than one more row.
    expect(fit.below).toBeLessThan(36 + 34);
    await page.screenshot({ path: `test-results/screens/cashpoints-${width}.png` });
  });
}

test('the page opened without a context opens the first one, the internal lab, with its stores', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/frontend/cashpoints');
  // The first context is picked; the demo gives it, the internal one, a small lab fleet to show.
  await expect(page.getByLabel('Kontext', { exact: true })).toHaveValue('INTERN');
  const storeRows = tree(page).locator('[aria-level="1"]');
  await expect(storeRows.filter({ hasText: 'Labor Hamburg, Entwicklung' })).toBeVisible();
  expect(await storeRows.count()).toBeGreaterThan(0);
});

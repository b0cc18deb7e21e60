import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { openAdminPage } from './menu';

// Issue 18: an operator archives a register update; an administrator finds that in 'Protokoll' by
// its filters, opens the entry's before/after view and downloads the CSV of the filtered entries.

const updatesPage = '/frontend/cashpoint-updates?contextId=NORDMARKT';
const archiveButton = /^(.+) archivieren$/;

/** Archives the first update of NORDMARKT's list that is not archived and returns its file name. */
async function archiveAnUpdate(page: Page): Promise<string> {
  await page.goto(updatesPage);
  const button = page.getByRole('button', { name: archiveButton }).first();
  const label = (await button.getAttribute('aria-label')) ?? (await button.innerText());
  const filename = archiveButton.exec(label)![1]!;
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Wollen Sie das Update ${filename} wirklich archivieren?`);
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(
    page.getByRole('region', { name: 'Meldungen' }).getByText('Update erfolgreich archiviert.'),
  ).toBeVisible();
  return filename;
}

test('an archived update shows in the audit log, with its details and in the CSV', async ({ page, newContext }) => {
  const operator = await (await newContext()).newPage();
  await loginAs(operator, 'operator');
  const filename = await archiveAnUpdate(operator);
  const sentence = `Otto Operator hat Update ${filename} archiviert`;

  await loginAs(page, 'admin');
  await openAdminPage(page, 'Protokoll');
  await expect(page.getByRole('heading', { level: 1, name: 'Protokoll' })).toBeVisible();
  await page.getByLabel('Kontext', { exact: true }).selectOption({ label: 'Alle Kontexte' });
  await expect(page).toHaveURL(/contextId=\*/);
  await page.getByLabel('Aktion', { exact: true }).selectOption({ label: 'Update archiviert' });
  await page.getByLabel('Benutzer', { exact: true }).fill('operator');
  await expect(page).toHaveURL(/action=updateArchived/);
  await expect(page).toHaveURL(/user=operator/);

  const table = page.getByRole('table', { name: 'Protokolleinträge' });
  const row = table.locator('tbody tr').filter({ hasText: sentence });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Otto Operator');
  await expect(row).toContainText('Nordmarkt');
  // Every entry the filters let through is an archive by the operator.
  for (const text of await table.locator('tbody tr').allInnerTexts()) expect(text).toContain('archiviert');

  const details = row.getByRole('button', { name: 'Details anzeigen' });
  await details.focus();
  await page.keyboard.press('Enter');
  await expect(row.getByRole('button', { name: 'Details ausblenden' })).toHaveAttribute('aria-expanded', 'true');
  const view = page.locator(
    `#${(await row.getByRole('button', { name: 'Details ausblenden' }).getAttribute('aria-controls'))!}`,
  );
  await expect(view).toContainText(`Objekt: Update ${filename}`);
  // The before/after view: 'Archiviert' went from 'nein' to 'ja'.
  const change = view.getByRole('row', { name: /Archiviert/ });
  await expect(change.getByRole('cell')).toHaveText(['nein', 'ja']);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/audit-log.png', fullPage: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV exportieren' }).click(),
  ]);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(download.suggestedFilename()).toMatch(/^protokoll-.*\.csv$/);
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lines[0]).toContain('Beschreibung');
  expect(lines.some((line) => line.includes(sentence) && line.includes('operator'))).toBe(true);
  // The export has the filters of the page: nothing but the operator's archives.
  expect(lines.slice(1).every((line) => line.includes('archiviert'))).toBe(true);

  // The demo data stays as the other specs expect it.
  await operator.goto(`${updatesPage}&showArchivedUpdates=true`);
  await operator.getByRole('button', { name: `Archivierung von ${filename} aufheben` }).click();
  await operator.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(operator.getByRole('region', { name: 'Meldungen' }).getByText(/erfolgreich aufgehoben/)).toBeVisible();
});

test('the day filters show and take TT.MM.JJJJ in a browser that speaks English', async ({ newContext }) => {
  const page = await (await newContext({ locale: 'en-US' })).newPage();
  await loginAs(page, 'admin');
  await page.goto('/frontend/audit-log?contextId=*&from=2026-11-01');
  const from = page.getByLabel('Von', { exact: true });
  await expect(from).toHaveValue('01.11.2026');
  const to = page.getByLabel('Bis', { exact: true });
  await expect(to).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await to.fill('30.11.2026');
  await expect(page).toHaveURL(/to=2026-11-30/);
  await expectNoSeriousA11yViolations(page);
});

import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import {
  closeColumnMenu,
  columnHeaders,
  columnWidth,
  dragResizer,
  exportCsv,
  filterBar,
  openColumnMenu,
  reportTable,
  rowCount,
  rowTexts,
  saveColumnFilter,
  savedWidth,
} from './reportHelpers';
import { toast } from './toast';

interface StoreRow {
  storeName: string;
  offline: boolean;
  sigmabackupaktiv: boolean | null;
  lastsigmabackuperfolg: string | null;
}

test('store report: grouped headers, columns and their filters, saved filter, widths, warnings, URL, CSV and axe', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000); // a dozen steps, a download and axe: past a minute beside the server tests
  await loginAs(page, 'operator');
  await page.goto('/frontend/store-report?contextId=SUEDKAUF');
  await expect(page.getByRole('heading', { level: 1, name: 'STORE-Auswertungen' })).toBeVisible();
  await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();
  for (const group of ['WWS-Checks', 'System-Checks', 'Dienste-Checks', 'TSE-SERVER', 'Verschiedenes']) {
    await expect(reportTable(page).getByRole('columnheader', { name: group, exact: true })).toBeVisible();
  }
  // A header's tooltip shows on focus (and hover).
  await reportTable(page).getByRole('button', { name: 'Marktnr.' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Filialnummer und Filialname');
  await expectNoSeriousA11yViolations(page);

  // Only Datensicherung: its two selects appear, the other filters go.
  const menu = await openColumnMenu(page);
  await expect(menu.getByLabel('POSCONNECT POS-Belegverarbeitung aktiv')).toBeDisabled();
  await expect(menu.getByLabel('TILLSERVER Version')).toBeDisabled();
  await menu.getByRole('button', { name: 'Alle deselektieren' }).click();
  await menu.getByLabel('System-Checks Datensicherung').check();
  await closeColumnMenu(page);
  await expect.poll(() => columnHeaders(page)).toEqual(['Marktnr.', 'Datensicherung']);
  await expect(filterBar(page).getByLabel('Datensicherung aktiv')).toBeVisible();
  await expect(filterBar(page).getByLabel('Letzte Datensicherung erfolgreich')).toBeVisible();
  await expect(filterBar(page).getByLabel('STORE-Version')).toHaveCount(0);
  await expect(filterBar(page).getByLabel('Tagesabschluss aktiv')).toHaveCount(0);

  await saveColumnFilter(page, 'Sicherung');
  await expect(toast(page, 'Filter wurde erfolgreich gespeichert')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Spalten-Filter', { exact: true })).toHaveValue('Sicherung');

  // Width of the store name: 200 px by default, saved for this user on the server.
  await expect.poll(() => columnWidth(page, 'Marktnr.')).toBe(200);
  await dragResizer(page, 'Marktnr.', 60);
  await expect.poll(() => savedWidth(page, 'storereport', 'storeName')).toBe(260);
  const second = await newContext();
  const other = await second.newPage();
  await loginAs(other, 'operator');
  await other.goto('/frontend/store-report?contextId=SUEDKAUF');
  await expect(reportTable(other).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => columnWidth(other, 'Marktnr.')).toBe(260);
  await second.close();

  // Last backup not successful (Nein = code '1') and warnings only, in the URL.
  const data = (await (
    await page.request.get('/api/frontend/reports/storeagent-report?contextId=SUEDKAUF')
  ).json()) as {
    storeAgents: StoreRow[];
  };
  await filterBar(page).getByLabel('Letzte Datensicherung erfolgreich').selectOption({ label: 'Nein' });
  await expect(page).toHaveURL(/lastsigmabackuperfolg=1/);
  const failed = data.storeAgents.filter((r) => r.lastsigmabackuperfolg === '1');
  await expect.poll(async () => (await rowCount(page)).total).toBe(failed.length);
  await filterBar(page).getByLabel('Letzte Datensicherung erfolgreich').selectOption({ label: 'Alle' });
  await page.getByLabel('Nur mit Warnungen').click();
  // With the store name and the backup shown: offline, backup running or not '4'.
  const warnings = data.storeAgents.filter((r) => r.offline || r.sigmabackupaktiv || r.lastsigmabackuperfolg !== '4');
  await expect.poll(async () => (await rowCount(page)).total).toBe(warnings.length);
  // The same stores on a page opened from the URL alone; their cells' times are left out, as the
  // simulator's store servers report new ones meanwhile (a backup's time moved by minutes in CI).
  const stores = async (p: typeof page) => (await rowTexts(p)).map((row) => row.split('|')[0]);
  const rows = await stores(page);
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(reportTable(fresh).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => stores(fresh)).toEqual(rows);
  await fresh.close();

  const lines = await exportCsv(page);
  expect(lines[0]).toBe('Marktnr.;System-Checks Datensicherung');
  expect(lines).toHaveLength(warnings.length + 1);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Spalten-Filter löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(toast(page, 'Filter wurde erfolgreich gelöscht')).toBeVisible();
});

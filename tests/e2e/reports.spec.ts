import { expect, test, type Page } from './fixtures';
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

interface CashpointRow {
  storeId: string | null;
  posId: string | null;
  posType: string | null;
  cashpointVersion: string | null;
  osName: string | null;
  offline: boolean;
}

/**
 * Waits until the report's total is the count of the rows that `rule` picks from the server's rows
 * now, and returns those. The first lane's simulator changes the demo fleet meanwhile (a register's
 * first full heartbeat may report another system than the demo seeded, registers come and go
 * offline), so the rows are asked again on each try, and the report reloads itself (polling).
 */
async function shownAsServerHas(page: Page, rule: (r: CashpointRow) => boolean): Promise<CashpointRow[]> {
  let picked: CashpointRow[] = [];
  await expect
    .poll(
      async () => {
        const reply = await page.request.get('/api/frontend/reports/cashpoint-report?contextId=MEGAMARKT');
        picked = ((await reply.json()) as { cashpoints: CashpointRow[] }).cashpoints.filter(rule);
        const shown = (await rowCount(page)).total;
        return shown === picked.length ? 'same' : `${shown} shown, ${picked.length} on the server`;
      },
      // The report reloads every minute: a row that changed after its last load shows within one.
      { timeout: 75_000 },
    )
    .toBe('same');
  return picked;
}

test('register report: columns, saved column filter, widths, warnings, URL filters, CSV, keyboard and axe', async ({
  page,
  newContext,
}) => {
  // Two waits below may take up to a reload of the report each (see shownAsServerHas).
  test.setTimeout(240_000);
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'Auswertungen' }).click();
  await page.getByRole('link', { name: 'Kassen-Auswertung' }).click();
  await page.getByLabel('Kontext', { exact: true }).selectOption({ label: 'Megamarkt Handels AG' });
  await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();
  await expect
    .poll(() => columnHeaders(page))
    .toEqual([
      'Filiale',
      'Kasse',
      'Typ',
      'Letzter Heartbeat',
      'Kassenversion',
      'Installiertes Update',
      'TSE-Server Version',
      'Betriebssystem',
      'Kasse aktiv',
      'NTP-Synchronisiert',
      'Update-Fenster',
    ]);
  await expectNoSeriousA11yViolations(page);

  // Columns: deselect all, then pick two by keyboard (Space toggles a focused checkbox).
  let menu = await openColumnMenu(page);
  await menu.getByRole('button', { name: 'Alle deselektieren' }).click();
  await expect.poll(() => columnHeaders(page)).toEqual(['Filiale', 'Kasse', 'Typ']);
  await menu.getByLabel('Kassenversion').focus();
  await page.keyboard.press('Space');
  await menu.getByLabel('Betriebssystem').focus();
  await page.keyboard.press('Space');
  await closeColumnMenu(page);
  await expect.poll(() => columnHeaders(page)).toEqual(['Filiale', 'Kasse', 'Typ', 'Kassenversion', 'Betriebssystem']);
  // Filter inputs only for shown columns.
  await expect(filterBar(page).getByLabel('Kassenversion', { exact: true })).toBeVisible();
  await expect(filterBar(page).getByLabel('TSE-Server Version')).toHaveCount(0);
  await expect(filterBar(page).getByLabel('Kasse aktiv')).toHaveCount(0);

  // Save a column filter: an empty name is refused, a new one saved, the same name asks first.
  await page.getByRole('button', { name: 'Spalten-Filter speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spalten-Filter speichern' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Bitte einen gütligen Namen eingeben!')).toBeVisible();
  await dialog.getByLabel('Name').fill('Versionen');
  await dialog.getByLabel('Name').press('Enter');
  await expect(toast(page, 'Filter wurde erfolgreich gespeichert')).toBeVisible();
  await saveColumnFilter(page, 'Versionen');
  await expect(
    page.getByText('Dieser Name existiert bereits! Wollen Sie den Filter wirklich überschreiben?'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Reload: the saved filter is there and chosen; columns come back from the browser's storage.
  await page.reload();
  const filterSelect = page.getByLabel('Spalten-Filter', { exact: true });
  await expect(filterSelect).toHaveValue('Versionen');
  await expect.poll(() => columnHeaders(page)).toEqual(['Filiale', 'Kasse', 'Typ', 'Kassenversion', 'Betriebssystem']);
  // Choosing a column by hand clears the saved-filter choice; choosing the filter restores its columns.
  menu = await openColumnMenu(page);
  await menu.getByRole('button', { name: 'Alle selektieren' }).click();
  await closeColumnMenu(page);
  await expect(filterSelect).toHaveValue('');
  // Every column: the eight TSE and six store health columns too, which a first visit leaves to the
  // user's choice.
  await expect.poll(() => columnHeaders(page)).toHaveLength(25);
  await filterSelect.selectOption('Versionen');
  await expect.poll(() => columnHeaders(page)).toEqual(['Filiale', 'Kasse', 'Typ', 'Kassenversion', 'Betriebssystem']);

  // Widths: drag with the mouse, and with the keyboard; both survive a reload and reach a second
  // browser of the same user (they live on the server).
  const before = await columnWidth(page, 'Kassenversion');
  await dragResizer(page, 'Kassenversion', 80);
  await expect.poll(() => savedWidth(page, 'cashpointreport', 'cashpointVersion')).toBe(before + 80);
  await page.getByRole('separator', { name: 'Breite der Spalte Kasse', exact: true }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => savedWidth(page, 'cashpointreport', 'posId')).toBe(150);
  await page.reload();
  await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => columnWidth(page, 'Kassenversion')).toBe(before + 80);
  expect(
    await reportTable(page)
      .locator('th[data-column="cashpointVersion"]')
      .evaluate((th) => th.getBoundingClientRect().width),
  ).toBeCloseTo(before + 80, 0);
  const second = await newContext();
  const other = await second.newPage();
  await loginAs(other, 'admin');
  await other.goto('/frontend/cashpoint-report?contextId=MEGAMARKT');
  await expect(reportTable(other).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => columnWidth(other, 'Kassenversion')).toBe(before + 80);
  await expect.poll(() => columnWidth(other, 'Kasse')).toBe(150);
  await second.close();

  // Sort by keyboard: Enter on a header button flips the order.
  await reportTable(page).getByRole('button', { name: 'Filiale' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sortBy=storeId&sortDirection=desc/);

  // Warnings only: exactly the rows that break a shown column's warning rule.
  const data = (await (
    await page.request.get('/api/frontend/reports/cashpoint-report?contextId=MEGAMARKT')
  ).json()) as {
    cashpoints: CashpointRow[];
  };
  const warns = (r: CashpointRow) =>
    r.offline || !r.storeId || !r.posId || !r.posType || !r.cashpointVersion || !r.osName;
  expect(data.cashpoints.filter(warns).length).toBeGreaterThan(0);
  await page.getByLabel('Nur mit Warnungen').click();
  await expect(page).toHaveURL(/warningsOnly=true/);
  await shownAsServerHas(page, warns);

  // Filters go to the URL; the same URL in a fresh page shows the same rows.
  await page.getByLabel('Nur mit Warnungen').click();
  await expect(page).not.toHaveURL(/warningsOnly/);
  await filterBar(page).getByLabel('Betriebssystem', { exact: true }).selectOption('Windows');
  await filterBar(page).getByLabel('Kasse', { exact: true }).fill('1');
  await expect(page).toHaveURL(/posId=1/);
  await expect(page).toHaveURL(/osName=Windows/);
  const expected = await shownAsServerHas(page, (r) => r.osName === 'Windows' && !!r.posId?.includes('1'));
  await page.getByLabel('Zeilen pro Seite').selectOption('10');
  await page.getByRole('button', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const rows = await rowTexts(page);
  expect(rows.length).toBe(Math.min(10, expected.length - 10));
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(reportTable(fresh).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => rowTexts(fresh)).toEqual(rows);
  await fresh.close();

  // CSV: the filtered rows of every page, the shown columns with their German headers.
  const lines = await exportCsv(page);
  expect(lines[0]).toBe('Filiale;Kasse;Typ;Kassenversion;Betriebssystem');
  expect(lines).toHaveLength(expected.length + 1);
  expect(lines.slice(1).every((line) => line.endsWith(';Windows'))).toBe(true);

  // 'Filter zurücksetzen' clears the filters and the switch.
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/osName=|posId=/);
  await expect.poll(async () => (await rowCount(page)).total).toBe(data.cashpoints.length);
  await expectNoSeriousA11yViolations(page);

  // Delete the saved filter, after confirming.
  await page.getByRole('button', { name: 'Spalten-Filter löschen' }).click();
  await expect(page.getByText('Wollen Sie den Spalten-Filter Versionen wirklich löschen?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Ja' }).click();
  await expect(toast(page, 'Filter wurde erfolgreich gelöscht')).toBeVisible();
  await page.reload();
  await expect(filterSelect.locator('option')).toHaveText(['Kein Spalten-Filter']);
});

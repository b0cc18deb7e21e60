import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { downloadCsv, reportTable, rowCount, rowTexts } from './reportHelpers';
import { cashpointCatalogue } from '../../src/shared/reports/cashpointColumns';

/** The register report's columns a first visit shows (those shown by choice left out): their warnings count. */
const firstColumns = cashpointCatalogue.columns
  .filter((c) => !c.fixed && !c.disabled && !c.byChoice)
  .map((c) => c.id)
  .join(',');

// Both report pages ask the server for the page they show; the CSV comes from the server too.

interface Reply<Row> {
  total: number;
  warningCount: number;
  page: number;
  rows: Row[];
}
interface CashpointRow {
  storeId: string | null;
  posId: string | null;
  osName: string | null;
}
interface StoreRow {
  storeName: string;
}

/** The report call as an API client makes it, with these parameters. */
async function report<Row>(page: Page, path: string, rowsKey: string, query: string): Promise<Reply<Row>> {
  const reply = (await (await page.request.get(`/api/frontend/reports/${path}?${query}`)).json()) as Record<
    string,
    unknown
  >;
  return { ...(reply as unknown as Reply<Row>), rows: reply[rowsKey] as Row[] };
}

/** The report call the page makes for this page number, and its reply. */
function pageCall(page: Page, path: string, pageNumber: number) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/api/frontend/reports/${path}` && url.searchParams.get('page') === String(pageNumber);
  });
}

/** The first n cells (by their titles) of every row on screen. */
const leadingCells = async (page: Page, n: number) => (await rowTexts(page)).map((r) => r.split('|').slice(0, n));

test('register report: server pages, total, URL state after reload, warnings switch and CSV of the filtered rows', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const all = await report<CashpointRow>(
    page,
    'cashpoint-report',
    'cashpoints',
    `contextId=MEGAMARKT&columns=${firstColumns}`,
  );
  expect(all.total).toBeGreaterThan(25);
  const firstCall = pageCall(page, 'cashpoint-report', 1);
  await page.goto('/frontend/cashpoint-report?contextId=MEGAMARKT');
  // The page asks for one page of 25, not the whole list.
  expect(((await (await firstCall).json()) as { cashpoints: unknown[] }).cashpoints).toHaveLength(25);
  await expect(reportTable(page).locator('tbody tr')).toHaveCount(25);
  await expect.poll(() => rowCount(page)).toEqual({ total: all.total, warnings: all.warningCount });
  const firstPage = await leadingCells(page, 2);

  // Page 2: the next 25 rows in the server's order, none of page 1.
  const secondCall = pageCall(page, 'cashpoint-report', 2);
  await page.getByRole('button', { name: 'Seite 2' }).click();
  await secondCall;
  await expect(page).toHaveURL(/page=2/);
  const expectedSecond = await report<CashpointRow>(
    page,
    'cashpoint-report',
    'cashpoints',
    'contextId=MEGAMARKT&page=2&size=25&sortBy=storeId&sortDirection=asc',
  );
  await expect
    .poll(() => leadingCells(page, 2))
    .toEqual(expectedSecond.rows.map((r) => [r.storeId ?? '', r.posId ?? '']));
  expect((await leadingCells(page, 2)).some((cells) => firstPage.some((p) => p.join() === cells.join()))).toBe(false);
  await expect(page.getByText(`26–${Math.min(50, all.total)} von ${all.total}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filter, sort and page size: the URL holds them, a reload shows the same view.
  await page.getByLabel('Betriebssystem', { exact: true }).selectOption('Windows');
  await expect(page).toHaveURL(/osName=Windows/);
  await expect(page).toHaveURL(/page=1/);
  await page.getByLabel('Zeilen pro Seite').selectOption('10');
  await reportTable(page).getByRole('button', { name: 'Kasse', exact: true }).click();
  await expect(page).toHaveURL(/sortBy=posId&sortDirection=asc/);
  const windows = all.rows.filter((r) => r.osName === 'Windows');
  expect(windows.length).toBeGreaterThan(10);
  await expect.poll(async () => (await rowCount(page)).total).toBe(windows.length);
  await page.getByRole('button', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(reportTable(page).locator('tbody tr')).toHaveCount(Math.min(10, windows.length - 10));
  expect((await rowTexts(page)).every((r) => r.includes('|Windows|'))).toBe(true);
  // The same rows in the same order after a reload. Compared by store and register: the demo's
  // simulated fleet keeps installing while the test runs, so a version cell may move meanwhile.
  const shown = await leadingCells(page, 2);
  const url = page.url();
  await page.reload();
  await expect.poll(() => leadingCells(page, 2)).toEqual(shown);
  expect(page.url()).toBe(url);
  await expect(page.getByLabel('Betriebssystem', { exact: true })).toHaveValue('Windows');
  await expect(page.getByLabel('Zeilen pro Seite')).toHaveValue('10');
  await expect(page.locator('.pagination .active')).toHaveText('Seite 2 (aktuelle Seite)');

  // Warnings only: the server's warning count of the Windows registers becomes the total.
  const { warnings } = await rowCount(page);
  await page.getByLabel('Nur mit Warnungen').click();
  await expect(page).toHaveURL(/warningsOnly=true/);
  await expect.poll(() => rowCount(page)).toEqual({ total: warnings, warnings });

  // CSV: every filtered row (all pages), semicolons, byte order mark, the shown columns' headers.
  await page.getByLabel('Nur mit Warnungen').click();
  await page.getByRole('searchbox', { name: 'Kasse', exact: true }).fill('1');
  await expect(page).toHaveURL(/posId=1/);
  const filtered = windows.filter((r) => r.posId?.includes('1'));
  await expect.poll(async () => (await rowCount(page)).total).toBe(filtered.length);
  const { text, name } = await downloadCsv(page);
  expect(name).toBe('kassen-auswertung-MEGAMARKT.csv');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Filiale;Kasse;Typ;Letzter Heartbeat;Kassenversion;Installiertes Update;TSE-Server Version;Betriebssystem;Kasse aktiv;NTP-Synchronisiert;Update-Fenster',
  );
  const body = lines.slice(1).map((line) => line.split(';'));
  expect(body).toHaveLength(filtered.length);
  expect(body.every((cells) => cells.length === 11 && cells[7] === 'Windows' && cells[1]!.includes('1'))).toBe(true);
  expect(body.map((cells) => `${cells[0]}/${cells[1]}`).sort()).toEqual(
    filtered.map((r) => `${r.storeId}/${r.posId}`).sort(),
  );
  await expectNoSeriousA11yViolations(page);
});

test('store report: server pages, a saved column filter asks for its columns, URL after reload, CSV', async ({
  page,
}) => {
  await loginAs(page, 'operator');
  const all = await report<StoreRow>(page, 'storeagent-report', 'storeAgents', 'contextId=SUEDKAUF');
  expect(all.total).toBeGreaterThan(10);
  await page.goto('/frontend/store-report?contextId=SUEDKAUF&size=10');
  await expect(reportTable(page).locator('tbody tr')).toHaveCount(10);
  await expect.poll(() => rowCount(page)).toEqual({ total: all.total, warnings: all.warningCount });
  const firstPage = await leadingCells(page, 1);
  await page.getByRole('button', { name: 'Seite 2' }).click();
  await expect(reportTable(page).locator('tbody tr')).toHaveCount(Math.min(10, all.total - 10));
  const secondPage = await leadingCells(page, 1);
  expect(secondPage.some(([store]) => firstPage.some(([first]) => first === store))).toBe(false);
  expect([...firstPage, ...secondPage].map(([store]) => store).sort()).toEqual(
    all.rows
      .slice(0, 20)
      .map((r) => r.storeName)
      .sort(),
  );

  // A saved column filter: after a reload the page asks the server for exactly its columns.
  await page.getByRole('button', { name: /^Spalten \(/ }).click();
  const menu = page.locator('.report-column-menu');
  await menu.getByRole('button', { name: 'Alle deselektieren' }).click();
  await menu.getByLabel('System-Checks Datensicherung').check();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Spalten-Filter speichern' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Nur Sicherung');
  await page.getByRole('dialog').getByLabel('Name').press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Letzte Datensicherung erfolgreich').selectOption({ label: 'Ja' });
  await expect(page).toHaveURL(/lastsigmabackuperfolg=4/);
  const reloadCall = pageCall(page, 'storeagent-report', 1);
  await page.reload();
  const asked = new URL((await reloadCall).url()).searchParams;
  expect(asked.get('columns')).toBe('sigmabackup');
  expect(asked.get('lastsigmabackuperfolg')).toBe('4');
  await expect(page.getByLabel('Spalten-Filter', { exact: true })).toHaveValue('Nur Sicherung');
  await expect(page.getByLabel('Letzte Datensicherung erfolgreich')).toHaveValue('4');
  const succeeded = await report<StoreRow>(
    page,
    'storeagent-report',
    'storeAgents',
    'contextId=SUEDKAUF&columns=sigmabackup&lastsigmabackuperfolg=4',
  );
  await expect.poll(async () => (await rowCount(page)).total).toBe(succeeded.total);

  const { text } = await downloadCsv(page);
  expect(text.startsWith('\uFEFFMarktnr.;System-Checks Datensicherung\r\n')).toBe(true);
  const names = text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => line.split(';')[0]);
  expect(names).toEqual(succeeded.rows.map((r) => r.storeName));
  await expectNoSeriousA11yViolations(page);
});

/** Rows of the filter grid that hold a single filter field (a lone reset button is no field). */
const loneFields = (page: Page) =>
  page.locator('.report-filters').evaluate((grid) => {
    const rows = new Map<number, Element[]>();
    for (const cell of grid.children) {
      // The cells of a row end on one line (a long label may wrap above its field).
      const bottom = Math.round(cell.getBoundingClientRect().bottom);
      rows.set(bottom, [...(rows.get(bottom) ?? []), cell]);
    }
    return [...rows.values()].filter((row) => row.length === 1 && row[0]!.tagName !== 'BUTTON').length;
  });

for (const [path, sortColumn, sortHeader] of [
  ['cashpoint-report', 'osName', 'Betriebssystem'],
  ['store-report', 'pgsqlVersion', 'PostgreSQL-Version'],
] as const) {
  test(`${path}: with every column the page stays as wide as the window; sort state and headers for everyone`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin');
    await page.goto(`/frontend/${path}?contextId=MEGAMARKT`);
    await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: /^Spalten \(/ }).click();
    await page.getByRole('button', { name: 'Alle selektieren' }).click();
    await page.keyboard.press('Escape');
    // The count tells the columns on screen, the always shown ones too.
    const shown = await reportTable(page).locator('th[data-column]').count();
    await expect(page.getByRole('button', { name: /^Spalten \(/ })).toHaveText(`Spalten (${shown} von ${shown})`);

    const header = reportTable(page).locator(`th[data-column="${sortColumn}"]`);
    await expect(header).not.toHaveAttribute('aria-sort');
    await header.getByRole('button', { name: sortHeader, exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await header.getByRole('button', { name: sortHeader, exact: true }).click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(reportTable(page).locator('th[aria-sort]')).toHaveCount(1);

    // At their default widths no header label is cut off.
    const cut = await reportTable(page)
      .locator('.report-header-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    // The page links are targets of at least 24 x 24 px.
    for (const box of await page
      .locator('.page-links .page-link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect()))) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }

    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      // The table scrolls sideways inside its card, the page does not.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      expect(await reportTable(page).evaluate((table) => table.scrollWidth)).toBeGreaterThan(viewport.width);
      await expect.poll(() => loneFields(page)).toBe(0);
    }
  });
}

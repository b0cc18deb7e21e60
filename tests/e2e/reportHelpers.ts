import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The table of a report page. */
export const reportTable = (page: Page) => page.locator('.report-table');
/** The report's filters above the table. */
export const filterBar = (page: Page) => page.locator('.report-filters');

/** The texts of the bottom header row (the column headers), in order. */
export async function columnHeaders(page: Page): Promise<string[]> {
  const texts = await reportTable(page).locator('th[data-column] .report-header-label').allInnerTexts();
  return texts.map((t) => t.trim());
}

/** The text of every shown row, cells joined by '|'. */
export async function rowTexts(page: Page): Promise<string[]> {
  // Not the previous reply's rows while the next page, order or filter is on its way.
  await expect(reportTable(page)).not.toHaveAttribute('aria-busy', 'true');
  return reportTable(page)
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.getAttribute('title') ?? '').join('|')),
    );
}

/** 'N Zeilen, davon W mit Warnungen' (the server's total and warning count) as numbers. */
export async function rowCount(page: Page): Promise<{ total: number; warnings: number }> {
  const pattern = /^(\d+) Zeilen?, davon (\d+) mit Warnungen$/;
  const text = await page.getByText(pattern).innerText();
  const [, total, warnings] = pattern.exec(text)!;
  return { total: Number(total), warnings: Number(warnings) };
}

export async function openColumnMenu(page: Page) {
  await page.getByRole('button', { name: /^Spalten \(/ }).click();
  return page.locator('.report-column-menu');
}

export async function closeColumnMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.locator('.report-column-menu')).toBeHidden();
}

/** Drags a column's resize handle by dx pixels with the mouse. */
export async function dragResizer(page: Page, header: string, dx: number) {
  const handle = page.getByRole('separator', { name: `Breite der Spalte ${header}`, exact: true });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
}

export async function columnWidth(page: Page, header: string): Promise<number> {
  const value = await page
    .getByRole('separator', { name: `Breite der Spalte ${header}`, exact: true })
    .getAttribute('aria-valuenow');
  return Number(value);
}

/** Clicks 'CSV exportieren' and returns the downloaded file as it is, and its name. */
export async function downloadCsv(page: Page): Promise<{ text: string; name: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'CSV exportieren' }).click(),
  ]);
  const text = fs.readFileSync(await download.path(), 'utf8');
  return { text, name: download.suggestedFilename() };
}

/** Clicks 'CSV exportieren' and returns the downloaded file's lines (without the byte order mark). */
export async function exportCsv(page: Page): Promise<string[]> {
  const { text } = await downloadCsv(page);
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** Waits until the server has stored the user's column widths (the save runs after the drag). */
export async function savedWidth(page: Page, tablename: string, column: string): Promise<number | undefined> {
  const ping = (await (await page.request.get('/api/frontend/ping')).json()) as {
    columnWidths: { tablename: string; widths: Record<string, number> }[];
  };
  return ping.columnWidths.find((w) => w.tablename === tablename)?.widths[column];
}

/** Saves the shown columns as a column filter through the dialog, with the keyboard. */
export async function saveColumnFilter(page: Page, name: string) {
  await page.getByRole('button', { name: 'Spalten-Filter speichern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spalten-Filter speichern' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Name').press('Enter');
}

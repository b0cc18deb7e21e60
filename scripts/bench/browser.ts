// The browser figures at the bench's fleet, in Debian's Chromium through playwright-core: the tree
// and the register report with their filters and a sort, long tasks and the JS heap, all timed
// inside the page.
import { chromium, type Browser, type Page } from 'playwright-core';
import { filterDebounceMs } from '../../src/shared/filterDebounce';
import { texts } from '../../src/shared/texts/de';
import { installProbe, readProbe, treeStatus, watched, whenTextChanges } from './pageProbe';
import { atMost, mb, msText, notMeasured, progress, reasonOf, section, type BenchRow } from './table';

/** Long enough for a slow page at the full fleet, short enough that a broken one does not stall --quick. */
const timeoutMs = 20_000;

/** Types into a filter as a user does and times the page until `watch` shows the result, minus the debounce. */
async function filterMs(page: Page, input: ReturnType<Page['getByLabel']>, text: string, watch: string) {
  const changed = page.evaluate(whenTextChanges, { selector: watch, timeoutMs });
  await input.pressSequentially(text, { delay: 60 });
  const at = await changed;
  return at < 0 ? undefined : at - (await page.evaluate(readProbe)).lastInput - filterDebounceMs;
}

const columns = texts.reports.cashpoint.columns;
const figures: Record<string, [string, string]> = {
  treeShown: ['Baum sichtbar nach der Navigation', '≤ 1.000 ms'],
  treeFilter: ['Baum-Filter nach der Entprellung', '≤ 100 ms'],
  reportShown: ['Kassen-Auswertung: Seite mit 25 Zeilen sichtbar', '≤ 1.000 ms'],
  reportFilter: ['Auswertungs-Filter nach der Entprellung', '≤ 200 ms'],
  reportSort: ['Auswertung sortieren (Klick bis Zeilen)', '≤ 200 ms'],
};

const longTaskFigure: [string, string] = ['Längster langer Task (Baum und Auswertung)', '≤ 100 ms'];
const heapFigure: [string, string] = ['JS-Heap nach GC (größter Wert)', '≤ 100 MB'];

/** A timing after an input; undefined when the rows never changed. */
function debounced([figure, goal]: [string, string], ms: number | undefined, limit: number): BenchRow {
  return ms === undefined ? notMeasured(figure, goal, 'Seite unverändert') : atMost(figure, ms, limit, msText);
}

export interface BrowserOptions {
  baseUrl: string;
  cookie: string;
  contextId: string;
}

export async function measureBrowser({ baseUrl, cookie, contextId }: BrowserOptions): Promise<BenchRow[]> {
  progress('Chromium: Baum und Auswertung');
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
  } catch (error) {
    // No browser, no figure of this part; the run goes on with the others.
    return [...Object.values(figures), longTaskFigure, heapFigure].map(([figure, goal]) =>
      notMeasured(figure, goal, reasonOf(error)),
    );
  }
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    // tsx keeps function names through a helper that the page does not have.
    await context.addInitScript('window.__name = (f) => f;');
    await context.addInitScript(installProbe, watched);
    const rows: BenchRow[] = [];

    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseUrl }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const longTasks: number[] = [];
    const heaps: number[] = [];
    const leavePage = async () => {
      longTasks.push(...(await page.evaluate(readProbe)).longTasks);
      await cdp.send('HeapProfiler.collectGarbage');
      heaps.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
    };
    const query = `contextId=${encodeURIComponent(contextId)}`;

    await section(rows, [figures.treeShown, figures.treeFilter], async () => {
      await page.goto(`${baseUrl}/frontend/cashpoints?${query}`);
      await page.locator(watched.tree).first().waitFor({ timeout: timeoutMs });
      rows.push(atMost(figures.treeShown[0], (await page.evaluate(readProbe)).firstSeen.tree!, 1000, msText));
      const input = page.getByLabel(texts.fleet.filterLabel, { exact: true });
      // Store numbers 20240–20249 exist in both fleet sizes, so the filtered tree still has rows.
      rows.push(debounced(figures.treeFilter, await filterMs(page, input, '2024', treeStatus), 100));
      await leavePage();
    });

    const planned = [figures.reportShown, figures.reportFilter, figures.reportSort];
    await section(rows, planned, async () => {
      await page.goto(`${baseUrl}/frontend/cashpoint-report?${query}`);
      await page.locator(watched.reportRow).first().waitFor({ timeout: timeoutMs });
      rows.push(atMost(figures.reportShown[0], (await page.evaluate(readProbe)).firstSeen.reportRow!, 1000, msText));
      const store = page.locator('.report-filters').getByLabel(columns.storeId, { exact: true });
      // Stores 20245 and up: rows in both fleet sizes.
      rows.push(debounced(figures.reportFilter, await filterMs(page, store, '245', watched.reportRow), 200));
      const sorted = page.evaluate(whenTextChanges, { selector: watched.reportRow, timeoutMs });
      await page.getByRole('columnheader', { name: columns.cashpointVersion }).locator('button.report-sort').click();
      const sortedAt = await sorted;
      const sortMs = sortedAt < 0 ? undefined : sortedAt - (await page.evaluate(readProbe)).lastClick;
      rows.push(debounced(figures.reportSort, sortMs, 200));
      await leavePage();
    });

    rows.push(atMost(longTaskFigure[0], Math.max(0, ...longTasks), 100, msText));
    rows.push(
      heaps.length
        ? atMost(heapFigure[0], Math.max(...heaps), 100 * 1024 * 1024, mb)
        : notMeasured(...heapFigure, 'keine Seite geladen'),
    );
    return rows;
  } finally {
    await browser.close();
  }
}

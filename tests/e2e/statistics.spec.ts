import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

interface ContextSummary {
  key: string;
  name: string;
  cashpointCount: number;
}

const metrics = [
  'Anzahl Filialen',
  'Anzahl Kassen',
  'Anzahl STORE-Instanzen',
  'Ausstehende Kassen-Updates',
  'Ausstehende STORE-Updates',
];

const percent = (value: number, total: number) =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    total > 0 ? (value / total) * 100 : 0,
  );

/** Hovers the middle of the first slice of a drill-down donut (margins 125 / 36, hole 55 %). */
async function hoverFirstSlice(page: Page, chart: Locator, share: number) {
  await chart.scrollIntoViewIfNeeded();
  const box = (await chart.locator('svg').boundingBox())!;
  const radius = Math.min(box.width - 250, box.height - 72) / 2;
  const middle = radius * 0.775;
  const angle = Math.PI * share;
  await page.mouse.move(
    box.x + box.width / 2 + middle * Math.sin(angle),
    box.y + box.height / 2 - middle * Math.cos(angle),
  );
}

test('statistics: five charts per count, tooltips, keyboard readout and both version drill-downs', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await loginAs(page, 'admin');
  // Below 1200 px the main menu folds behind its toggle.
  await page.getByRole('button', { name: 'Menü ein- und ausklappen' }).click();
  await page.getByRole('link', { name: 'Statistiken', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistiken' })).toBeVisible();
  const { contexts } = (await (await page.request.get('/api/frontend/statistics')).json()) as {
    contexts: ContextSummary[];
  };
  // The six demo contexts, plus any another spec created on the shared server (at most 15: 400 px).
  expect(contexts.map((c) => c.key)).toEqual(
    expect.arrayContaining(['INTERN', 'MEGAMARKT', 'NORDMARKT', 'OSTBAU', 'SUEDKAUF', 'WESTFRISCH']),
  );
  expect(contexts.length).toBeLessThanOrEqual(15);

  // Five counts, each with a donut and a bar chart, 400 px wide at up to 15 contexts.
  for (const title of metrics) {
    const card = page.getByRole('region', { name: title });
    await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const donut = card.getByRole('group', { name: `${title} je Kontext, Ringdiagramm` });
    const bars = card.getByRole('group', { name: `${title} je Kontext, Balkendiagramm` });
    await expect(bars.locator('svg')).toHaveAttribute('width', '400');
    await expect(donut.locator('svg, .chart-empty')).toBeVisible();
  }

  // A bar's tooltip: count and percentage with one decimal.
  const cashpoints = page.getByRole('region', { name: 'Anzahl Kassen' });
  const total = contexts.reduce((sum, c) => sum + c.cashpointCount, 0);
  const megamarkt = contexts.find((c) => c.key === 'MEGAMARKT')!;
  const bar = cashpoints.getByRole('group', { name: /Balkendiagramm/ }).locator('rect[fill="#cc79a7"]');
  await bar.hover();
  // The tooltip sits inside the chart, which is hidden from screen readers (they get the readout).
  const tooltip = page.locator('.chart-tooltip');
  await expect(tooltip).toHaveText(
    `Megamarkt Handels AG: ${megamarkt.cashpointCount} (${percent(megamarkt.cashpointCount, total)} %)`,
  );
  // The y axis starts at 0 and has integer ticks only.
  const ticks = await cashpoints
    .getByRole('group', { name: /Balkendiagramm/ })
    .locator('svg g text')
    .allTextContents();
  expect(ticks).toContain('0');
  expect(ticks.filter((t) => /^\d+$/.test(t)).length).toBeGreaterThan(2);
  expect(ticks.some((t) => /^\d+[.,]\d+$/.test(t))).toBe(false);
  await page.mouse.move(0, 0);

  // The keyboard: one stop per chart, arrows walk through the customers.
  const donut = cashpoints.getByRole('group', { name: /Ringdiagramm/ });
  await donut.focus();
  const first = contexts[0]!;
  await expect(cashpoints.locator('.chart-readout').first()).toHaveText(
    `${first.name}: ${first.cashpointCount} (${percent(first.cashpointCount, total)} %)`,
  );
  await page.keyboard.press('ArrowRight');
  const second = contexts[1]!;
  await expect(cashpoints.locator('.chart-readout').first()).toHaveText(
    `${second.name}: ${second.cashpointCount} (${percent(second.cashpointCount, total)} %)`,
  );
  await page.screenshot({ path: 'test-results/screens/statistics.png', fullPage: true });

  // Drill-down: customer and cashpoint version.
  const registers = page.getByRole('region', { name: 'Kassenversion im Kontext' });
  await registers.getByLabel('Kontext').selectOption({ label: 'Nordmarkt GmbH' });
  await registers.getByLabel('Kassenversion').selectOption({ label: '5.13.1 (kasse-5.13.1.zip)' });
  const registerHeading = 'Installationsstatus der ausgewählten Kassenversion 5.13.1 beim Kunden Nordmarkt GmbH';
  await expect(registers.getByRole('heading', { level: 3 })).toHaveText(registerHeading);
  const registerChart = registers.getByRole('group', { name: `${registerHeading}, Installationsstatus` });
  await expect(registerChart.locator('svg')).toBeVisible();
  const stats = (await (
    await page.request.get('/api/frontend/statistics/cashpoint-versions/kasse-5.13.1.zip?contextId=NORDMARKT')
  ).json()) as { countInstalled: number; countNotInstalled: number };
  const targets = stats.countInstalled + stats.countNotInstalled;
  expect(targets).toBe(contexts.find((c) => c.key === 'NORDMARKT')!.cashpointCount);
  await expect(registerChart.locator('svg text', { hasText: /^Installiert$/ })).toBeVisible();
  // The second slice by keyboard, not by its label beside the donut: the simulated registers keep
  // installing 5.13.1, and a slice below 14° gets no such label, so late in a slow run it has none.
  await registerChart.focus();
  await expect(registers.locator('.chart-readout')).toHaveText(/^Installiert: \d+ \(\d{1,3},\d %\)$/);
  await registerChart.press('ArrowRight');
  await expect(registers.locator('.chart-readout')).toHaveText(/^Nicht installiert: \d+ \(\d{1,3},\d %\)$/);
  await registerChart.blur();
  await hoverFirstSlice(page, registerChart, stats.countInstalled / targets);
  // The chart shows what the page fetched before `stats`: the simulated registers may have installed
  // more since, never fewer. Its tooltip names its own count with that count's share of the targets.
  await expect(tooltip).toHaveText(/^Installiert: \d+ \(\d{1,3},\d %\)$/);
  const shown = Number((await tooltip.textContent())!.match(/^Installiert: (\d+)/)![1]);
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(stats.countInstalled);
  await expect(tooltip).toHaveText(`Installiert: ${shown} (${percent(shown, targets)} %)`);
  await expect(page).toHaveURL(/cashpointCustomer=NORDMARKT&cashpointVersion=kasse-5.13.1.zip/);

  // Drill-down: customer and store version.
  const stores = page.getByRole('region', { name: 'Storeversion im Kontext' });
  await stores.getByLabel('Kontext').selectOption({ label: 'Südkauf AG' });
  await stores.getByLabel('Storeversion').selectOption({ label: '8.5.0 (store-8.5.0.zip)' });
  const storeHeading = 'Installationsstatus der ausgewählten Storeversion 8.5.0 beim Kunden Südkauf AG';
  await expect(stores.getByRole('heading', { level: 3 })).toHaveText(storeHeading);
  const storeChart = stores.getByRole('group', { name: `${storeHeading}, Installationsstatus` });
  await expect(storeChart.locator('svg')).toBeVisible();
  await storeChart.focus();
  await expect(stores.locator('.chart-readout')).toHaveText(/^Installiert: \d+ \(\d{1,3},\d %\)$/);

  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/screens/statistics-drilldowns.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

/** The boxes of the five count cards and of the cell with the drill-downs (the page not scrolled). */
async function cardBoxes(page: Page) {
  await expect(page.getByRole('region', { name: metrics[4] }).locator('.chart-bar svg')).toBeVisible();
  const box = async (locator: Locator) => (await locator.boundingBox())!;
  const cards = await Promise.all(metrics.map((name) => box(page.getByRole('region', { name }))));
  const drillDowns = await box(page.locator('.statistics-drilldowns'));
  return { cards, drillDowns };
}

for (const { width, height, columns } of [
  { width: 1440, height: 900, columns: 3 },
  { width: 1280, height: 720, columns: 2 },
]) {
  test(`statistics at ${width}x${height}: charts at full width, ${columns} cards a row, the drill-downs after the fifth, no empty band`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Statistiken', exact: true }).click();
    const { cards, drillDowns } = await cardBoxes(page);

    // Every chart of a count has the width for up to 15 contexts (the demo has six), inside its card.
    for (const [index, name] of metrics.entries()) {
      const svgs = page.getByRole('region', { name }).locator('.chart-frame svg');
      await expect(svgs).toHaveCount(2);
      for (const svg of await svgs.all()) {
        await expect(svg).toHaveAttribute('width', '400');
        const chart = (await svg.boundingBox())!;
        expect(chart.x).toBeGreaterThanOrEqual(cards[index]!.x);
        expect(chart.x + chart.width).toBeLessThanOrEqual(cards[index]!.x + cards[index]!.width);
      }
    }
    // The first row holds `columns` cards of one width; the drill-downs take the cell after the fifth.
    const firstRow = cards.filter((card) => card.y === cards[0]!.y);
    expect(firstRow).toHaveLength(columns);
    for (const card of firstRow) expect(card.width).toBeCloseTo(cards[0]!.width, 0);
    expect(drillDowns.y).toBe(cards[4]!.y);
    expect(drillDowns.x).toBeCloseTo(cards[5 % columns]!.x, 0);
    expect(drillDowns.width).toBeCloseTo(cards[0]!.width, 0);
    // No empty band: the last row of cards ends at the bottom of the page (its padding aside).
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    const lastBottom = Math.max(...[...cards, drillDowns].map((card) => card.y + card.height));
    expect(pageHeight - lastBottom).toBeLessThan(64);
    for (const card of cards.filter((c) => c.y === cards[4]!.y)) {
      expect(card.y + card.height).toBeGreaterThan(lastBottom - 64);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screens/statistics-${width}.png`, fullPage: true });
  });
}

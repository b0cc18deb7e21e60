import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// 'Versionen im Verlauf' in Statistiken (issue 53): the demo's 90 days as stacked bars, the table
// alternative, this week against last week, and the accessibility checks in both schemes.

const title = 'Versionen im Verlauf';

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: the versions chart in Statistiken with its table alternative`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin');
    await page.goto('/frontend/statistics?historyCustomer=MEGAMARKT');
    const card = page.getByRole('region', { name: title });
    const chart = card.getByRole('group', {
      name: 'Kassen je Version und Tag im Kontext Megamarkt Handels AG, gestapeltes Balkendiagramm',
    });
    await expect(chart.locator('svg')).toBeVisible();
    const reply = await page.request.get('/api/frontend/history/versions?contextId=MEGAMARKT&days=90');
    const history = (await reply.json()) as { days: { day: string }[]; versions: (string | null)[] };
    // The demo's seeded past and today's snapshot: 90 days.
    expect(history.days).toHaveLength(90);

    // The table alternative: there for screen readers, shown on request, a row a day.
    const table = card.getByRole('table', { name: 'Kassen je Version und Tag im Kontext Megamarkt Handels AG' });
    await expect(table).toBeAttached();
    await expect(table).not.toBeInViewport();
    await card.getByRole('button', { name: 'Tabelle anzeigen' }).click();
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(91);
    const newest = history.days.at(-1)!.day;
    const [y, m, d] = newest.split('-');
    await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(`${d}.${m}.${y}`);

    // Keyboard: the chart is one stop; the arrow keys read the days out.
    await chart.focus();
    await expect(card.locator('.chart-readout')).toContainText(`${d}.${m}.${y}:`);
    await page.keyboard.press('Home');
    const [fy, fm, fd] = history.days[0]!.day.split('-');
    await expect(card.locator('.chart-readout')).toContainText(`${fd}.${fm}.${fy}:`);

    await expect(card.getByRole('table', { name: /^Kassen je Version am / })).toBeVisible();
    const csv = card.getByRole('link', {
      name: 'Versionen im Verlauf des Kontexts Megamarkt Handels AG als CSV herunterladen',
    });
    await expect(csv).toHaveAttribute('href', '/api/frontend/history/versions.csv?contextId=MEGAMARKT&days=90');
    await expectNoSeriousA11yViolations(page);
  });

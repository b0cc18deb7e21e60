import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { reportTable } from './reportHelpers';

// The register report at 1440 × 900 (issue 46), in both colour schemes: the fixed columns stay in
// place while the table scrolls sideways and cast a shadow; the right edge says when columns lie
// beyond it; a legend explains the colours and a coloured row gives its reason at its start.

const frame = (page: Page) => page.locator('.report-frame');
const scroller = (page: Page) => page.locator('.report-scroll');

for (const scheme of ['light', 'dark'] as const) {
  test(`register report cues at 1440 px (${scheme}): sticky first columns, edge shadows, legend, row reasons`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Auswertungen' }).click();
    await page.getByRole('link', { name: 'Kassen-Auswertung' }).click();
    await page.getByLabel('Kontext', { exact: true }).selectOption({ label: 'Megamarkt Handels AG' });
    await expect(reportTable(page).locator('tbody tr').first()).toBeVisible();

    // Wider than the view: the right edge is shaded and says so; nothing is scrolled yet.
    await expect(frame(page)).toHaveAttribute('data-more-right', 'true');
    await expect(page.getByText('Weitere Spalten rechts: seitlich scrollen')).toBeVisible();
    await expect(frame(page)).not.toHaveAttribute('data-scrolled', /.*/);
    const legend = page.getByRole('list', { name: 'Farben der Zellen' });
    await expect(legend).toBeVisible();
    await expect(legend).toContainText('Fehler: Wert fehlt oder ist falsch; ganze Zeile: offline');

    // A warning row carries its mark with the reason.
    await page.getByLabel('Nur mit Warnungen').check();
    const marked = reportTable(page).locator('tbody tr[data-reason]').first();
    await expect(marked).toBeVisible();
    const reason = await marked.getAttribute('data-reason');
    expect(reason).toBeTruthy();
    await expect(marked.locator('.row-reason-mark')).toHaveAttribute('title', reason!);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/report-cues-${scheme}.png` });

    // Scrolled to the end: the fixed columns stay where they were and cast their shadow.
    const firstHeader = page.locator('th[data-column="storeId"]');
    const before = (await firstHeader.boundingBox())!.x;
    await scroller(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(frame(page)).toHaveAttribute('data-scrolled', 'true');
    await expect(frame(page)).not.toHaveAttribute('data-more-right', /.*/);
    expect((await firstHeader.boundingBox())!.x).toBeCloseTo(before, 0);
    const edge = page.locator('th[data-column="posType"]');
    await expect(edge).toHaveClass(/report-sticky-edge/);
    expect(await edge.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `test-results/screens/report-cues-scrolled-${scheme}.png` });
  });
}

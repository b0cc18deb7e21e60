import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { dayFrom, reportFiscalTses } from './fiscalTses';
import { loginAs } from './login';

// Issue 50, the cockpit 'Fiskal' in both colour schemes: the chart of expiries per month has its
// table, a month of the chart (by keyboard, as a click on its bar does) filters the list, a register
// of that list opens with its TSE section and history, and a swap is planned and deleted again. The
// TSEs are the spec's own: registers of stores 9991–9994 report them (fiscalTses.ts).

const usb = 'E2E-USB-9991-1';
const monthNames = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const germanDay = (day: string) => day.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

/** The month (as the page names it) in which the USB TSE's certificate ends, and its place in the chart. */
function usbMonth() {
  const end = dayFrom(45);
  const now = new Date();
  const [year, month] = [Number(end.slice(0, 4)), Number(end.slice(5, 7))];
  const index = (year - now.getUTCFullYear()) * 12 + month - 1 - now.getUTCMonth();
  return { name: `${monthNames[month - 1]} ${year}`, index };
}

async function openCockpit(page: Page) {
  await page.goto('/frontend/fiskal?contextId=NORDMARKT');
  await expect(page.getByRole('heading', { level: 1, name: 'Fiskal' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'TSE-Liste' }).getByRole('button', { name: `Verlauf der TSE ${usb} anzeigen` }),
  ).toBeVisible();
  await page.locator('.fiscal-chart svg').first().waitFor();
}

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: the fiscal cockpit from a month of the chart to a register's TSE, and a planned swap`, async ({
    page,
  }) => {
    // Three axe runs, a register's details and two dialogs: longer than the default minute on a busy machine.
    test.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: scheme });
    await reportFiscalTses(page.request);
    await loginAs(page, 'admin');
    // A plan an earlier run left (it stopped before its deletion) would make the button 'Plan ändern'.
    const cleared = await page.request.post(`/api/frontend/tse/${usb}/plan-swap/delete`, {
      data: { contextId: 'NORDMARKT' },
    });
    expect(cleared.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await openCockpit(page);

    const attention = page.getByRole('table', { name: 'TSE mit Handlungsbedarf' });
    await expect(
      attention.getByRole('row').filter({ hasText: 'E2E-SD-9991-2' }).getByText('abgelaufen', { exact: true }),
    ).toBeVisible();
    await expect(
      attention.getByRole('row').filter({ hasText: 'E2E-USB-9993-1' }).getByText('Export fehlgeschlagen'),
    ).toBeVisible();
    await expect(
      attention.getByRole('row').filter({ hasText: 'E2E-CLOUD-9994-1' }).getByText('nicht betriebsbereit'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The chart's table alternative: the same numbers, one row per month.
    const { name: month, index } = usbMonth();
    await page.getByRole('button', { name: 'Tabelle anzeigen' }).click();
    const numbers = page.getByRole('table', { name: 'Ablaufende TSE je Monat' });
    await expect(numbers).toBeVisible();
    await expect(numbers.getByRole('row')).toHaveCount(25);
    const monthRow = numbers
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Liste auf ${month} filtern` }) });
    expect(Number(await monthRow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Tabelle ausblenden' }).click();

    // A month of the chart by keyboard: the readout names it, Enter filters the list.
    const chart = page.getByRole('group', { name: /ablaufende TSE je Monat der nächsten 24 Monate/ });
    await chart.focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowRight');
    await expect(page.locator('.fiscal-chart-readout')).toContainText(`${month}: `);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `TSE mit Ablauf im ${month}` })).toBeVisible();
    const monthList = page.getByRole('table', { name: `TSE mit Ablauf im ${month}` });
    await expect(monthList.getByRole('button', { name: `Verlauf der TSE ${usb} anzeigen` })).toBeVisible();
    await expect(monthList.getByText('E2E-LAN-9992')).toHaveCount(0);

    // A click on the month's bar does the same: the bar under the readout's month.
    await page.getByRole('button', { name: 'Monatsfilter aufheben' }).click();
    await expect(page.getByRole('heading', { name: 'Alle TSE' })).toBeVisible();
    const svg = page.locator('.fiscal-chart svg').first();
    const width = (await svg.boundingBox())!.width;
    const band = (width - 48) / 24;
    // Just above the axis (the chart is 260 px high, 30 px of it below the axis): inside any bar that is not empty.
    await svg.click({ position: { x: 40 + band * (index + 0.5), y: 260 - 30 - 2 } });
    await expect(page.getByRole('heading', { name: `TSE mit Ablauf im ${month}` })).toBeVisible();

    // From the month's list to the register and its TSE section with the TSE's history.
    await monthList.getByRole('link', { name: 'Filiale 9991, Kasse 1 öffnen' }).click();
    const details = page.locator('.details-card');
    await expect(details.getByRole('heading', { name: /Kasse 1 · Filiale 9991/ })).toBeVisible();
    const section = details.getByRole('region', { name: 'TSE' });
    await expect(section.getByText(usb, { exact: true })).toBeVisible();
    await expect(section.getByText('(45 Tage)')).toBeVisible();
    await section.getByRole('button', { name: 'Verlauf der TSE' }).click();
    const history = page.getByRole('dialog', { name: `Verlauf der TSE ${usb}` });
    await expect(history.getByRole('table', { name: 'Ereignisse der TSE' }).getByText('Zuerst gemeldet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await history.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(history).toBeHidden();

    // 'Austausch planen': a day in the past is refused, a coming one saved with its note, then deleted.
    await openCockpit(page);
    const row = page.getByRole('table', { name: 'TSE-Liste' }).getByRole('row').filter({ hasText: usb });
    await row.getByRole('button', { name: `Austausch der TSE ${usb} planen` }).click();
    const dialog = page.getByRole('dialog', { name: `Austausch planen: TSE ${usb}` });
    await dialog.getByLabel('Geplant am').fill(germanDay(dayFrom(-3)));
    await dialog.getByLabel('Geplant am').press('Tab');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Der Tag darf nicht in der Vergangenheit liegen.')).toBeVisible();
    await dialog.getByLabel('Geplant am').fill(germanDay(dayFrom(20)));
    await dialog.getByLabel('Geplant am').press('Tab');
    await dialog.getByLabel('Notiz').fill(`Tausch durch Techniker (${scheme})`);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Der Austausch ist geplant.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText(germanDay(dayFrom(20)))).toBeVisible();
    await expect(row.getByText(`Tausch durch Techniker (${scheme})`)).toBeVisible();

    await row.getByRole('button', { name: `Geplanten Austausch der TSE ${usb} löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Geplanten Austausch löschen?' });
    await confirm.getByRole('button', { name: 'Plan löschen' }).click();
    await expect(page.getByText('Der geplante Austausch ist gelöscht.')).toBeVisible();
    await expect(row.getByRole('button', { name: `Geplanten Austausch der TSE ${usb} löschen` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Austausch der TSE ${usb} planen` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// Issue 52, a store's Kassenmeldung in both colour schemes: the print view shows what the report's
// JSON holds in the form's order (taxpayer, Betriebsstätte, each system with its TSE and serial),
// printed without the frame; it is marked as reported with a transfer ticket, which closes the due
// changes and puts the report into the history. The demo's store 1005 of NORDMARKT is complete.

const storeUid = 'jgxsz4i2psjpm15lq05g';
const url = `/frontend/kassenmeldungen/${storeUid}?contextId=NORDMARKT`;

interface Report {
  taxpayer: { taxNumber: string };
  store: { street: string; postalCode: string };
  registers: { posId: string; serialNumber: string; inService: boolean; tse: { serial: string } | null }[];
}

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: a store's Kassenmeldung printed as its data say, then marked as reported`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    const reply = await page.request.get(`/api/frontend/fiscal/notifications/${storeUid}?contextId=NORDMARKT`);
    expect(reply.status()).toBe(200);
    const report = (await reply.json()) as Report;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: /^Kassenmeldung 1005 / })).toBeVisible();
    await expect(page.getByText('Alle Angaben vollständig.')).toBeVisible();

    const sheet = page.locator('article.tax-notice-sheet').first();
    const value = (part: ReturnType<typeof page.locator>, label: string) =>
      part.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value(sheet, 'Steuernummer')).toHaveText(report.taxpayer.taxNumber);
    await expect(value(sheet, 'Straße und Hausnummer')).toHaveText(report.store.street);
    await expect(value(sheet, 'Postleitzahl')).toHaveText(report.store.postalCode);
    await expect(value(sheet, 'Anzahl der Systeme')).toHaveText(String(report.registers.length));
    for (const [index, register] of report.registers.entries()) {
      const part = page.getByRole('region', { name: new RegExp(`^System ${index + 1} · Kasse ${register.posId}\\b`) });
      await expect(value(part, 'Seriennummer')).toHaveText(register.serialNumber);
      await expect(value(part, 'Seriennummer der TSE')).toHaveText(register.tse?.serial ?? '–');
      if (!register.inService) await expect(part.getByText('außer Betrieb genommen')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // On paper: the report alone, under its title, without the menu, toolbar or history.
    await page.emulateMedia({ media: 'print', colorScheme: scheme });
    await expect(page.locator('header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Bisherige Meldungen' })).toBeHidden();
    await expect(page.locator('.tax-notice-print-head')).toContainText('Kassenmeldung 1005');
    await expect(value(sheet, 'Steuernummer')).toBeVisible();
    await page.emulateMedia({ media: 'screen', colorScheme: scheme });

    const ticket = `e2e-${scheme}-${Date.now()}`;
    await page.getByRole('button', { name: 'Als gemeldet markieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kassenmeldung als gemeldet markieren' });
    await dialog.getByLabel('Transferticket', { exact: true }).fill(ticket);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: ticket })).toBeVisible();
    await expect(page.getByText('Keine Änderung fällig.')).toBeVisible();
    await expect(page.getByText('außer Betrieb genommen')).toHaveCount(0);
  });

import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// Issue 52, the Kassenmeldung as an operator works it, in both colour schemes: the page
// 'Kassenmeldungen' lists the stores whose report is due (SUEDKAUF's past its deadline) and leads to
// a store's report; a store whose register lacks its serial number is completed from the report
// itself, the print view then shows what was typed, and the report is marked as sent with a
// Mein ELSTER transfer ticket. Every stop axe-clean. (taxNoticeReport.spec.ts prints and marks a
// store that is complete from the start.)

interface Report {
  storeUid: string;
  store: { storeId: string };
  registers: { posId: string; missing: string[] }[];
}

for (const [index, scheme] of (['light', 'dark'] as const).entries())
  test(`${scheme}: the due reports listed, a store's missing serial number completed, its report sent`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');

    // The list: SUEDKAUF's store past its deadline, among the overdue, leading to its report.
    await page.goto('/frontend/kassenmeldungen?contextId=SUEDKAUF&state=overdue');
    await expect(page.getByRole('heading', { level: 1, name: 'Kassenmeldungen' })).toBeVisible();
    const overdue = page.getByRole('table', { name: 'Kassenmeldungen: Überfällig' });
    await expect(overdue.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Erstmeldung aller Filialen' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await overdue.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Kassenmeldung 1003 / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fällige Änderungen' })).toBeVisible();

    // A NORDMARKT store whose register lacks only its serial number (the demo's master data lacks a
    // fact here and there); each scheme takes another.
    const reply = await page.request.get('/api/frontend/fiscal/initial-reports?contextId=NORDMARKT&size=100');
    expect(reply.status()).toBe(200);
    const lacking = ((await reply.json()) as { rows: Report[] }).rows.filter(
      (r) =>
        r.registers.every((g) => g.missing.length === 0 || g.missing.join() === 'serialNumber') &&
        r.registers.some((g) => g.missing.join() === 'serialNumber'),
    );
    const report = lacking[index]!;
    const register = report.registers.find((g) => g.missing.length > 0)!;
    await page.goto(`/frontend/kassenmeldungen/${report.storeUid}?contextId=NORDMARKT`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^Kassenmeldung ${report.store.storeId} `) }),
    ).toBeVisible();
    const system = page.getByRole('region', { name: new RegExp(` · Kasse ${register.posId}\\b`) });
    await expect(system.getByText('Es fehlt: Seriennummer')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Als gemeldet markieren' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const serial = `SN-E2E-${scheme}-${register.posId}`;
    await system.getByRole('button', { name: `Angaben zu Kasse ${register.posId} ändern` }).click();
    const form = page.getByRole('dialog', { name: new RegExp(`^Kasse ${report.store.storeId}-${register.posId} für`) });
    await form.getByLabel('Seriennummer', { exact: true }).fill(serial);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Alle Angaben vollständig.')).toBeVisible();
    const value = system.locator('dt', { hasText: /^Seriennummer$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(value).toHaveText(serial);

    // On paper the serial as typed, without the buttons that lead to the forms.
    await page.emulateMedia({ media: 'print', colorScheme: scheme });
    await expect(value).toHaveText(serial);
    await expect(system.getByRole('button', { name: /ändern$/ })).toBeHidden();
    await page.emulateMedia({ media: 'screen', colorScheme: scheme });

    const ticket = `et-${scheme}-${Date.now()}`;
    await page.getByRole('button', { name: 'Als gemeldet markieren' }).click();
    const mark = page.getByRole('dialog', { name: 'Kassenmeldung als gemeldet markieren' });
    await mark.getByLabel('Transferticket', { exact: true }).fill(ticket);
    await mark.getByRole('button', { name: 'Speichern' }).click();
    await expect(mark).toBeHidden();
    await expect(page.getByRole('cell', { name: ticket })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

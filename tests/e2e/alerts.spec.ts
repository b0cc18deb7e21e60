import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// The demo's fleet starts with registers that never report and failed installations, and the
// alert checks run once when the server starts, so the page has open alerts from the beginning.

test('an operator acknowledges an open alert with a comment and sees it acknowledged', async ({ page }) => {
  await loginAs(page, 'operator');
  await page.getByRole('link', { name: 'Alarme', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alarme' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Offen' });
  await expect(page).toHaveURL(/state=open/);

  const table = page.getByRole('table', { name: 'Alarme' });
  const acknowledge = table.getByRole('button', { name: /^Alarm .* bestätigen$/ }).first();
  await expect(acknowledge).toBeVisible();
  await expect(table.getByText('Offen', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await acknowledge.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The comment is required: sending none says so and keeps the dialog open.
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog.getByText('Bitte einen Kommentar eingeben')).toBeVisible();

  const comment = `Techniker ist informiert (${Date.now()})`;
  await dialog.getByLabel('Kommentar').fill(comment);
  await dialog.getByLabel('Kommentar').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Der Alarm wurde bestätigt.')).toBeVisible();

  const row = table.getByRole('row').filter({ hasText: comment });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Bestätigt', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Otto Operator, /)).toBeVisible();
  await expect(row.getByRole('button', { name: /bestätigen$/ })).toHaveCount(0);

  // Still acknowledged after a reload: the server kept it.
  await page.reload();
  await expect(
    table.getByRole('row').filter({ hasText: comment }).getByText('Bestätigt', { exact: true }),
  ).toBeVisible();
});

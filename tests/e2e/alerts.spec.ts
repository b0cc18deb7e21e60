import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';
import { openAdminPage } from './menu';

// A store server of a store the simulated fleet does not know reports its TSE server stopped: the
// alert checks (every 5 s in the e2e server) open a 'Dienst gestoppt' alert that nothing closes,
// unlike the simulated fleet's own alerts, which come and go with its services and installations.
const storeId = '9901';

test('an operator acknowledges an open alert with a comment and sees it acknowledged', async ({ page }) => {
  await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
    storeId,
    storeName: 'Testfiliale Alarme',
    agentVersion: '2.9.1',
    agentInfo: { appValues: { tseserverrunning: false } },
  });
  await loginAs(page, 'operator');
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped');
      const { alerts } = (await reply.json()) as { alerts: { storeId: string | null }[] };
      return alerts.some((alert) => alert.storeId === storeId);
    })
    .toBe(true);

  await page.getByRole('link', { name: 'Alarme', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alarme' })).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'Offen' });
  await expect(page).toHaveURL(/state=open/);
  await page.getByLabel('Art', { exact: true }).selectOption({ label: 'Dienst gestoppt' });
  await expect(page).toHaveURL(/kind=serviceStopped/);

  const table = page.getByRole('table', { name: 'Alarme' });
  const acknowledge = table.getByRole('button', {
    name: new RegExp(`^Alarm Dienst gestoppt .*${storeId}.* bestätigen$`),
  });
  await expect(acknowledge).toBeVisible();
  await expect(table.getByText('Offen', { exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await acknowledge.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
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
  await expect(row.getByRole('button', { name: /^Kommentar zum Alarm .* ändern$/ })).toBeVisible();

  // Still acknowledged after a reload: the server kept it.
  await page.reload();
  await expect(
    table.getByRole('row').filter({ hasText: comment }).getByText('Bestätigt', { exact: true }),
  ).toBeVisible();

  // The store the spec made goes again (its alert closes with it), so the other specs see the demo.
  const reply = await page.request.get('/api/frontend/alerts?contextId=NORDMARKT&kind=serviceStopped&state=open');
  const { alerts } = (await reply.json()) as { alerts: { storeId: string | null; storeUid: string | null }[] };
  const storeUid = alerts.find((alert) => alert.storeId === storeId)!.storeUid!;
  const deleted = await page.request.delete(`/api/frontend/stores/delete/${storeUid}?contextId=NORDMARKT`);
  expect(deleted.status()).toBe(200);
});

test("an administrator changes a context's alert settings on the context dialog's tab", async ({ page }) => {
  await loginAs(page, 'admin');
  await openAdminPage(page, 'Kontexte');
  await page.getByRole('button', { name: 'Kontext OSTBAU bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontext OSTBAU bearbeiten' });
  await dialog.getByRole('tab', { name: 'Alarme' }).click();
  const minutes = dialog.getByLabel('Minuten offline');
  await expect(minutes).toHaveValue('30');
  await expect(dialog.getByText(/Kein Secret gesetzt\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await minutes.fill('45');
  await dialog.getByRole('checkbox', { name: 'Sa' }).check();
  await dialog.getByLabel('E-Mail-Empfänger (einer pro Zeile)').fill('leitstand@ostbau.de');
  // A host that never resolves (.invalid): the running demo must not send alerts to the internet.
  await dialog.getByLabel('Webhook-URL').fill('https://alarme.example.invalid/hook');
  await dialog.getByLabel('Neues Webhook-Secret').fill('ostbau-webhook-secret-2026');
  await dialog.getByRole('button', { name: 'Alarm-Einstellungen speichern' }).click();
  await expect(page.getByText('Die Alarm-Einstellungen wurden gespeichert.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the tab shows what was saved, and that a secret is set without showing it.
  await page.getByRole('button', { name: 'Kontext OSTBAU bearbeiten' }).click();
  await dialog.getByRole('tab', { name: 'Alarme' }).click();
  await expect(dialog.getByLabel('Minuten offline')).toHaveValue('45');
  await expect(dialog.getByRole('checkbox', { name: 'Sa' })).toBeChecked();
  await expect(dialog.getByLabel('E-Mail-Empfänger (einer pro Zeile)')).toHaveValue('leitstand@ostbau.de');
  await expect(dialog.getByLabel('Webhook-URL')).toHaveValue('https://alarme.example.invalid/hook');
  await expect(dialog.getByText(/Ein Secret ist gesetzt\./)).toBeVisible();
  await expect(dialog.getByLabel('Neues Webhook-Secret')).toHaveValue('');
});

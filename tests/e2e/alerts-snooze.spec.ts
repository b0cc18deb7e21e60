import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';

// Issue 46: an operator snoozes an alert; it leaves the list (snoozed alerts are hidden by default)
// and comes back with the filter, marked 'Stummgeschaltet bis hh:mm'. Then a confirmation is safe by
// default: deleting the spec's store asks with the store named, and Enter keeps it. Both colour
// schemes, each with a store of its own, so neither run sees the other's alert.

const schemes = [
  ['light', '9971'],
  ['dark', '9972'],
] as const;

async function openAlertUids(page: Page, storeId: string): Promise<{ storeUid: string | null }[]> {
  const reply = await page.request.get(
    '/api/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped&size=500',
  );
  const { alerts } = (await reply.json()) as { alerts: { storeId: string | null; storeUid: string | null }[] };
  return alerts.filter((alert) => alert.storeId === storeId);
}

for (const [scheme, storeId] of schemes)
  test(`${scheme}: an alert snoozed leaves the list, comes back with the filter, and a deletion asks safely`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
      storeId,
      storeName: `Testfiliale ${storeId}`,
      agentVersion: '2.9.1',
      agentInfo: { appValues: { tseserverrunning: false } },
    });
    await loginAs(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await expect.poll(async () => (await openAlertUids(page, storeId)).length).toBe(1);

    await page.goto('/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped&size=100');
    const table = page.getByRole('table', { name: 'Alarme' });
    const row = table.getByRole('row').filter({ hasText: `Filiale ${storeId}` });
    await row.getByRole('button', { name: new RegExp(`^Alarm Dienst gestoppt .*${storeId}.* stummschalten$`) }).click();
    const dialog = page.getByRole('dialog', { name: '1 Alarm stummschalten' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: '4 Stunden' }).check();
    await expect(dialog.getByRole('status')).toContainText('Endet am ');
    await dialog.getByLabel('Kommentar (optional)').fill('TSE-Techniker ist unterwegs');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Stummschalten' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 Alarm stummgeschaltet.')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByLabel('Stummgeschaltete').selectOption('Einbeziehen');
    await expect(page).toHaveURL(/snoozed=show/);
    await expect(
      row.getByText(/^Stummgeschaltet bis \d\d:\d\d$|^Stummgeschaltet bis \d\d\.\d\d\. \d\d:\d\d$/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Stummgeschaltete').selectOption('Nur diese');
    await expect(row).toHaveCount(1);

    // Safe by default: the store's deletion names it, and the focus is on 'Nein', so Enter keeps it.
    await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${storeId}`);
    await page.getByRole('button', { name: 'Filiale löschen' }).click();
    const confirm = page.getByRole('dialog', { name: `Filiale ${storeId} löschen` });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Nein' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    expect(await openAlertUids(page, storeId)).toHaveLength(1);

    // The store the spec made goes again (its alert closes with it), so the other specs see the demo.
    for (const alert of await openAlertUids(page, storeId)) {
      const deleted = await page.request.delete(`/api/frontend/stores/delete/${alert.storeUid}?contextId=NORDMARKT`);
      expect(deleted.status()).toBe(200);
    }
  });

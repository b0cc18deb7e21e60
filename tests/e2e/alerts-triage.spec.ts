import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';

// Issue 46, alert triage: an operator chooses three alerts in the table, takes them over at once and
// acknowledges them at once with one comment, in both colour schemes. The stores the spec makes report
// a stopped TSE server through the agent API (as alerts.spec.ts does), which opens alerts that stay;
// they go at the end. Each scheme has stores of its own, so neither run sees the other's alerts.

const schemes = [
  ['light', ['9961', '9962', '9963']],
  ['dark', ['9964', '9965', '9966']],
] as const;

interface ListedAlert {
  storeId: string | null;
  storeUid: string | null;
}

async function openAlertsOf(page: Page, storeIds: readonly string[]): Promise<ListedAlert[]> {
  const reply = await page.request.get(
    '/api/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped&size=500',
  );
  const { alerts } = (await reply.json()) as { alerts: ListedAlert[] };
  return alerts.filter((alert) => alert.storeId !== null && storeIds.includes(alert.storeId));
}

for (const [scheme, storeIds] of schemes)
  test(`${scheme}: an operator takes three alerts over and acknowledges them at once`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const storeId of storeIds)
      await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
        storeId,
        storeName: `Testfiliale ${storeId}`,
        agentVersion: '2.9.1',
        agentInfo: { appValues: { tseserverrunning: false } },
      });
    await loginAs(page, 'operator');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await expect.poll(async () => (await openAlertsOf(page, storeIds)).length).toBe(3);

    await page.goto('/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped&size=100');
    const table = page.getByRole('table', { name: 'Alarme' });
    const rowOf = (storeId: string) => table.getByRole('row').filter({ hasText: `Filiale ${storeId}` });
    const choose = async () => {
      for (const storeId of storeIds)
        await rowOf(storeId)
          .getByRole('checkbox', { name: new RegExp(`^Alarm Dienst gestoppt .*${storeId}.* auswählen$`) })
          .check();
    };

    await choose();
    const bar = page.getByRole('region', { name: 'Auswahl' });
    await expect(bar.getByText('3 Alarme ausgewählt')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await bar.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(page.getByText('3 Alarme übernommen.')).toBeVisible();
    await expect(bar).toBeHidden();
    for (const storeId of storeIds) {
      await expect(rowOf(storeId).getByText(/^Übernommen von Otto Operator am /)).toBeVisible();
      // Their own alert offers no 'Übernehmen' any more.
      await expect(rowOf(storeId).getByRole('button', { name: /übernehmen$/ })).toHaveCount(0);
    }

    await choose();
    await bar.getByRole('button', { name: 'Bestätigen' }).click();
    const dialog = page.getByRole('dialog', { name: '3 Alarme bestätigen' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Kommentar').fill('TSE-Server werden neu gestartet');
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('3 Alarme bestätigt.')).toBeVisible();
    for (const storeId of storeIds) {
      await expect(rowOf(storeId).getByText('Bestätigt', { exact: true })).toBeVisible();
      await expect(rowOf(storeId).getByText('TSE-Server werden neu gestartet')).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);

    // The stores the spec made go again (their alerts close with them), so the other specs see the demo.
    for (const alert of await openAlertsOf(page, storeIds)) {
      const deleted = await page.request.delete(`/api/frontend/stores/delete/${alert.storeUid}?contextId=NORDMARKT`);
      expect(deleted.status()).toBe(200);
    }
  });

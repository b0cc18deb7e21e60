import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';

// Issue 33: an operator takes an alert over and acknowledges it; puts a store into maintenance and
// sees the tree's mark, and the alert of a store in maintenance opens held. The stores the spec
// makes report through the agent API (as alerts.spec.ts does) and are deleted again at the end.

/** A store server of a new store whose TSE server is stopped: a 'Dienst gestoppt' alert opens. */
async function storeWithStoppedTse(page: Page, storeId: string) {
  await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
    storeId,
    storeName: `Testfiliale ${storeId}`,
    agentVersion: '2.9.1',
    agentInfo: { appValues: { tseserverrunning: false } },
  });
}

interface ListedAlert {
  uid: string;
  storeId: string | null;
  storeUid: string | null;
  maintenance: { reason: string } | null;
}

async function openAlertOf(page: Page, storeId: string): Promise<ListedAlert | undefined> {
  const reply = await page.request.get('/api/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped');
  const { alerts } = (await reply.json()) as { alerts: ListedAlert[] };
  return alerts.find((alert) => alert.storeId === storeId);
}

async function deleteStore(page: Page, storeUid: string) {
  const deleted = await page.request.delete(`/api/frontend/stores/delete/${storeUid}?contextId=NORDMARKT`);
  expect(deleted.status()).toBe(200);
}

test('an operator takes an alert over and acknowledges it', async ({ page }) => {
  const storeId = '9911';
  await storeWithStoppedTse(page, storeId);
  await loginAs(page, 'operator');
  await expect.poll(async () => (await openAlertOf(page, storeId)) !== undefined).toBe(true);

  await page.goto('/frontend/alerts?state=open&kind=serviceStopped');
  const table = page.getByRole('table', { name: 'Alarme' });
  const row = table.getByRole('row').filter({ hasText: storeId });
  const takeOver = row.getByRole('button', { name: new RegExp(`^Alarm Dienst gestoppt .*${storeId}.* übernehmen$`) });
  await expect(takeOver).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await takeOver.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Der Alarm wurde übernommen.')).toBeVisible();
  await expect(row.getByText(/^Übernommen von Otto Operator am \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();

  await row.getByRole('button', { name: /bestätigen$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kommentar').fill('Bin dran');
  await dialog.getByLabel('Kommentar').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Bestätigt', { exact: true })).toBeVisible();
  await expect(row.getByText(/^Übernommen von Otto Operator/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await deleteStore(page, (await openAlertOf(page, storeId))!.storeUid!);
});

test('an operator puts a store into maintenance, sees the mark, and its alert opens held', async ({ page }) => {
  const storeId = '9912';
  // The store first reports all well, so it exists before its maintenance.
  await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
    storeId,
    storeName: `Testfiliale ${storeId}`,
    agentVersion: '2.9.1',
    agentInfo: { appValues: { tseserverrunning: true } },
  });
  await loginAs(page, 'operator');
  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${storeId}`);
  await expect(page.getByRole('heading', { name: new RegExp(`^Filiale ${storeId}`) })).toBeVisible();

  await page.getByRole('button', { name: 'Wartung', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Wartung für Filiale ${storeId}` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Grund').fill('Umbau der Kassenzone');
  await dialog.getByLabel('Grund').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^In Wartung bis \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();
  const treeRow = page.getByRole('treeitem', { name: new RegExp(storeId) });
  await expect(treeRow.getByRole('img', { name: /^In Wartung bis .*: Umbau der Kassenzone$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Its TSE server stops now: the alert opens, held by the maintenance, and shows greyed.
  await storeWithStoppedTse(page, storeId);
  await expect.poll(async () => (await openAlertOf(page, storeId))?.maintenance?.reason).toBe('Umbau der Kassenzone');
  await page.goto('/frontend/alerts?state=open&kind=serviceStopped');
  const held = page.getByRole('table', { name: 'Alarme' }).getByRole('row').filter({ hasText: storeId });
  await expect(held.getByText('In Wartung: wird nicht gemeldet')).toBeVisible();
  await expect(held).toHaveClass(/alert-held/);
  await expectNoSeriousA11yViolations(page);

  // Ended again from the details, the mark goes.
  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${storeId}`);
  await page.getByRole('button', { name: 'Wartung beenden' }).click();
  await expect(page.getByRole('button', { name: 'Wartung', exact: true })).toBeVisible();
  await expect(
    page.getByRole('treeitem', { name: new RegExp(storeId) }).getByRole('img', { name: /Wartung/ }),
  ).toHaveCount(0);

  await deleteStore(page, (await openAlertOf(page, storeId))!.storeUid!);
});

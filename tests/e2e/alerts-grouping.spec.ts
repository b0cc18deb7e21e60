import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';

// Issue 46, alert triage: grouped 'Nach Filiale', a store's alerts are one row that names the store
// and counts its alerts, opens to show them, and chooses them all with its box. The spec's store
// (one per colour scheme, so neither run sees the other's) has two alerts of different kinds: its
// store server reports the TSE server stopped ('Dienst gestoppt') and an update's installation
// failed ('Installation fehlgeschlagen'), both through the agent API; they go with the store at the end.

const schemes = [
  ['light', '9981'],
  ['dark', '9982'],
] as const;

interface ListedAlert {
  kind: string;
  storeId: string | null;
  storeUid: string | null;
}

async function openAlertsOf(page: Page, storeId: string): Promise<ListedAlert[]> {
  const reply = await page.request.get('/api/frontend/alerts?contextId=NORDMARKT&state=open&size=500');
  const { alerts } = (await reply.json()) as { alerts: ListedAlert[] };
  return alerts.filter((alert) => alert.storeId === storeId);
}

/** A store update of the demo's NORDMARKT, for the spec's store server to report failed. */
async function storeUpdate(page: Page): Promise<string> {
  const reply = await page.request.get('/api/frontend/store-updates?contextId=NORDMARKT');
  const { syncfiles } = (await reply.json()) as { syncfiles: { filename: string }[] };
  return syncfiles.map((s) => s.filename).sort()[0]!;
}

/** `text` as a regular expression matches it (the store's name has brackets). */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const [scheme, storeId] of schemes)
  test(`${scheme}: grouped by store, a store's two alerts are one row that opens and chooses both`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
      storeId,
      storeName: `Testfiliale ${storeId}`,
      agentVersion: '2.9.1',
      agentInfo: { appValues: { tseserverrunning: false } },
    });
    await loginAs(page, 'operator');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await agentPost(page.request, 'NORDMARKT', '/api/agent/updates/report', {
      target: 'store',
      storeId,
      filename: await storeUpdate(page),
      installationStatus: 3,
      log: 'Installation abgebrochen',
      reportedAt: new Date().toISOString(),
    });
    await expect
      .poll(async () => (await openAlertsOf(page, storeId)).map((alert) => alert.kind).sort())
      .toEqual(['installFailed', 'serviceStopped']);

    // The newest first, so the spec's alerts are on the first page whatever the demo has open.
    await page.goto('/frontend/alerts?contextId=NORDMARKT&state=open&sort=newest&size=100');
    await page.getByLabel('Gruppieren').selectOption({ label: 'Nach Filiale' });
    await expect(page).toHaveURL(/group=store/);
    const table = page.getByRole('table', { name: 'Alarme' });
    const store = `Filiale ${storeId} Testfiliale ${storeId} (Nordmarkt GmbH)`;
    const opener = table.getByRole('button', { name: `${store}: 2 Alarme zeigen` });
    // The group's row, open or closed (its button's name says which).
    const group = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: new RegExp(`^${escaped(store)}: 2 Alarme `) }) });
    const alertBox = page.getByRole('checkbox', { name: new RegExp(`^Alarm .* Filiale ${storeId}.* auswählen$`) });
    const alertBoxes = table.locator(alertBox);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(group.getByText('2 Alarme', { exact: true })).toBeVisible();
    // Closed, the group shows none of its alerts.
    await expect(alertBoxes).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await opener.click();
    const closer = table.getByRole('button', { name: `${store}: 2 Alarme verbergen` });
    await expect(closer).toHaveAttribute('aria-expanded', 'true');
    await expect(alertBoxes).toHaveCount(2);
    const rows = table.getByRole('row').filter({ has: alertBox });
    await expect(rows.filter({ hasText: 'Dienst gestoppt' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Installation fehlgeschlagen' })).toHaveCount(1);

    // The group's box chooses both of its alerts.
    await group.getByRole('checkbox', { name: `Alle Alarme von ${store} auswählen` }).check();
    const bar = page.getByRole('region', { name: 'Auswahl' });
    await expect(bar.getByText('2 Alarme ausgewählt')).toBeVisible();
    for (const box of await alertBoxes.all()) await expect(box).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await group.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/alerts-grouped-${scheme}.png` });
    await bar.getByRole('button', { name: 'Auswahl aufheben' }).click();
    await expect(bar).toBeHidden();

    await closer.click();
    await expect(alertBoxes).toHaveCount(0);

    // The store the spec made goes again (its alerts close with it), so the other specs see the demo.
    const [alert] = await openAlertsOf(page, storeId);
    const deleted = await page.request.delete(`/api/frontend/stores/delete/${alert!.storeUid}?contextId=NORDMARKT`);
    expect(deleted.status()).toBe(200);
  });

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { agentPost } from './agentCalls';
import { loginAs } from './login';

// The timeline ('Verlauf', issue 53): from an alert to the 'Verlauf' of its store, where the alert's
// opening shows; a register's changed hosts entry as a diff (old struck, new marked); axe clean in
// the light and the dark colour scheme. A store the simulated fleet does not know: its store server
// reports its TSE server stopped (an alert nothing closes), its register two full heartbeats.
const storeId = '9953';

/** A register's full heartbeat with a hosts file naming the store server at `storeServer`. */
const registerBeat = (storeServer: string) => ({
  storeId,
  posId: '1',
  agentVersion: '3.4.0',
  posType: 'KASSE',
  currentVersion: 'kasse-5.13.1.zip',
  cashpointInfo: {
    commonConfigValues: [{ key: 'waehrung', value: 'EUR' }],
    serviceConfigValues: [],
    cashpointServiceStates: [],
    cashpointStatusInfo: [],
    activePromotions: [],
    hostsFile: `127.0.0.1\tlocalhost\n${storeServer}\tstore-server\n`,
  },
});

async function openTimelineTab(page: Page) {
  await page.getByRole('tab', { name: 'Verlauf' }).click();
  await expect(page.getByRole('heading', { name: 'Demnächst' })).toBeVisible();
}

test("from an alert to its store's 'Verlauf', and a register's changed hosts entry as a diff", async ({ page }) => {
  await agentPost(page.request, 'NORDMARKT', '/api/agent/store-agents/heartbeat', {
    storeId,
    storeName: 'Testfiliale Verlauf',
    agentVersion: '2.9.1',
    agentInfo: { appValues: { tseserverrunning: false } },
  });
  await agentPost(page.request, 'NORDMARKT', '/api/agent/cashpoints/heartbeat', registerBeat('10.3.0.10'));
  await agentPost(page.request, 'NORDMARKT', '/api/agent/cashpoints/heartbeat', registerBeat('10.3.0.20'));
  await loginAs(page, 'admin');
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped');
      const { alerts } = (await reply.json()) as { alerts: { storeId: string | null }[] };
      return alerts.some((alert) => alert.storeId === storeId);
    })
    .toBe(true);

  // The alert's place opens its store (its store server, whose alert it is); its 'Verlauf' shows the opening.
  await page.goto('/frontend/alerts?contextId=NORDMARKT&state=open&kind=serviceStopped');
  const table = page.getByRole('table', { name: 'Alarme' });
  await table
    .getByRole('link', { name: new RegExp(`${storeId}`) })
    .first()
    .click();
  await openTimelineTab(page);
  const events = page.getByRole('list', { name: 'Verlauf' });
  await expect(events.getByText('Alarm geöffnet: Dienst gestoppt', { exact: true })).toBeVisible();

  // The store in the register tree: its 'Verlauf' has the alert and its register's change.
  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${storeId}`);
  await openTimelineTab(page);
  await expect(events.getByText('Alarm geöffnet: Dienst gestoppt', { exact: true })).toBeVisible();
  await expect(events.getByRole('listitem').filter({ hasText: 'hosts:store-server' })).toContainText('Kasse 1');

  // The register: the hosts entry as one event, the old value struck and the new one marked.
  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${storeId}&1`);
  await openTimelineTab(page);
  const hosts = events.getByRole('listitem').filter({ hasText: 'hosts:store-server' });
  await expect(hosts).toHaveCount(1);
  await expect(hosts.locator('del')).toHaveText('10.3.0.10');
  await expect(hosts.locator('ins')).toHaveText('10.3.0.20');

  // Only the changes, by the kind filter.
  for (const kind of ['Verbindung', 'Version', 'TSE', 'Alarm', 'Protokoll', 'Aktion', 'Rollout', 'Wartung'])
    await page.getByRole('checkbox', { name: kind, exact: true }).uncheck();
  await expect(events.getByRole('listitem')).toHaveCount(1);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
    await expectNoSeriousA11yViolations(page);
  }

  // The store the spec made goes again (its alert closes with it), so the other specs see the demo.
  const reply = await page.request.get('/api/frontend/alerts?contextId=NORDMARKT&kind=serviceStopped&state=open');
  const { alerts } = (await reply.json()) as { alerts: { storeId: string | null; storeUid: string | null }[] };
  const storeUid = alerts.find((alert) => alert.storeId === storeId)!.storeUid!;
  const deleted = await page.request.delete(`/api/frontend/stores/delete/${storeUid}?contextId=NORDMARKT`);
  expect(deleted.status()).toBe(200);
});

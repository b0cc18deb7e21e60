import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { toast } from './toast';

// Remote actions (issue 49) against the demo fleet, which the first lane's simulator keeps alive
// every 2 s (playwright.config.ts): its store servers whose TSE server stopped raise 'Dienst
// gestoppt', and its agents really restart what they are told. Every request here is marked
// 'Notfall', so it runs whether or not the demo's stores are open at the time of the run.

const context = 'NORDMARKT';

interface AlertRow {
  storeId: string | null;
  detail: string | null;
}

/** The stores of the context with an open 'Dienst gestoppt' alert that names the TSE server alone. */
async function tseAlertStores(request: APIRequestContext): Promise<string[]> {
  const reply = await request.get(`/api/frontend/alerts?contextId=${context}&state=open&kind=serviceStopped&size=100`);
  const { alerts } = (await reply.json()) as { alerts: AlertRow[] };
  return alerts.filter((a) => a.detail === 'tseServer' && a.storeId).map((a) => a.storeId!);
}

/**
 * Those of `stores` whose store server is online, the one heard last first. The simulator keeps a
 * target it found offline silent for a while (up to 240 rounds): an action for it would wait so long.
 */
async function onlineServers(request: APIRequestContext, stores: string[]): Promise<string[]> {
  const reply = await request.get(`/api/frontend/store-agents?contextId=${context}`);
  const { storeAgents } = (await reply.json()) as {
    storeAgents: { storeId: string; offline: boolean; lastHeartbeat: string | null }[];
  };
  return storeAgents
    .filter((agent) => stores.includes(agent.storeId) && !agent.offline && agent.lastHeartbeat !== null)
    .sort((a, b) => b.lastHeartbeat!.localeCompare(a.lastHeartbeat!))
    .map((agent) => agent.storeId);
}

/** Marks the dialog's request 'Notfall' with a reason and waits for its dry run. */
async function emergency(dialog: ReturnType<Page['getByRole']>, count: string) {
  await dialog.getByRole('switch', { name: /Notfall/ }).check();
  await dialog.getByLabel('Begründung des Notfalls').fill('Filiale meldet Störung, Techniker am Telefon');
  await expect(dialog.getByTestId('dry-run')).toContainText(count);
}

/** The detail's targets, until one shows `state` (the page asks again every 5 s). */
const targetsShow = (page: Page, state: RegExp) =>
  expect(page.getByTestId('action-target').filter({ hasText: state }).first()).toBeVisible({ timeout: 90_000 });

test("an operator restarts a store's stopped TSE server from its alert, and the alert closes", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'operator');
  let stores: string[] = [];
  await expect
    .poll(async () => (stores = await onlineServers(page.request, await tseAlertStores(page.request))).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const storeId = stores[0]!;

  await page.goto(`/frontend/alerts?contextId=${context}&state=open&kind=serviceStopped`);
  await page
    .getByRole('button', { name: new RegExp(`^Dienst tseServer von .*${storeId}.* neu starten$`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Aktion ausführen: Filiale ${storeId}, STORE-Instanz` });
  await expect(dialog.getByLabel('Aktion', { exact: true })).toHaveValue('restartService');
  await expect(dialog.getByLabel('Dienst')).toHaveValue('tseServer');
  await emergency(dialog, '1 Ziel erhält die Aktion.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Ausführen' }).click();
  await expect(toast(page, 'Die Aktion wurde angefordert.')).toBeVisible();

  // The request's page: the agent takes it, restarts the service and reports it.
  const detail = page.getByTestId('action-detail');
  await expect(detail.getByRole('heading', { name: 'Aktion: Dienst neu starten' })).toBeVisible();
  await targetsShow(page, /Erfolgreich|Fehlgeschlagen/);
  // The simulator fails a share of all actions; the operator tries a failed one again.
  if (await detail.getByTestId('action-target').filter({ hasText: 'Fehlgeschlagen' }).count()) {
    await detail.getByRole('button', { name: 'Fehlgeschlagene wiederholen' }).click();
    await expect(toast(page, 'Die fehlgeschlagenen Ziele werden wiederholt.')).toBeVisible();
    await targetsShow(page, /Erfolgreich/);
  }
  await expect(detail.getByTestId('action-target')).toContainText('Erfolgreich');
  await expectNoSeriousA11yViolations(page);

  // The store server reports its TSE server running: the alert checks (every 5 s) close the alert.
  await expect
    .poll(async () => (await tseAlertStores(page.request)).includes(storeId), { timeout: 60_000 })
    .toBe(false);
});

test('a reboot of three registers waits for a second person, who approves it in a browser of their own', async ({
  page,
  newContext,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'admin');
  // A store of three registers, all online.
  const tree = (await (await page.request.get(`/api/frontend/cashpoints?contextId=${context}`)).json()) as {
    stores: { id: string; cashpoints: { offline: boolean }[] }[];
  };
  const store = tree.stores.find((s) => s.cashpoints.length === 3 && s.cashpoints.every((c) => !c.offline))!;
  expect(store, 'the demo has a store of three registers online').toBeTruthy();

  await page.goto(`/frontend/cashpoints?contextId=${context}#${context}&${store.id}`);
  await page.getByRole('button', { name: 'Aktion ausführen …' }).click();
  const dialog = page.getByRole('dialog', { name: `Aktion ausführen: Filiale ${store.id}` });
  await dialog.getByLabel('Kassen').check();
  await dialog.getByLabel('Aktion', { exact: true }).selectOption({ label: 'Neustart (riskant)' });
  await expect(dialog.getByText('Diese Aktion ist riskant')).toBeVisible();
  await emergency(dialog, '3 Ziele erhalten die Aktion.');
  await expect(dialog.getByTestId('held-waitingForApproval')).toHaveText('Wartet auf Freigabe: 3');
  await dialog.getByRole('button', { name: 'Ausführen' }).click();
  await expect(toast(page, 'Die Aktion wurde angefordert und wartet auf die Freigabe')).toBeVisible();
  const detail = page.getByTestId('action-detail');
  await expect(detail.getByRole('heading', { name: 'Aktion: Neustart' })).toBeVisible();
  // The requester may not approve their own risky action; the page says why.
  await expect(detail.getByRole('button', { name: 'Freigeben' })).toHaveCount(0);
  await expect(detail.getByTestId('approval-hint')).toHaveText(
    'Sie haben die Aktion angefordert – eine zweite Person muss freigeben.',
  );
  const address = page.url();

  // ── The second person, in a browser of their own ──
  const second = await newContext();
  const approverPage = await second.newPage();
  await loginAs(approverPage, 'approver');
  await approverPage.goto(address);
  await approverPage.getByRole('button', { name: 'Freigeben' }).click();
  const approve = approverPage.getByRole('dialog', { name: 'Aktion freigeben' });
  await approve.getByRole('button', { name: 'Freigeben' }).click();
  await expect(approve.getByText('Bitte geben Sie einen Kommentar ein.')).toBeVisible();
  await approve.getByLabel('Kommentar').fill('Mit der Filialleitung abgestimmt');
  await approve.getByRole('button', { name: 'Freigeben' }).click();
  await expect(toast(approverPage, 'Die Aktion wurde freigegeben.')).toBeVisible();
  await second.close();

  // ── The reboot runs: the simulated registers take it one after another (one per store at a time) ──
  await expect(detail).toContainText('freigegeben von Frieda Freigabe', { timeout: 15_000 });
  await expect(detail).toContainText('Mit der Filialleitung abgestimmt');
  await targetsShow(page, /Läuft|Erfolgreich|Fehlgeschlagen/);
  await expectNoSeriousA11yViolations(page);
});

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: the page 'Aktionen', a request and a register's tab pass the accessibility checks`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Aktionen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktionen' })).toBeVisible();
    await page.getByLabel('Kontext', { exact: true }).selectOption({ label: 'Nordmarkt GmbH' });
    const list = page.getByRole('table', { name: 'Aktionen des Kontexts' });
    await expect(list.getByRole('link', { name: /^Aktion Neustart vom/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Wartet auf Freigabe' });
    await expect(list.getByRole('link', { name: /^Aktion Tagesabschluss auslösen vom/ })).toBeVisible();
    await list.getByRole('link', { name: /^Aktion Tagesabschluss auslösen vom/ }).click();
    await expect(page.getByTestId('action-detail')).toContainText('Wartet auf Freigabe');
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/frontend/cashpoints?contextId=${context}#${context}&${await firstSeededStore(page)}&1`);
    await page.getByRole('tab', { name: 'Aktionen' }).click();
    await expect(page.getByTestId('action-history')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

/** The store of the demo's seeded time sync (its registers have a history). */
async function firstSeededStore(page: Page): Promise<string> {
  const reply = await page.request.get(`/api/frontend/actions?contextId=${context}&kind=ntpResync`);
  const { actions } = (await reply.json()) as { actions: { uid: string }[] };
  const detail = await page.request.get(`/api/frontend/actions/${actions[0]!.uid}?contextId=${context}`);
  return ((await detail.json()) as { targets: { storeId: string }[] }).targets[0]!.storeId;
}

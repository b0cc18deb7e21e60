import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

interface Detail {
  storeAgent: {
    storeId: string;
    agentVersion: string;
    agentInfo: {
      storeInfo: { identNumber: string; serialNumber: string };
      osInfo: { hostname: string };
      posConnectInfo: { buildTag: string };
      appValues: { tseserverversion: string };
    };
  };
  syncfiles: { tag: string; hasLog: boolean }[];
}

test('an operator inspects a store server, renames its store, reads the install log and deletes it', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'STORE-Instanzen', exact: true }).click();
  await page.getByLabel('Kontext', { exact: true }).selectOption({ label: 'Südkauf AG' });
  const tree = page.getByRole('tree', { name: 'STORE-Instanzen' });
  await expect(tree).toBeVisible();

  // Pick a store server that has an install log, then find it through the filter.
  const list = (await (await page.request.get('/api/frontend/store-agents?contextId=SUEDKAUF')).json()) as {
    storeAgents: { storeId: string }[];
  };
  let chosen: Detail | undefined;
  for (const a of list.storeAgents) {
    const d = (await (
      await page.request.get(`/api/frontend/store-agents/detail?contextId=SUEDKAUF&storeId=${a.storeId}`)
    ).json()) as Detail;
    if (d.syncfiles.some((s) => s.hasLog)) {
      chosen = d;
      break;
    }
  }
  expect(chosen).toBeDefined();
  const { storeAgent } = chosen!;
  await page.getByLabel('Filter').fill(storeAgent.storeId);
  await expect(tree.getByRole('treeitem')).toHaveCount(1);
  await tree.getByRole('treeitem').click();
  await expect(page).toHaveURL(new RegExp(`#SUEDKAUF&${storeAgent.storeId}$`));

  // The panel shows what the agent reported.
  const panel = page.locator('.details-card');
  for (const section of [
    'Filialinformationen',
    'WWS-Checks',
    'System-Checks',
    'Technische Dienste',
    'PosConnect',
    'Betriebssystem',
    'Versionshistorie',
  ]) {
    await expect(panel.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  const info = storeAgent.agentInfo;
  for (const value of [
    info.storeInfo.identNumber,
    info.storeInfo.serialNumber,
    info.osInfo.hostname,
    info.posConnectInfo.buildTag,
  ]) {
    await expect(panel.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(panel.getByText('dutiserv', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/store-agents.png', fullPage: true });

  // Rename the store.
  await panel.getByRole('button', { name: 'Filialnamen ändern' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Filialname').fill('STORE Testmarkt');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.app-toasts').getByText('Filialname wurde erfolgreich angepasst')).toBeVisible();
  await expect(panel.getByRole('heading', { name: `Filiale ${storeAgent.storeId} STORE Testmarkt` })).toBeVisible();

  // The install log.
  await panel.getByRole('button', { name: 'Installations-Log', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: /^Installations-Log: / })).toBeVisible();
  await expect(dialog.locator('pre')).toContainText(/Installation|Download/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Delete after the confirmation.
  await panel.getByRole('button', { name: 'STORE-Instanz löschen' }).click();
  await expect(dialog).toContainText(
    `Wollen Sie die STORE-Instanz der Filiale ${storeAgent.storeId} wirklich löschen?`,
  );
  await dialog.getByRole('button', { name: 'Ja' }).click();
  await expect(page.locator('.app-toasts').getByText('STORE-Instanz erfolgreich gelöscht')).toBeVisible();
  await expect(page).not.toHaveURL(/#SUEDKAUF/);
});

for (const [width, height] of [
  [1440, 900],
  [1280, 720],
] as const) {
  test(`the store-server page fits a ${width}x${height} window with a store server selected`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await loginAs(page, 'viewer');
    await page.getByRole('link', { name: 'STORE-Instanzen', exact: true }).click();
    // Exactly the page's picker: looked up while the start page still stood, 'Kontext' also named
    // its 'Alle Kontexte' lists and links (strict mode refused seven).
    await page.getByLabel('Kontext', { exact: true }).selectOption({ label: 'Nordmarkt GmbH' });
    await expect(page).toHaveURL(/contextId=NORDMARKT/);
    const tree = page.getByRole('tree', { name: 'STORE-Instanzen' });
    await tree.getByRole('treeitem').nth(1).click();
    await expect(page).toHaveURL(/#NORDMARKT&\d+$/);
    const panel = page.locator('.details-card');
    const storeInfo = panel.getByRole('heading', { name: 'Filialinformationen', exact: true });
    const services = panel.getByRole('heading', { name: 'Technische Dienste', exact: true });
    await expect(services).toBeVisible();
    // The store's hours arrive by their own request and lengthen the facts above both columns:
    // measure once they stand, or the two headings are measured on either side of that shift.
    await expect(panel.locator('.calendar-status')).toBeVisible();

    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    expect(size.width).toBeLessThanOrEqual(width);
    expect(size.height).toBeLessThanOrEqual(height);
    if (width === 1440) {
      // The panel is wide enough for two columns: the services stand beside the store's facts.
      const [left, right] = await Promise.all(
        [storeInfo, services].map((h) => h.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect)),
      );
      expect(right.y).toBe(left.y);
      expect(right.x).toBeGreaterThan(left.x + left.width);
    }
    await page.screenshot({ path: `test-results/screens/store-agents-${width}.png` });
  });
}

import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { agentPost } from './agentCalls';
import { watchTreeReads } from './treeReads';

// The live stream (issue 54): the register tree's page opens its context's stream and the top bar
// says so; the mark reads in the light and the dark scheme and fits a phone's top bar. A register
// that changes shows its change in the open tree within seconds, without the page asking again.

const phone = { width: 390, height: 844 };

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: the register tree streams its context and the top bar says 'Live'`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'operator');
    // No context on the start page: no stream, no mark.
    await expect(page.getByTestId('live-indicator')).toHaveCount(0);

    const opened = page.waitForResponse((r) => r.url().includes('/api/frontend/events?contextId=NORDMARKT'));
    await page.goto('/frontend/cashpoints?contextId=NORDMARKT');
    expect((await opened).status()).toBe(200);
    await expect(page.getByRole('tree', { name: 'Filialen und Kassen' })).toBeVisible();
    const mark = page.getByTestId('live-indicator');
    await expect(mark).toHaveClass(/is-live/);
    await expect(mark).toContainText('Live: Änderungen erscheinen sofort');
    await expect(mark).toHaveAttribute('title', 'Live: Änderungen erscheinen sofort');
    await expectNoSeriousA11yViolations(page);

    await page.setViewportSize(phone);
    await expect(mark).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  });

interface Tree {
  stores: { id: string; cashpoints: { posId: string; offline: boolean }[] }[];
}

test('a register that reports again shows online in the open tree within 2 s, without a reload', async ({ page }) => {
  await loginAs(page, 'operator');
  const reply = await page.request.get('/api/frontend/cashpoints?contextId=NORDMARKT');
  const tree = (await reply.json()) as Tree;
  // An offline register of a store with more than one, so the store's row stays in view.
  const store = tree.stores.find((s) => s.cashpoints.length > 1 && s.cashpoints.some((c) => c.offline));
  test.skip(!store, 'the demo fleet has no offline register in NORDMARKT right now');
  const register = store!.cashpoints.find((c) => c.offline)!;

  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${store!.id}&${register.posId}`);
  const row = page.getByRole('treeitem', { name: new RegExp(`Kasse ${register.posId}\\b`), selected: true });
  await expect(row).toContainText('Offline');
  await expect(page.getByTestId('live-indicator')).toHaveClass(/is-live/);

  // From here the tree must change by the stream alone: no read of the tree and no page load.
  const treeReads = watchTreeReads(page);
  await agentPost(page.request, 'NORDMARKT', '/api/agent/cashpoints/heartbeat', {
    storeId: store!.id,
    posId: register.posId,
    agentVersion: '3.4.0',
  });
  await expect(row).toContainText('Online', { timeout: 2000 });
  expect(treeReads).toEqual([]);
  // The changed row is marked, and the mark holds still: a fading one kept a busy fleet's page in
  // motion for good, so every check that waits for the page to settle (axe here) waited with it.
  await expect(row).toHaveClass(/live-changed/);
  expect(await row.evaluate((element) => element.getAnimations().length)).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

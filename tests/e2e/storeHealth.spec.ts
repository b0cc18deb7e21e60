import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { redStore, reportRedStore } from './storeHealthAgents';

// Issue 51, the screens of store health in both colour schemes: a store red on the start page (its
// register 2's receipt printer out of paper while open, storeHealthAgents.ts) → the store in the
// register tree with its causes → the register with its mark and the sections 'Peripherie',
// 'Zahlung' and 'Belege'; the start page on a phone as well. Every stop axe-clean.

const cause = `Bondrucker Kasse ${redStore.posId}: Papier leer seit`;
const phone = { width: 390, height: 844 };

async function redStoresCard(page: Page) {
  const card = page.getByRole('region', { name: 'Filialen rot' });
  await expect(card).toBeVisible();
  const context = card.getByRole('listitem', { name: /^Nordmarkt GmbH: .* rot$/ });
  await expect(context).toBeVisible();
  const link = context.getByRole('link', { name: `Filiale ${redStore.storeId} ${redStore.name} öffnen` });
  await expect(link).toBeVisible();
  await expect(context.getByText(cause)).toBeVisible();
  return link;
}

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: a red store on the start page, its store and the register whose printer is empty`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'admin');
    await reportRedStore(page.request);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);

    // The start page: the store red now under its context, with its cause; axe-clean.
    const link = await redStoresCard(page);
    await expectNoSeriousA11yViolations(page);

    // Its store in the register tree: a red mark named with its cause, and the cause in the details.
    await link.click();
    const tree = page.getByRole('tree');
    const storeRow = tree.getByRole('treeitem', { name: new RegExp(`${redStore.storeId} ${redStore.name}`) });
    await expect(storeRow.getByRole('img', { name: new RegExp(`^Betriebsfähigkeit rot: ${cause}`) })).toBeVisible();
    const details = page.locator('.details-card');
    await expect(details.getByRole('heading', { name: `Filiale ${redStore.storeId} ${redStore.name}` })).toBeVisible();
    const health = details.getByRole('region', { name: 'Betriebsfähigkeit' });
    await expect(health.getByText('Betriebsfähigkeit: rot')).toBeVisible();
    await expect(health.getByText(cause)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The register whose printer is empty: red in the tree (its neighbour green), with its sections.
    await health.getByRole('link', { name: `Kasse ${redStore.posId} öffnen` }).click();
    await expect(
      details.getByRole('heading', { name: `Kasse ${redStore.posId} · Filiale ${redStore.storeId} ${redStore.name}` }),
    ).toBeVisible();
    await expect(
      tree
        // Its name: its state, its number, then its health (a tree row's text runs into its badges).
        .getByRole('treeitem', { name: new RegExp(`^\\S+ Kasse ${redStore.posId} Betriebsfähigkeit`) })
        .getByRole('img', { name: new RegExp(`^Betriebsfähigkeit rot: ${cause}`) }),
    ).toBeVisible();
    await expect(
      tree
        .getByRole('treeitem', { name: /^\S+ Kasse 1 Betriebsfähigkeit/ })
        .getByRole('img', { name: 'Betriebsfähigkeit grün' }),
    ).toBeVisible();
    await expect(details.getByRole('region', { name: 'Betriebsfähigkeit' }).getByText(cause)).toBeVisible();
    const devices = details
      .getByRole('region', { name: 'Peripherie' })
      .getByRole('table', { name: 'Geräte der Kasse' });
    await expect(devices.getByRole('row', { name: /Bondrucker Epson TM-T88VI Papier leer/ })).toBeVisible();
    await expect(devices.getByRole('row', { name: /Kartenterminal Ingenico Lane 3000 in Ordnung/ })).toBeVisible();
    const payment = details.getByRole('region', { name: 'Zahlung' });
    await expect(payment.getByText('60010002', { exact: true })).toBeVisible();
    await expect(payment.getByText(/^ja, seit /)).toBeVisible();
    await expect(payment.getByText('Letzter Kassenschnitt')).toBeVisible();
    const receipts = details.getByRole('region', { name: 'Belege' });
    await expect(receipts.getByText('Nicht gesendete Belege')).toBeVisible();
    await expect(receipts.getByText('2', { exact: true })).toBeVisible();
    await expect(receipts.getByText('Beleg offen')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The start page on a phone: the red store fits and stays axe-clean.
    await page.setViewportSize(phone);
    await page.goto('/frontend/home');
    await redStoresCard(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectNoSeriousA11yViolations(page);
  });

import { expect, test, type Locator, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { inParts, pageTour, type TourStop } from './pageTour';
import { paths } from '../../src/client/config/paths';

// On call, on a phone (issue 46 item 3): every page of the console at 390 × 844, in both colour
// schemes, is no wider than the screen (nothing to pan sideways to), shows what it is about (the
// trees a store's number and name, the lists their rows as cards with every value readable) and
// passes axe. The pages are the page tour's, and the tour must reach every path of config/paths.ts,
// so a new page is checked here as soon as it has a stop.

const phone = { width: 390, height: 844 };

/** Stops of a phone's own beyond the tour: a context's rollouts as the list shows them. */
const phoneStops: TourStop[] = [
  {
    name: 'rollouts-list',
    path: '/frontend/rollouts?contextId=MEGAMARKT',
    signedIn: true,
    ready: (page) =>
      page.getByRole('navigation', { name: 'Rollouts des Kontexts' }).getByRole('link').first().waitFor(),
  },
];

/** The stop's path without its query and hash. */
const pathOf = (stop: TourStop) => stop.path.replace(/[?#].*$/, '');

/** A tree row's label in the screen and wide enough for some words, not squeezed to nothing. */
async function expectReadable(label: Locator, minWidth: number) {
  await expect(label).toBeVisible();
  const box = (await label.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(minWidth);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
}

/** What a store's row of a tree must show on a phone: its number whole and the start of its name. */
async function expectStoreLabels(page: Page) {
  const label = page.getByRole('treeitem', { level: 1 }).first().locator('.tree-label');
  await expect(label).toHaveText(/^\d+ \S/);
  await expectReadable(label, 120);
  const number = (await label.locator('strong').boundingBox())!;
  const whole = (await label.boundingBox())!;
  // After the number a good part of the name shows (a long one ends in an ellipsis).
  expect(whole.x + whole.width - (number.x + number.width)).toBeGreaterThanOrEqual(60);
}

/** A list shown as cards: its header row out of sight, every row a card with named values. */
async function expectCards(table: Locator, label: string) {
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
  const cell = table.locator(`tbody tr td[data-label="${label}"]`).first();
  await expect(cell).toBeVisible();
  const box = (await cell.boundingBox())!;
  // The cell takes the card's width, not a sliver of a squeezed column.
  expect(box.width).toBeGreaterThan(phone.width * 0.6);
}

/** The checks beyond the width, by the tour stop's name. */
const keyLabels: Record<string, (page: Page) => Promise<void>> = {
  cashpoints: expectStoreLabels,
  'cashpoints-register': async (page) => {
    await expectStoreLabels(page);
    // The register's row (the store is open) names the register.
    await expectReadable(page.getByRole('treeitem', { level: 2, selected: true }).locator('.tree-label'), 60);
  },
  'store-agents': expectStoreLabels,
  'cashpoint-updates': (page) => expectCards(page.getByRole('table'), 'Paketname'),
  'store-updates': (page) => expectCards(page.getByRole('table'), 'Paketname'),
  users: (page) => expectCards(page.getByRole('table', { name: 'Benutzer' }), 'Rolle'),
  roles: (page) => expectCards(page.getByRole('table', { name: 'Rollen' }), 'Rechte'),
  'tax-notices': (page) =>
    expectCards(page.getByRole('table', { name: 'Kassenmeldungen: Fällig' }), 'Was sich geändert hat'),
};

test('the page tour reaches every page of the console', () => {
  const toured = pageTour.map(pathOf);
  // A path with a parameter (':storeUid') is reached by a stop at one of its addresses.
  const reached = (path: string) =>
    toured.some((stop) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`).test(stop));
  expect(Object.values(paths).filter((path) => !reached(path))).toEqual([]);
});

const stops = [...pageTour, ...phoneStops];
// Parts of six pages per scheme, each with its own login: an axe run per page takes seconds on a
// busy machine, and halves of the tour grew with every page the app gained to past 150 s in a CI
// run; a part stays bounded however many pages come.
const parts = inParts(stops);

for (const colorScheme of ['light', 'dark'] as const) {
  parts.forEach((part) => {
    const names = `${part[0]!.name} … ${part.at(-1)!.name}`;
    test(`${colorScheme}: pages ${names} fit a 390 × 844 phone and show their key labels`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(phone);
      await page.emulateMedia({ colorScheme });
      const misfits: string[] = [];
      for (const stop of part) {
        // One login per test: at its first stop that needs one (the tour begins with the login page).
        if (stop.signedIn && !page.url().includes('/frontend/')) await loginAs(page, 'admin');
        await page.goto(stop.path);
        await stop.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
        await test.step(stop.name, async () => {
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > phone.width) misfits.push(`${stop.name}: ${width} px wide`);
          await keyLabels[stop.name]?.(page);
          await expectNoSeriousA11yViolations(page);
        });
      }
      expect(misfits).toEqual([]);
    });
  });
}

import type { Page } from '@playwright/test';

// Every page of the console once, as an operator opens it: the layout spec checks each against the
// window, `npm run screens` photographs each, `npm run lighthouse` scores each. A stop is ready when
// what it is about has arrived (rows, a tree, charts), not merely its frame.

export interface TourStop {
  /** A short file-name-safe name. */
  name: string;
  /** Path and query (and a hash that selects a node) below the server's address. */
  path: string;
  /** Whether the stop needs a signed-in session. */
  signedIn: boolean;
  ready: (page: Page) => Promise<void>;
  /** A page whose tree or table takes the window's height: the page itself has no scrollbar. */
  fillsWindow?: boolean;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** The page's title and the first row of its table, once the table no longer shows stale rows. */
const tableRows = (title: string) => async (page: Page) => {
  await heading(page, title).waitFor();
  await page.locator('table:not([aria-busy="true"]) tbody tr').first().waitFor();
};

const tree = (title: string) => async (page: Page) => {
  await heading(page, title).waitFor();
  await page.getByRole('treeitem').first().waitFor();
};

const details = (title: string) => async (page: Page) => {
  await tree(title)(page);
  await page.locator('.details-card h2').first().waitFor();
};

/** The tour's stops in parts of six, each its own test: a part's time stays bounded however many pages come. */
export const inParts = <T>(stops: readonly T[], size = 6): T[][] =>
  Array.from({ length: Math.ceil(stops.length / size) }, (_, i) => stops.slice(i * size, (i + 1) * size));

export const pageTour: TourStop[] = [
  { name: 'login', path: '/login', signedIn: false, ready: (page) => page.getByLabel('Benutzername').waitFor() },
  { name: 'home', path: '/frontend/home', signedIn: true, ready: tableRows('Übersicht') },
  { name: 'cashpoints', path: '/frontend/cashpoints', signedIn: true, ready: tree('Kassen'), fillsWindow: true },
  {
    name: 'cashpoints-register',
    path: '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1003&1',
    signedIn: true,
    ready: details('Kassen'),
    fillsWindow: true,
  },
  {
    name: 'store-agents',
    path: '/frontend/store-agents?contextId=NORDMARKT#NORDMARKT&1003',
    signedIn: true,
    ready: details('STORE-Instanzen'),
    fillsWindow: true,
  },
  // The demo's past remote actions of NORDMARKT (demo/actionsSeed.ts).
  { name: 'actions', path: '/frontend/actions?contextId=NORDMARKT', signedIn: true, ready: tableRows('Aktionen') },
  {
    name: 'cashpoint-updates',
    path: '/frontend/cashpoint-updates?contextId=NORDMARKT',
    signedIn: true,
    ready: tableRows('Kassen-Updates'),
  },
  {
    name: 'store-updates',
    path: '/frontend/store-updates?contextId=NORDMARKT',
    signedIn: true,
    ready: tableRows('STORE-Updates'),
  },
  {
    // The demo's rollouts: the list, or its sentence when the context has none.
    name: 'rollouts',
    path: '/frontend/rollouts?contextId=NORDMARKT',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Rollouts').waitFor();
      await page.locator('nav[aria-label="Rollouts des Kontexts"], p:has-text("keine Rollouts")').first().waitFor();
    },
  },
  {
    name: 'cashpoint-report',
    path: '/frontend/cashpoint-report?contextId=NORDMARKT',
    signedIn: true,
    ready: tableRows('Kassen-Auswertung'),
    fillsWindow: true,
  },
  {
    name: 'store-report',
    path: '/frontend/store-report?contextId=NORDMARKT',
    signedIn: true,
    ready: tableRows('STORE-Auswertungen'),
    fillsWindow: true,
  },
  {
    name: 'alerts',
    path: '/frontend/alerts?contextId=*',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Alarme').waitFor();
      // A wide window shows the alerts as a table, a phone as cards.
      await page.locator('table:not([aria-busy="true"]), .alert-cards .alert-card').first().waitFor();
    },
  },
  {
    // The fiscal cockpit of every context: its chart drawn and its list there (rows, or its sentence
    // while the fleet reports no TSE).
    name: 'fiscal',
    path: '/frontend/fiskal?contextId=*',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Fiskal').waitFor();
      await page.locator('.fiscal-chart svg').first().waitFor();
      await page.getByRole('table', { name: 'TSE-Liste' }).or(page.getByText('Keine TSE gemeldet.')).first().waitFor();
    },
  },
  {
    // 'Kassenmeldungen' (issue 52): NORDMARKT's stores whose report is due, their table there.
    name: 'tax-notices',
    path: '/frontend/kassenmeldungen?contextId=NORDMARKT',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Kassenmeldungen').waitFor();
      await page.getByRole('table', { name: 'Kassenmeldungen: Fällig' }).waitFor();
    },
  },
  {
    // One store's Kassenmeldung (issue 52): the demo's store with a register retired, its report there.
    name: 'tax-notice-report',
    path: '/frontend/kassenmeldungen/jgxsz4i2psjpm15lq05g?contextId=NORDMARKT',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Kassenmeldung 1005 München, Industriestraße').waitFor();
      await page.getByRole('heading', { name: 'Elektronische Aufzeichnungssysteme' }).waitFor();
    },
  },
  {
    // 'Erstmeldung aller Filialen' of the smallest customer context: every store's report there.
    name: 'tax-notice-initial',
    path: '/frontend/kassenmeldungen/erstmeldung?contextId=OSTBAU',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Erstmeldung aller Filialen: Ostbau Baumärkte').waitFor();
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    name: 'statistics',
    path: '/frontend/statistics',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Statistiken').waitFor();
      await page.locator('[data-metric] svg').first().waitFor();
      // The charts are drawn one after another; the page is ready when none waits any more.
      await page.waitForFunction(() => document.querySelector('.chart-placeholder') === null);
    },
  },
  { name: 'contexts', path: '/frontend/customers', signedIn: true, ready: tableRows('Kontexte') },
  { name: 'users', path: '/frontend/users', signedIn: true, ready: tableRows('Benutzer') },
  { name: 'roles', path: '/frontend/roles', signedIn: true, ready: tableRows('Rollen') },
  {
    // 'Was darf …?' of a role, as its row's button opens it.
    name: 'roles-preview',
    path: '/frontend/roles',
    signedIn: true,
    ready: async (page) => {
      await tableRows('Rollen')(page);
      await page.getByRole('button', { name: 'Was darf Administrator?' }).click();
      await page.getByRole('table', { name: 'Seiten' }).waitFor();
    },
  },
  { name: 'audit-log', path: '/frontend/audit-log?contextId=*', signedIn: true, ready: tableRows('Protokoll') },
  { name: 'profile', path: '/frontend/profile', signedIn: true, ready: (page) => heading(page, 'Profil').waitFor() },
];

/** The window sizes every page must fit: a laptop's and a desktop's. */
export const tourSizes = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

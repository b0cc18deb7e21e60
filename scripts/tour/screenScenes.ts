import type { Page } from '@playwright/test';
import type { TourStop } from '../../tests/e2e/pageTour';

// Views of `npm run screens` beyond the page tour: the states a page takes after a click (dialogs,
// a menu, a toast, a tooltip, form errors). They show classes no page shows when it opens, so a
// change of the shipped CSS (webpack.bootstrapCss.ts) is seen in them too. Each leaves the
// server's data as it was: every form is refused or left unsaved.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const firstRow = (page: Page) => page.locator('table:not([aria-busy="true"]) tbody tr').first().waitFor();
const checkInput = 'Prüfen Sie Ihre Eingaben.';

async function openDetails(page: Page, title: string): Promise<void> {
  await heading(page, title);
  await page.locator('.details-card h2').first().waitFor();
}

/** A form dialog saved empty: it shows its field errors. */
const refusedDialog = (title: string, open: string) => async (page: Page) => {
  await heading(page, title);
  await firstRow(page);
  await page.getByRole('button', { name: open }).click();
  const dialog = page.getByRole('dialog', { name: open });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await dialog.getByText(checkInput).waitFor();
};

/** The dialog that sets up two-factor authentication, with its QR code. */
const twoFactorDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' }).getByRole('img').waitFor();

const report = '/frontend/cashpoint-report?contextId=MEGAMARKT';

export const screenScenes: TourStop[] = [
  {
    name: 'login-failed',
    path: '/login',
    signedIn: false,
    ready: async (page) => {
      await page.getByLabel('Benutzername').fill('admin');
      await page.getByLabel('Passwort').fill('falsches-passwort');
      await page.getByLabel('Passwort').press('Enter');
      await page.getByRole('alert').first().waitFor();
    },
  },
  {
    name: 'menu-dropdown',
    path: '/frontend/home',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Übersicht');
      await page.getByRole('button', { name: 'Auswertungen' }).click();
      await page.getByRole('link', { name: 'Kassen-Auswertung' }).waitFor();
    },
  },
  {
    name: 'viewer-dialog',
    path: '/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&1003&1',
    signedIn: true,
    ready: async (page) => {
      await openDetails(page, 'Kassen');
      await page.locator('.details-card').getByRole('button', { name: 'Hosts-Datei', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'toast',
    path: '/frontend/cashpoints?contextId=NORDMARKT',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Kassen');
      await page.getByRole('treeitem').first().waitFor();
      await page.getByRole('button', { name: 'Aktualisieren' }).click();
      await page.locator('.app-toasts .toast').first().waitFor();
    },
  },
  {
    name: 'report-tooltip',
    path: '/frontend/store-report?contextId=MEGAMARKT',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.locator('th[data-column="storeName"] button').first().hover();
      await page.getByRole('tooltip').waitFor();
    },
  },
  {
    name: 'report-warnings',
    path: report,
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.getByLabel('Nur mit Warnungen').click();
      await page.waitForURL(/warningsOnly=true/);
      await firstRow(page);
    },
  },
  {
    name: 'report-columns',
    path: '/frontend/store-report?contextId=MEGAMARKT',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.getByRole('button', { name: /^Spalten \(/ }).click();
      await page.locator('.report-column-menu.show').waitFor();
    },
  },
  {
    name: 'report-scrolled',
    path: '/frontend/store-report?contextId=MEGAMARKT',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.locator('.report-scroll').evaluate((element) => (element.scrollLeft = 1400));
    },
  },
  {
    name: 'update-datepicker',
    path: '/frontend/cashpoint-updates?contextId=NORDMARKT',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page
        .getByRole('button', { name: /^Details von .* öffnen$/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('.react-datepicker__input-container input').first().click();
      await page.locator('.react-datepicker').waitFor();
    },
  },
  {
    name: 'statistics-drilldown',
    path: '/frontend/statistics?storeCustomer=NORDMARKT&storeVersion=store-8.5.0.zip',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Statistiken');
      await page.locator('[data-drilldown] svg').first().waitFor();
      await page.waitForFunction(() => document.querySelector('.chart-placeholder') === null);
    },
  },
  {
    name: 'context-new-invalid',
    path: '/frontend/customers',
    signedIn: true,
    ready: refusedDialog('Kontexte', 'Neuer Kontext'),
  },
  {
    name: 'context-edit',
    path: '/frontend/customers',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.getByRole('button', { name: 'Kontext NORDMARKT bearbeiten' }).click();
      await page.getByRole('dialog', { name: 'Kontext NORDMARKT bearbeiten' }).getByLabel('Schlüssel').waitFor();
    },
  },
  {
    name: 'user-new-invalid',
    path: '/frontend/users',
    signedIn: true,
    ready: refusedDialog('Benutzer', 'Neuer Benutzer'),
  },
  {
    name: 'user-2fa',
    path: '/frontend/users',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
      await dialog.getByLabel('Benutzername').fill('neuling');
      await dialog.getByLabel('Zwei-Faktor-Authentisierung').check();
      await twoFactorDialog(page);
    },
  },
  {
    name: 'user-edit',
    path: '/frontend/users',
    signedIn: true,
    ready: async (page) => {
      await firstRow(page);
      await page.getByRole('button', { name: 'operator', exact: true }).click();
      await page.getByRole('dialog', { name: 'Benutzer operator bearbeiten' }).getByLabel('Benutzername').waitFor();
    },
  },
  {
    name: 'profile-invalid',
    path: '/frontend/profile',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Profil');
      await page.getByLabel('Altes Passwort').fill('falsch');
      await page.getByLabel('Neues Passwort').fill('neues-passwort');
      await page.getByLabel('Passwort wiederholen').fill('anderes');
      await page.getByRole('button', { name: 'Passwort speichern' }).click();
      await page.getByText(checkInput).waitFor();
    },
  },
  {
    name: 'profile-2fa',
    path: '/frontend/profile',
    signedIn: true,
    ready: async (page) => {
      await heading(page, 'Profil');
      await page.getByLabel('Zwei-Faktor-Authentisierung verwenden').check();
      await twoFactorDialog(page);
    },
  },
];

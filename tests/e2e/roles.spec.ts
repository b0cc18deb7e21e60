import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { openAdminPage } from './menu';

// Issue 32: an administrator creates a role in 'Rollen' (rights chosen by their German
// descriptions), gives it to a new user in 'Benutzer', and asks 'Was darf …?' of that user: the
// preview lists what the role's rights open and what they do not. A role held by someone cannot be
// deleted: the 409 names how many hold it. Axe on the page, the dialog and the preview.

const suffix = Date.now().toString(36);
const roleName = `E2E-Protokoll ${suffix}`;
const userLogin = `e2e-rolle-${suffix}`;

test('roles: an administrator creates a role, assigns it to a user and previews what the user may do', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');

  // ── The role, reached from the users page ──
  await openAdminPage(page, 'Benutzer');
  await page.getByRole('main').getByRole('link', { name: 'Rollen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rollen' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rollen' });
  await expect(table.getByRole('row', { name: /Administrator/ })).toContainText('Vordefiniert');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/roles.png', fullPage: true });

  await page.getByRole('button', { name: 'Rolle anlegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neue Rolle' });
  await dialog.getByLabel('Name').fill(roleName);
  await dialog.getByLabel('Beschreibung').fill('Liest das Protokoll');
  await dialog.getByLabel('Protokoll ansehen').check();
  await dialog.getByLabel('Benutzer ansehen').check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/roles-dialog.png' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Rolle wurde gespeichert.')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toContainText('Benutzer ansehen');
  await expect(row).toContainText('Protokoll ansehen');
  await expect(row).toContainText('Eigene');

  // ── Given to a new user ──
  await openAdminPage(page, 'Benutzer');
  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
  await userDialog.getByLabel('Benutzername').fill(userLogin);
  await userDialog.getByLabel('Vorname').fill('Rita');
  await userDialog.getByLabel('Nachname').fill('Rolle');
  await userDialog.getByLabel('Passwort').fill('e2e-passwort-2026');
  await userDialog.getByLabel('Rolle').selectOption({ label: roleName });
  await userDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Benutzer wurde erfolgreich gespeichert!')).toBeVisible();

  // ── In use, it stays ──
  await page.getByRole('main').getByRole('link', { name: 'Rollen' }).click();
  // Kind and holders, side by side in the row's text.
  await expect(row).toContainText('Eigene1');
  await page.getByRole('button', { name: `Rolle ${roleName} löschen` }).click();
  await page
    .getByRole('dialog', { name: `Rolle ${roleName} löschen` })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Die Rolle kann nicht gelöscht werden' })).toHaveText(
    /1 Benutzer hat diese Rolle/,
  );

  // ── 'Was darf …?' of the user, in a context ──
  await page.getByRole('tab', { name: 'Was darf …?' }).click();
  const form = page.getByRole('form', { name: 'Was darf …?' });
  await form.getByLabel('Benutzer', { exact: true }).check();
  await form.getByLabel('Benutzer wählen').selectOption({ label: `Rita Rolle (${userLogin})` });
  await form.getByLabel('Kontext').selectOption({ label: 'Nordmarkt GmbH' });
  await form.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page.getByRole('heading', { name: `Was darf Rita Rolle (${userLogin})?` })).toBeVisible();
  const pages = page.getByRole('table', { name: 'Seiten' });
  await expect(pages.getByRole('row', { name: /^Protokoll/ })).toContainText('Ja');
  await expect(pages.getByRole('row', { name: /^Kontexte/ })).toContainText('Fehlt: Kontexte ansehen');
  await expect(
    page.getByRole('table', { name: 'Aufgaben' }).getByRole('row', { name: /^Das Protokoll/ }),
  ).toContainText('Ja');
  await page.getByText('Betroffene API-Operationen').click();
  const actions = page.getByRole('table', { name: 'Aktionen (ändernde API-Operationen)' });
  await expect(actions.getByRole('row', { name: /saveUser/ })).toContainText('Nein');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/roles-preview.png', fullPage: true });
});

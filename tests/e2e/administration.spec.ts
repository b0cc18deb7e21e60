import { expect, test, type Page } from './fixtures';
import { createGuardrails, generate } from 'otplib';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { adminMenuEntries, openAdminPage } from './menu';

// Issue 8: a context (the hashSecret rule switching with the type), a user who sees only it, that
// user's login, a password change (a wrong repeat first), 2FA switched on in the profile with a token
// computed from the shown seed, and the next login asking for a token; axe on every page and dialog.

const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const totp = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds, guardrails });

// The key sorts after the demo contexts' (contexts are listed by key), so the context stays on the
// shared server without becoming the first one, which the pages opened without a context show.
const contextKey = `ZE2E${Date.now().toString(36).toUpperCase()}`;
const contextName = `E2E Testkontext ${contextKey}`;
const userLogin = `e2e-${Date.now().toString(36)}`;
const userPassword = 'e2e-passwort-2026';
const newPassword = 'neues-e2e-passwort';

async function loginWith(page: Page, login: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(login);
  await page.getByLabel('Passwort').fill(password);
  await page.getByLabel('Passwort').press('Enter');
}

/** Logout through the user menu, as an operator would. */
async function logout(page: Page, userName: string) {
  await page.getByRole('button', { name: userName }).click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('menuitem', { name: 'Logout' }))
    .click();
  await expect(page).toHaveURL(/\/login\?date=\d+/);
}

test('administration: a context, a user who sees only it, 2FA on in the profile, password rules', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'admin');

  // ── Contexts ──
  await openAdminPage(page, 'Kontexte');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontexte' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kontexte' }).getByRole('row')).toHaveCount(7); // header + 6
  await expect(page.getByLabel('Einträge pro Seite')).toHaveValue('10');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-contexts.png', fullPage: true });

  await page.getByRole('button', { name: 'Neuer Kontext' }).click();
  const contextDialog = page.getByRole('dialog', { name: 'Neuer Kontext' });
  await expect(contextDialog).toBeVisible();
  expect((await contextDialog.locator('.modal-content').boundingBox())?.width).toBeCloseTo(900, -1);
  await expect(contextDialog.getByLabel('Typ', { exact: true })).toHaveValue('2');
  await contextDialog.getByLabel('Schlüssel').fill(contextKey);
  await contextDialog.getByLabel('Name', { exact: true }).fill(contextName);
  await contextDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(contextDialog.getByText('"Hash-Secret" ist ein Pflichtfeld')).toBeVisible();
  await expect(contextDialog.getByText('Prüfen Sie Ihre Eingaben.')).toBeVisible();
  await contextDialog.getByLabel('Hash-Secret', { exact: true }).fill('kurz');
  await expect(contextDialog.getByText('"Hash-Secret" muss mindestens 10 Zeichen haben')).toBeVisible();
  // Type 1 (Anwendung) does not check the hashSecret; back to Kunde it does again.
  await contextDialog.getByLabel('Typ', { exact: true }).selectOption('1');
  await expect(contextDialog.getByText('"Hash-Secret" muss mindestens 10 Zeichen haben')).toHaveCount(0);
  await expect(contextDialog.getByLabel('Hash-Secret (optional)')).toBeVisible();
  await contextDialog.getByLabel('Typ', { exact: true }).selectOption('2');
  await expect(contextDialog.getByText('"Hash-Secret" muss mindestens 10 Zeichen haben')).toBeVisible();
  await contextDialog.getByLabel('Hash-Secret', { exact: true }).fill('ein-langes-e2e-geheimnis');
  await expect(contextDialog.getByText(/Hash-Secret" muss/)).toHaveCount(0);
  // The check lists scroll at 200 and 400 px.
  const cashpointList = contextDialog.getByRole('group', { name: 'Kassen-Checks' });
  const storeList = contextDialog.getByRole('group', { name: 'STORE-Checks' });
  expect(await cashpointList.locator('.check-list').evaluate((e) => getComputedStyle(e).maxHeight)).toBe('200px');
  expect(await storeList.locator('.check-list').evaluate((e) => getComputedStyle(e).maxHeight)).toBe('400px');
  await contextDialog.getByLabel('Alle STORE-Checks sichtbar').uncheck();
  await expect(storeList.getByLabel('STORE-Version', { exact: true })).toBeChecked();
  await storeList.getByLabel('Datensicherung', { exact: true }).uncheck();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-context-dialog.png' });
  await contextDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Kontext wurde erfolgreich gespeichert!')).toBeVisible();
  await expect(contextDialog).toHaveCount(0);
  await page.getByPlaceholder('Suchbegriff eingeben...').fill(contextKey);
  const row = page.getByRole('row').filter({ hasText: contextKey });
  await expect(row).toBeVisible();
  await expect(page.getByRole('table', { name: 'Kontexte' }).getByRole('row')).toHaveCount(2);

  // Edit shows the saved checks.
  await row.getByRole('button', { name: `Kontext ${contextKey} bearbeiten` }).click();
  const editDialog = page.getByRole('dialog', { name: `Kontext ${contextKey} bearbeiten` });
  // Write-only (issue 46): masked until 'Anzeigen' asks the server, which audits it.
  await expect(editDialog.getByLabel('Hash-Secret', { exact: true })).toHaveValue('');
  await editDialog.getByRole('button', { name: 'Hash-Secret anzeigen' }).click();
  await expect(editDialog.getByLabel('Hash-Secret', { exact: true })).toHaveValue('ein-langes-e2e-geheimnis');
  const savedStoreChecks = editDialog.getByRole('group', { name: 'STORE-Checks' });
  await expect(savedStoreChecks.getByLabel('Datensicherung', { exact: true })).not.toBeChecked();
  await expect(savedStoreChecks.getByLabel('STORE-Version', { exact: true })).toBeChecked();
  await editDialog.getByRole('button', { name: 'Abbrechen' }).click();

  // ── Users ──
  await openAdminPage(page, 'Benutzer');
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-users.png', fullPage: true });
  await page.getByRole('button', { name: 'Neuer Benutzer' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Neuer Benutzer' });
  await expect(userDialog.getByLabel('Zwei-Faktor-Authentisierung')).toBeDisabled();
  await userDialog.getByRole('button', { name: 'Speichern' }).click();
  for (const message of [
    '"Benutzername" ist ein Pflichtfeld',
    '"Nachname" ist ein Pflichtfeld',
    '"Vorname" ist ein Pflichtfeld',
    '"Passwort" ist ein Pflichtfeld',
    '"Rolle" ist ein Pflichtfeld',
  ]) {
    await expect(userDialog.getByText(message, { exact: true })).toBeVisible();
  }
  await userDialog.getByLabel('Benutzername').fill('ab');
  await expect(userDialog.getByText('"Benutzername" muss mindestens 3 Zeichen haben')).toBeVisible();
  await expect(userDialog.getByLabel('Zwei-Faktor-Authentisierung')).toBeDisabled();
  await userDialog.getByLabel('Benutzername').fill(userLogin);
  await expect(userDialog.getByLabel('Zwei-Faktor-Authentisierung')).toBeEnabled();
  await userDialog.getByLabel('E-Mail').fill('keine-adresse');
  await expect(userDialog.getByText('"E-Mail" muss eine gültige E-Mailadresse sein')).toBeVisible();
  await userDialog.getByLabel('E-Mail').fill('e2e@example.com');
  await userDialog.getByLabel('Vorname').fill('Erika');
  await userDialog.getByLabel('Nachname').fill('Ende');
  await userDialog.getByLabel('Passwort').fill('kurz');
  await expect(userDialog.getByText('"Passwort" muss mindestens 8 Zeichen haben')).toBeVisible();
  await userDialog.getByLabel('Passwort').fill(userPassword);
  await userDialog.getByLabel('Rolle').selectOption({ label: 'Betrachter' });
  await userDialog.getByLabel('Ausgewählte Kontexte').check();
  await userDialog.getByLabel(`${contextName} (${contextKey})`).check();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-user-dialog.png' });
  await userDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Der Benutzer wurde erfolgreich gespeichert!')).toBeVisible();
  await page.getByPlaceholder('Suchbegriff eingeben...').fill(userLogin);
  await expect(page.getByRole('table', { name: 'Benutzer' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: userLogin })).toContainText(contextName);
  // The row opens by keyboard too: its login is a button.
  await page.getByRole('button', { name: userLogin, exact: true }).focus();
  await page.keyboard.press('Enter');
  const editUser = page.getByRole('dialog', { name: `Benutzer ${userLogin} bearbeiten` });
  await expect(editUser.getByLabel(`${contextName} (${contextKey})`)).toBeChecked();
  await expect(editUser.getByLabel('Passwort')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(editUser).toHaveCount(0);

  // ── The new user sees only its context ──
  await logout(page, 'Anna Admin');
  await loginWith(page, userLogin, userPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  const homeRows = page.getByRole('table').getByRole('row');
  await expect(homeRows).toHaveCount(2);
  await expect(homeRows.nth(1)).toContainText(contextName);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Kassen', exact: true })).toBeVisible();
  expect(await adminMenuEntries(page)).not.toEqual(expect.arrayContaining(['Benutzer']));
  expect(await adminMenuEntries(page)).not.toEqual(expect.arrayContaining(['Kontexte']));

  // ── Profile: password rules, then 2FA ──
  await page.goto('/frontend/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await page.getByLabel('Altes Passwort').fill(userPassword);
  await page.getByLabel('Neues Passwort').fill('neues-passwort-1');
  await page.getByLabel('Passwort wiederholen').fill('anderes-passwort');
  await page.getByLabel('Passwort wiederholen').blur();
  await expect(page.getByText('"Passwort wiederholen" muss mit "Neues Passwort" übereinstimmen')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-profile.png', fullPage: true });
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Prüfen Sie Ihre Eingaben.')).toBeVisible();
  await page.getByLabel('Passwort wiederholen').fill('neues-passwort-1');
  await expect(page.getByText('"Passwort wiederholen" muss mit "Neues Passwort" übereinstimmen')).toHaveCount(0);
  // The server checks the old password.
  await page.getByLabel('Altes Passwort').fill('falsches-passwort');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Das alte Passwort ist falsch.')).toBeVisible();
  await page.getByLabel('Altes Passwort').fill(userPassword);
  await page.getByLabel('Neues Passwort').fill(newPassword);
  await page.getByLabel('Passwort wiederholen').fill(newPassword);
  await page.getByLabel('Passwort wiederholen').press('Enter');
  await expect(page.getByText('Neues Passwort wurde gespeichert.')).toBeVisible();
  await expect(page.getByLabel('Altes Passwort')).toHaveValue('');

  // A cancelled setup leaves 2FA off.
  await page.getByLabel('Zwei-Faktor-Authentisierung verwenden').check();
  const cancelled = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' });
  await cancelled.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(cancelled).toHaveCount(0);
  await expect(page.getByLabel('Zwei-Faktor-Authentisierung verwenden')).not.toBeChecked();

  await page.getByLabel('Zwei-Faktor-Authentisierung verwenden').check();
  const setup = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung einrichten' });
  await expect(setup.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const qr = await setup.getByRole('img').boundingBox();
  // Rounded: the layout may place the image at a sub-pixel size (200.00001).
  expect([qr?.width, qr?.height].map((n) => Math.round(n ?? 0))).toEqual([200, 200]);
  const seed = (await setup.getByTestId('seed2FA').innerText()).trim();
  expect(seed).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-profile-2fa.png' });
  await setup.getByLabel('Bestätigungscode').fill(await totp(seed));
  await setup.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Die Zwei-Faktor-Authentisierung wurde erfolgreich aktualisiert')).toBeVisible();
  await expect(page.getByLabel('Zwei-Faktor-Authentisierung verwenden')).toBeChecked();

  // ── The next login needs a token (and the new password) ──
  await logout(page, 'Erika Ende');
  await loginWith(page, userLogin, newPassword);
  const tokenDialog = page.getByRole('dialog', { name: 'Zwei-Faktor-Authentisierung' });
  await expect(tokenDialog).toBeVisible();
  // The code that switched 2FA on is spent; the one of the next time step is accepted.
  await tokenDialog.getByLabel('Bestätigungscode').fill(await totp(seed, 30));
  await tokenDialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await page.goto('/frontend/profile');
  await expect(page.getByLabel('Zwei-Faktor-Authentisierung verwenden')).toBeChecked();
});

test("users: a user locked by failed logins is marked 'Gesperrt' and an administrator unlocks it", async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin');
  const lockedLogin = `gesperrt-${Date.now().toString(36)}`;
  const { roles } = await (await page.request.get('/api/frontend/users')).json();
  const viewerRole = roles.find((r: { name: string }) => r.name === 'Betrachter').value;
  const created = await page.request.post('/api/frontend/users/sendUserForm', {
    data: {
      login: lockedLogin,
      lastName: 'Sperre',
      firstName: 'Siegfried',
      password: userPassword,
      role: viewerRole,
      visibleContextIds: [],
      allContextsVisible: true,
      use2FA: false,
    },
  });
  expect(created.status()).toBe(200);
  const tryLogin = (password: string) =>
    request.post('/api/frontend/login', { data: { login: lockedLogin, password } });
  for (let i = 0; i < 5; i++) expect((await tryLogin(`falsch-${i}`)).status()).toBe(401);
  expect((await (await tryLogin(userPassword)).json()).message).toMatch(/^Zu viele fehlgeschlagene Anmeldungen/);

  await openAdminPage(page, 'Benutzer');
  await page.getByPlaceholder('Suchbegriff eingeben...').fill(lockedLogin);
  const row = page.getByRole('row').filter({ hasText: lockedLogin });
  await expect(row.getByText('Gesperrt', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-e2e-users-locked.png', fullPage: true });
  // By keyboard, as every action of the list.
  await row.getByRole('button', { name: `Benutzer ${lockedLogin} entsperren` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Der Benutzer ${lockedLogin} wurde entsperrt.`)).toBeVisible();
  await expect(row.getByText('Gesperrt', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await tryLogin(userPassword)).status()).toBe(200);
});

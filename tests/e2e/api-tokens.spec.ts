import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// Issue 30: an administrator creates an API token in the profile, copies it from the dialog that
// shows it once, and the list knows it by its prefix; a program (a request without the browser's
// cookie) calls the API with it, and after a reload the list shows that last use; once revoked,
// the next call is 401. Axe and screenshots of the three new screens: the profile's 'API-Tokens',
// the users page's 'Servicekonten' and the context dialog's 'Webhooks'.

const tokenName = `E2E-Skript ${Date.now().toString(36)}`;
// The client the list names as the token's last user.
const client = 'e2e-skript/1.0';

/** The profile's item of the token named `name`. */
const tokenItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'API-Tokens' }).getByRole('listitem').filter({ hasText: name });

test('an API token: created in the profile, shown once and copied, used, its last use listed, revoked, refused', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'admin');
  await page.goto('/frontend/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'API-Tokens' })).toBeVisible();

  // ── Create, by keyboard where an operator would ──
  await page.getByRole('button', { name: 'Token erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Token erstellen' });
  await expect(dialog.getByLabel('Gültig für Tage')).toHaveValue('90');
  await dialog.getByLabel('Name', { exact: true }).fill(tokenName);
  await dialog.getByLabel('Kontexte ansehen (CONTEXTS)').check();
  await dialog.getByRole('switch', { name: 'Nur lesen' }).check();
  await dialog.getByLabel('Gültig für Tage').fill('30');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/api-tokens-create.png' });
  await dialog.getByLabel('Gültig für Tage').press('Enter');

  // ── Shown once, copied ──
  const shown = page.getByRole('dialog', { name: 'Nur jetzt sichtbar' });
  await expect(shown).toContainText('nur dieses eine Mal angezeigt');
  const token = await shown.getByLabel('Token').inputValue();
  expect(token).toMatch(/^kk_[A-Za-z0-9]{8}_[A-Za-z0-9]{32,}$/);
  const prefix = token.slice(0, 11);
  await shown.getByRole('button', { name: 'Kopieren' }).click();
  await expect(shown.getByRole('status')).toHaveText('Das Token wurde in die Zwischenablage kopiert.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/api-tokens-shown-once.png' });
  await shown.getByRole('button', { name: 'Fertig' }).click();
  await expect(shown).toHaveCount(0);
  // Gone from the page: only the prefix remains.
  await expect(page.getByText(token)).toHaveCount(0);
  const item = tokenItem(page, tokenName);
  await expect(item).toContainText(`Präfix:${prefix}`);
  await expect(item).toContainText('Nur lesen');
  await expect(item).toContainText('Zuletzt verwendet:Nie verwendet');

  // ── A program uses it: no cookie, only the token ──
  const program = await playwright.request.newContext({ baseURL });
  const call = () =>
    program.get('/api/frontend/ping', { headers: { Authorization: `Bearer ${token}`, 'User-Agent': client } });
  expect((await call()).status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(tokenItem(page, tokenName)).toContainText(client, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(tokenItem(page, tokenName)).not.toContainText('Nie verwendet');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/api-tokens-profile.png', fullPage: true });

  // ── Revoked: the next call is refused ──
  await tokenItem(page, tokenName)
    .getByRole('button', { name: `API-Token ${tokenName} (${prefix}) widerrufen` })
    .click();
  const confirm = page.getByRole('dialog', { name: `API-Token ${tokenName} widerrufen` });
  await expect(confirm).toContainText(`${tokenName} (${prefix})`);
  // Safe by default (issue 46): 'Abbrechen' has the focus; revoking takes the other button.
  await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(
    page.getByRole('region', { name: 'Meldungen' }).getByText('Das API-Token wurde widerrufen.'),
  ).toBeVisible();
  await expect(tokenItem(page, tokenName)).toContainText('Widerrufen');
  await expect(tokenItem(page, tokenName).getByRole('button')).toHaveCount(0);
  const refused = await call();
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBeTruthy();
  await program.dispose();
});

test("the users page's 'Servicekonten' and the context dialog's 'Webhooks'", async ({ page }) => {
  await loginAs(page, 'admin');

  await page.goto('/frontend/users');
  await page.getByRole('tab', { name: 'Servicekonten' }).click();
  await expect(page).toHaveURL(/tab=service-accounts/);
  await expect(page.getByRole('table', { name: 'Servicekonten' })).toBeVisible();
  await page.getByRole('button', { name: 'Neues Servicekonto' }).click();
  const accountDialog = page.getByRole('dialog', { name: 'Neues Servicekonto' });
  await accountDialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(accountDialog.getByText('"Name" ist ein Pflichtfeld')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/service-accounts-dialog.png' });
  await accountDialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/service-accounts.png', fullPage: true });

  await page.goto('/frontend/customers');
  await page.getByPlaceholder('Suchbegriff eingeben...').fill('NORDMARKT');
  await page.getByRole('button', { name: 'Kontext NORDMARKT bearbeiten' }).click();
  const contextDialog = page.getByRole('dialog', { name: 'Kontext NORDMARKT bearbeiten' });
  await contextDialog.getByRole('tab', { name: 'Webhooks' }).click();
  const panel = contextDialog.getByRole('tabpanel', { name: 'Webhooks' });
  await expect(panel.getByRole('table', { name: 'Webhook-Abonnements' })).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Zustellprotokoll' })).toBeVisible();
  await panel.getByRole('button', { name: 'Neuer Webhook' }).click();
  await expect(panel.getByRole('form', { name: 'Neuer Webhook' })).toBeVisible();
  await expect(panel.getByRole('checkbox')).toHaveCount(13);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/screens/context-webhooks.png' });
});

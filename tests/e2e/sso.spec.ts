import { start, type TestProvider } from '../../scripts/oidc/testProvider';
import { expect, test } from './fixtures';
import { loginAs } from './login';

// Login through the company's OpenID Provider against the real test provider (scripts/oidc), which
// the console of playwright.config.ts is configured for: an administrator maps a group to a role and
// a context in the users page's SSO tab; a person of that group signs in with 'Anmelden mit
// Testanbieter', lands on the home page with the mapped context only, and sees the provider in its
// sessions.

// The ports of playwright.config.ts.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8191);
const consoleUrl = `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await start({
    port: oidcPort,
    redirectUris: [`${consoleUrl}/api/frontend/sso/callback`],
    postLogoutRedirectUris: [`${consoleUrl}/login`],
  });
});

test.afterAll(async () => {
  await provider?.close();
});

test('a user signs in with "Anmelden mit Testanbieter" and lands on home with the mapped contexts', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/frontend/users?tab=sso');
  await page.getByRole('button', { name: 'Zuordnung hinzufügen' }).click();
  await page.getByLabel('Gruppe').fill('team-sued');
  await page.getByLabel('Rolle').selectOption({ label: 'Betrachter' });
  await page.getByLabel('Südkauf AG').check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  const mappings = page.getByRole('table', { name: 'Anmeldung über Identitätsanbieter' });
  await expect(mappings.getByRole('row').filter({ hasText: 'team-sued' })).toContainText('Südkauf AG');
  // Another person at this browser: without the administrator's session.
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Anmelden mit Testanbieter' }).click();
  // The provider's own login form (oidc-provider's development pages take any password).
  await page.locator('input[name="login"]').fill('paul.pruefer');
  await page.locator('input[name="password"]').fill('beliebig');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  const home = page.getByRole('table');
  await expect(home.getByRole('cell', { name: 'Südkauf AG', exact: true })).toBeVisible();
  await expect(home.getByRole('cell', { name: 'Nordmarkt GmbH', exact: true })).toHaveCount(0);

  await page.goto('/frontend/profile');
  const mine = page.getByRole('list', { name: 'Sitzungen' }).getByRole('listitem').filter({ hasText: 'Diese Sitzung' });
  await expect(mine).toContainText('über Testanbieter');

  // Logging out ends the provider's session too: its end-session page, then back to the login page.
  await mine.getByRole('button', { name: /^Diese Sitzung .* abmelden$/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127.0.0.1:${oidcPort}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(`${consoleUrl}/login`);
  await expect(page.getByRole('link', { name: 'Anmelden mit Testanbieter' })).toBeVisible();
});

test('a refused SSO login shows its German reason on the login page', async ({ page }) => {
  await page.goto('/api/frontend/sso/callback?state=erfunden&code=x');
  await expect(page).toHaveURL(/\/login\?ssoError=state/);
  await expect(page.getByRole('alert')).toHaveText(
    'Die Anmeldung war abgelaufen oder wurde verändert. Bitte erneut anmelden.',
  );
});

test('a code that names a member of every object shows the general reason beside the login form', async ({ page }) => {
  await page.goto('/login?ssoError=__proto__');
  await expect(page.getByRole('alert')).toHaveText('Die Anmeldung über den Identitätsanbieter ist fehlgeschlagen.');
  await expect(page.getByLabel('Benutzername')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
});

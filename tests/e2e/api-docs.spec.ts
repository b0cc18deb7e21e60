import { expect, test } from './fixtures';

// The API reference is served under the same policy as the console: its scripts are files of this
// server, so Swagger UI renders the contract without any exception to the policy.

test('the API reference renders the contract and opens an operation', async ({ page }) => {
  await page.goto('/api/docs');
  // Swagger UI (1.4 MB of script) resolves the whole contract (480 KB) before it shows anything:
  // 1.6–2.2 s on a quiet machine, past the usual 10 s in a CI run that keeps both cores busy.
  await expect(page.getByRole('heading', { name: /Kassen-Konsole API/ })).toBeVisible({ timeout: 30_000 });
  const ping = page.locator('#operations-session-ping');
  await expect(ping).toBeVisible();
  await ping
    .getByRole('button', { name: /\/api\/frontend\/ping/ })
    .first()
    .click();
  await expect(ping.getByText('Responses', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/api-docs.png' });
});

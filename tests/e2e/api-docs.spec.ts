import { expect, test } from './fixtures';

// The API reference is served under the same policy as the console: its scripts are files of this
// server, so Swagger UI renders the contract without any exception to the policy.

test('the API reference renders the contract and opens an operation', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Kassen-Konsole API/ })).toBeVisible();
  const ping = page.locator('#operations-session-ping');
  await expect(ping).toBeVisible();
  await ping
    .getByRole('button', { name: /\/api\/frontend\/ping/ })
    .first()
    .click();
  await expect(ping.getByText('Responses', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/api-docs.png' });
});

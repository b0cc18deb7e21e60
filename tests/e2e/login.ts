import { expect, type Page } from '@playwright/test';

export const demoPasswords: Record<string, string> = {
  admin: 'demo-admin-2026',
  operator: 'demo-operator-2026',
  viewer: 'demo-viewer-2026',
  secure: 'demo-secure-2026',
  approver: 'demo-approver-2026',
};

/** Logs in through the login form with Enter, as an operator would, and waits for the home page. */
export async function loginAs(page: Page, login: keyof typeof demoPasswords & string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(login);
  await page.getByLabel('Passwort').fill(demoPasswords[login]);
  await page.getByLabel('Passwort').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
}

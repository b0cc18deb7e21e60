import type { Page } from './fixtures';

/**
 * Opens a page of the main menu's 'Verwaltung' (Kontexte, Benutzer, Rollen, Protokoll) as an
 * operator does: the menu's toggle first where the window folds the bar, then the group, then the page.
 */
export async function openAdminPage(page: Page, name: 'Kontexte' | 'Benutzer' | 'Rollen' | 'Protokoll') {
  const toggle = page.getByRole('button', { name: 'Menü ein- und ausklappen' });
  if (await toggle.isVisible()) await toggle.click();
  const menu = page.getByRole('list', { name: 'Hauptmenü' });
  await menu.getByRole('button', { name: 'Verwaltung', exact: true }).click();
  await menu.getByRole('link', { name, exact: true }).click();
}

/** The pages the session finds under 'Verwaltung' (none when the group is not there at all). */
export async function adminMenuEntries(page: Page): Promise<string[]> {
  const group = page.getByRole('list', { name: 'Hauptmenü' }).getByRole('button', { name: 'Verwaltung', exact: true });
  if ((await group.count()) === 0) return [];
  await group.click();
  const entries = await page.locator('[aria-labelledby="menu-admin"]').getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  return entries;
}

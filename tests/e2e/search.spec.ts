import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// The command palette (issue 54) against the demo fleet: Ctrl+K, a register by its number, Enter
// opens it selected in the tree; a page by its name; axe clean in the light and the dark scheme.

for (const scheme of ['light', 'dark'] as const)
  test(`${scheme}: Ctrl+K finds register 1003/2 and Enter opens it selected; a page by its name`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await loginAs(page, 'operator');
    // The shortcut works from the moment the top bar shows its search button.
    await expect(page.getByTestId('search-open')).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Suche' });
    const input = dialog.getByRole('combobox', { name: 'Suchbegriff' });
    await expect(input).toBeFocused();
    await input.fill('1003-02');
    const register = dialog.getByRole('option', { name: /Kasse 1003\/2 .*NORDMARKT/ });
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(register).toContainText('NORDMARKT');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/frontend\/cashpoints\?contextId=NORDMARKT#NORDMARKT&1003&2$/);
    await expect(page.getByRole('treeitem', { selected: true })).toContainText('2');
    await expect(page.getByRole('heading', { name: /^Kasse 2 · Filiale 1003/ })).toBeVisible();

    // The search button of the top bar; with nothing typed, the register is the item opened last.
    await page.getByTestId('search-open').click();
    await expect(dialog.getByRole('listbox', { name: 'Zuletzt geöffnet' })).toContainText('Kasse 1003/2');
    await input.fill('alar');
    await expect(dialog.getByRole('option').first()).toContainText('Alarme');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/frontend\/alerts/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alarme' })).toBeVisible();
  });

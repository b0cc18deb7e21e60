import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';

// The profile's list of the own sessions: a second browser of the same user shows up with its
// browser and address, and 'Abmelden' (from the keyboard) ends it there; 'Abmelden' on this session
// logs out like the menu does; axe on the section.

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

test('sessions: another browser of the own account is listed and ended from the profile', async ({
  page,
  newContext,
}) => {
  const otherBrowser = await newContext({ userAgent: firefoxOnWindows });
  const other = await otherBrowser.newPage();
  try {
    await loginAs(other, 'viewer');
    await loginAs(page, 'viewer');
    await page.goto('/frontend/profile');
    const sessions = page.getByRole('list', { name: 'Sitzungen' });
    const mine = sessions.getByRole('listitem').filter({ hasText: 'Diese Sitzung' });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('Chrome auf Linux');
    const endMine = mine.getByRole('button', { name: /^Diese Sitzung Chrome auf Linux \(.+\) abmelden$/ });
    await expect(endMine).toHaveText('Abmelden');
    const theirs = sessions.getByRole('listitem').filter({ hasText: 'Firefox auf Windows' });
    await expect(theirs).toHaveCount(1);
    await expect(theirs.getByText('Firefox auf Windows')).toHaveAttribute('title', firefoxOnWindows);
    await expect(theirs).toContainText(/Adresse:\s*(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
    await expect(theirs).toContainText(/Zuletzt verwendet:\s*\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/screens/profile-sessions.png', fullPage: true });

    const end = theirs.getByRole('button', { name: /^Sitzung Firefox auf Windows \(.+\) abmelden$/ });
    await end.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Die Sitzung wurde abgemeldet.')).toBeVisible();
    await expect(theirs).toHaveCount(0);
    await expect(mine).toHaveCount(1);

    // The ended browser is sent to the login with its next request.
    await other.goto('/frontend/profile');
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByLabel('Benutzername')).toBeVisible();

    // This session's own 'Abmelden' logs out: the login page, and the profile is closed to it.
    await endMine.click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByLabel('Benutzername')).toBeVisible();
    await page.goto('/frontend/profile');
    await expect(page).toHaveURL(/\/login/);
  } finally {
    await otherBrowser.close();
  }
});

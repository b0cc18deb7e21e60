import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './axe';
import { loginAs } from './login';
import { inParts, pageTour, tourSizes } from './pageTour';

// No page is wider than the window: a table or chart that needs more room scrolls inside its own
// card, so the menu, the filters and the pager stay in view. Pages whose tree or table takes the
// window's height end at its bottom edge, with no page scrollbar beside the table's own. Each page
// is checked once its content has arrived, at a laptop's and a desktop's size.
// In parts of six pages, as the axe tour below: one test for all pages ran past its minute in a
// run beside the CI's smoke runs.
const signedInParts = inParts(pageTour.filter((stop) => stop.signedIn));
for (const size of tourSizes)
  for (const [i, part] of signedInParts.entries())
    test(`pages ${part[0]!.name} … ${part.at(-1)!.name} (part ${i + 1} of ${signedInParts.length}) fit a ${size.width}×${size.height} window`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await loginAs(page, 'admin');
      const misfits: string[] = [];
      for (const stop of part) {
        await page.goto(stop.path);
        await stop.ready(page);
        const { width, height } = await page.evaluate(() => ({
          width: document.documentElement.scrollWidth,
          height: document.documentElement.scrollHeight,
        }));
        if (width > size.width) misfits.push(`${stop.name}: ${width} px wide`);
        if (stop.fillsWindow && height > size.height) misfits.push(`${stop.name}: ${height} px high`);
      }
      expect(misfits).toEqual([]);
    });

// Every page passes axe in both colour schemes: the dark one comes from the system setting, as
// for an operator who chose none, so each page is checked as it first shows. In parts of a few
// pages each: the whole tour in one test grew with every page the app gained, to more than 3.5
// minutes on a busy machine; a part's time stays bounded however many pages come.
const tourParts = inParts(pageTour);
for (const colorScheme of ['light', 'dark'] as const)
  for (const [i, part] of tourParts.entries())
    test(`${colorScheme}: pages ${part[0]!.name} … ${part.at(-1)!.name} (part ${i + 1} of ${tourParts.length}) have no serious accessibility finding`, async ({
      page,
    }) => {
      // Six pages with an axe run each: more than the default minute on a busy machine.
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme });
      let signedIn = false;
      for (const stop of part) {
        if (stop.signedIn && !signedIn) {
          await loginAs(page, 'admin');
          signedIn = true;
        }
        await page.goto(stop.path);
        await stop.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', colorScheme);
        await test.step(stop.name, () => expectNoSeriousA11yViolations(page));
      }
    });

// Between a tablet and a wide desktop the menu has the least room: it folds behind its toggle below
// 1200 px, and above that its entries wrap. Either way the user menu and the badge of critical alerts
// stay inside the window (at 1100 px the user menu once sat beyond the right edge, white on the page).
test('the menu bar keeps the user menu inside the window at every desktop width', async ({ page }) => {
  await loginAs(page, 'admin');
  for (const width of [1000, 1100, 1199, 1200, 1280, 1399]) {
    await page.setViewportSize({ width, height: 720 });
    // Folded below 1200 px by the stylesheet: waited for, not looked at once (a look right after
    // the resize, on a busy machine, saw no toggle yet and left the menu folded).
    const folded = width < 1200;
    const toggle = page.getByRole('button', { name: 'Menü ein- und ausklappen' });
    if (folded) {
      await expect(toggle).toBeVisible();
      await toggle.click();
    } else await expect(toggle).toBeHidden();
    const user = page.locator('#menu-user');
    await expect(user).toBeVisible();
    const box = (await user.boundingBox())!;
    expect(box.x + box.width, `user menu at ${width} px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page at ${width} px`).toBeLessThanOrEqual(
      width,
    );
    if (folded) await toggle.click();
  }
});

import { expect, test } from './fixtures';
import { loginAs } from './login';
import { pageTour, tourSizes } from './pageTour';

// No page is wider than the window: a table or chart that needs more room scrolls inside its own
// card, so the menu, the filters and the pager stay in view. Each page is checked once its
// content has arrived, at a laptop's and a desktop's width.
for (const size of tourSizes) {
  test(`no page is wider than a ${size.width}×${size.height} window`, async ({ page }) => {
    await page.setViewportSize(size);
    await loginAs(page, 'admin');
    const tooWide: string[] = [];
    for (const stop of pageTour.filter((stop) => stop.signedIn)) {
      await page.goto(stop.path);
      await stop.ready(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > size.width) tooWide.push(`${stop.name}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });
}

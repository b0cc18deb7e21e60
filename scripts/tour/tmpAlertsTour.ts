// Temporary: screenshots of the screens issue 33 touched (not committed).
import { chromium } from 'playwright-core';
import { startDemoServer, signInAsAdmin, chromiumOptions } from './demoServer';

const out = '/tmp/tour33';
const server = await startDemoServer();
const browser = await chromium.launch(chromiumOptions);
try {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme: scheme });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/frontend/alerts?sort=severity`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/alerts-${scheme}.png`, fullPage: true });
    await page.goto(`${server.url}/frontend/contexts`);
    await page.waitForTimeout(1000);
    const edit = page.getByRole('button', { name: /bearbeiten/i }).first();
    if (await edit.count()) {
      await edit.click();
      const tab = page.getByRole('tab', { name: /Alarm/ });
      if (await tab.count()) await tab.first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/alert-settings-${scheme}.png`, fullPage: true });
    }
    await page.goto(`${server.url}/frontend/cashpoints`);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/cashpoints-${scheme}.png` });
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

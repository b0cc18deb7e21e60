import { chromium } from 'playwright-core';
import { startDemoServer, chromiumOptions, signInAsAdmin } from './tour/demoServer';
(async () => {
  const server = await startDemoServer();
  const browser = await chromium.launch(chromiumOptions);
  const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
  await context.addInitScript(() => {
    (window as any).lt = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => (window as any).lt.push([Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  await signInAsAdmin(page, server.url);
  for (const motion of ['no-preference', 'reduce', 'no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion: motion });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}/frontend/statistics`);
    await page.locator('[data-metric] svg').nth(9).waitFor();
    await page.waitForTimeout(2500);
    console.log(motion, JSON.stringify(await page.evaluate(() => (window as any).lt)));
  }
  await browser.close();
  await server.stop();
})();

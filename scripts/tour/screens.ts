// `npm run screens`: a screenshot of every page of the console (tests/e2e/pageTour.ts) at each
// window size the layout spec checks, in the light and the dark colour scheme, into
// test-results/screens/<width>x<height>-<scheme>-<page>.png. Builds the SPA when it is older than
// its sources and runs a demo console of its own, so it needs nothing running.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../../src/server/platform/paths';
import { pageTour, tourSizes } from '../../tests/e2e/pageTour';
import { transitionsEnded } from '../../tests/e2e/transitions';
import { chromiumOptions, signInAsAdmin, startDemoServer } from './demoServer';
import { ensureBuilt } from './ensureBuilt';

const outDir = path.join(repoRoot, 'test-results/screens');
const schemes = ['light', 'dark'] as const;

async function main(): Promise<void> {
  ensureBuilt();
  fs.mkdirSync(outDir, { recursive: true });
  const server = await startDemoServer();
  const browser = await chromium.launch(chromiumOptions);
  const unready: string[] = [];
  try {
    for (const colorScheme of schemes) {
      for (const viewport of tourSizes) {
        // The scheme comes from the system setting, as it does for an operator who chose none.
        const context = await browser.newContext({
          viewport,
          colorScheme,
          locale: 'de-DE',
          timezoneId: 'Europe/Berlin',
        });
        const page = await context.newPage();
        for (const stop of pageTour) {
          if (stop.signedIn && page.url().includes('/login')) await signInAsAdmin(page, server.url);
          await page.goto(`${server.url}${stop.path}`);
          // A page that never gets ready is photographed as it is, so the picture shows what is wrong.
          const ready = await stop.ready(page).then(
            () => true,
            (error: Error) => (console.error(`${stop.name}: ${error.message.split('\n')[0]}`), false),
          );
          if (!ready) unready.push(`${viewport.width}x${viewport.height}-${colorScheme}-${stop.name}`);
          await transitionsEnded(page);
          const file = path.join(outDir, `${viewport.width}x${viewport.height}-${colorScheme}-${stop.name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(path.relative(repoRoot, file));
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  if (unready.length) throw new Error(`Nicht fertig geladen: ${unready.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

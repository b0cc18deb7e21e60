// `npm run screens [-- --sizes 1440x900 --schemes dark --pages home,statistics --contexts 60]`:
// screenshots of the console for a human to look at, from a demo console of its own (it needs
// nothing running and changes nothing), into test-results/screens/<width>x<height>-<scheme>-<page>.png.
// Without options every page of the tour (tests/e2e/pageTour.ts) at each window size the layout
// spec checks, light and dark; the views of screenScenes.ts add dialogs, menus and form errors.
// Also writes classes.json, every class name seen, which --compare uses to find CSS rules the
// shipped stylesheet lost. Builds the SPA when it is older than its sources. `--help` lists all.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { pageTour } from '../../tests/e2e/pageTour';
import { transitionsEnded } from '../../tests/e2e/transitions';
import { compareScreens } from './compareScreens';
import { chromiumOptions, signInAsAdmin, startDemoServer } from './demoServer';
import { ensureBuilt } from './ensureBuilt';
import { ensureTools } from './ensureTools';
import { seedContexts } from './manyContexts';
import { screenScenes } from './screenScenes';
import { parseScreensOptions, usage, UsageError, type ScreensOptions } from './screensOptions';

const stops = [...pageTour, ...screenScenes];

/** Every class name on the page now. */
const classesOn = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('*')].flatMap((element) => [...element.classList]));

async function takeScreens(options: ScreensOptions): Promise<void> {
  const outDir = path.resolve(options.out);
  ensureTools();
  ensureBuilt();
  fs.mkdirSync(outDir, { recursive: true });
  const { contexts } = options;
  const prepare = contexts
    ? async (dataDir: string) => console.log(`Kontexte: ${await seedContexts(dataDir, contexts)}`)
    : undefined;
  const server = await startDemoServer(prepare, contexts ? { SESSION_SECRET: 'screens-contexts' } : {});
  const browser = await chromium.launch(chromiumOptions);
  const unready: string[] = [];
  const classes = new Set<string>();
  try {
    for (const colorScheme of options.schemes) {
      for (const viewport of options.sizes) {
        // The scheme comes from the system setting, as it does for an operator who chose none.
        const context = await browser.newContext({
          viewport,
          colorScheme,
          locale: 'de-DE',
          timezoneId: 'Europe/Berlin',
        });
        const page = await context.newPage();
        for (const name of options.pages) {
          const stop = stops.find((s) => s.name === name)!;
          const picture = `${viewport.width}x${viewport.height}-${colorScheme}-${stop.name}`;
          if (stop.signedIn && !page.url().startsWith(`${server.url}/frontend`)) await signInAsAdmin(page, server.url);
          await page.goto(`${server.url}${stop.path}`);
          // A page that never gets ready is photographed as it is, so the picture shows what is wrong.
          const ready = await stop.ready(page).then(
            () => true,
            (error: Error) => (console.error(`${picture}: ${error.message.split('\n')[0]}`), false),
          );
          if (!ready) unready.push(picture);
          await transitionsEnded(page);
          for (const className of await classesOn(page)) classes.add(className);
          const file = path.join(outDir, `${picture}.png`);
          await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
          const relative = path.relative(process.cwd(), file);
          console.log(relative.startsWith('..') ? file : relative);
        }
        await context.close();
      }
    }
    fs.writeFileSync(path.join(outDir, 'classes.json'), JSON.stringify([...classes].sort(), null, 1));
    if (options.compare) await compareScreens(browser, path.resolve(options.compare), outDir);
  } finally {
    await browser.close();
    await server.stop();
  }
  if (unready.length) throw new Error(`Nicht fertig geladen: ${unready.join(', ')}`);
}

function main(): void {
  let options: ScreensOptions | undefined;
  try {
    options = parseScreensOptions(process.argv.slice(2));
    if (options?.compare && !fs.existsSync(options.compare)) {
      throw new UsageError(`Den Ordner „${options.compare}“ zum Vergleich gibt es nicht.`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  if (!options) {
    console.log(usage);
    return;
  }
  takeScreens(options).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

main();

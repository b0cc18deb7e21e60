// `npm run bench`: the scale goals of the cashpoints issue, measured rather than asserted.
// One context with 5,000 stores and 50,000 registers is fed through the agent API by the fleet
// simulator, then the tree request is timed and the page is loaded and filtered in Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp, repoRoot } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDb } from '../src/server/db/connection';
import { migrate } from '../src/server/db/migrations';
import { demoHashSecret, seedDemo } from '../src/server/demo/seed';
import { Prng } from '../src/server/demo/prng';
import { syntheticFleet } from '../src/server/simulator/fleet';
import { FleetSimulator } from '../src/server/simulator/simulator';
import { injectTransport } from '../src/server/simulator/transport';
import { buildSearchIndex, filterStores, flattenTree } from '../src/client/features/cashpoints/treeRows';

const stores = Number(process.env.BENCH_STORES ?? 5000);
const registersPerStore = Number(process.env.BENCH_REGISTERS ?? 10);
const context = 'MEGAMARKT';
const ms = (start: number) => `${(performance.now() - start).toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO: 'false',
    SESSION_SECRET: 'bench',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  await seedDemo(db, dataDir);
  const app = await buildApp({ config, db, publicDir: path.join(repoRoot, 'dist/public') });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(`Server ${address} (${db.dialect}); ${stores} Filialen × ${registersPerStore} Kassen in ${context}`);

  const fleet = syntheticFleet(
    [{ key: context, secret: demoHashSecret(context) }],
    stores,
    registersPerStore,
    new Prng(7),
    20001,
  );
  const simulator = new FleetSimulator({
    transport: injectTransport(app),
    fleet,
    prng: new Prng(8),
    concurrency: 8,
    outageChance: 0.01,
  });
  let start = performance.now();
  const first = await simulator.tick();
  const seconds = (performance.now() - start) / 1000;
  console.log(
    `Registrierung: ${first.heartbeats} Heartbeats mit vollen Daten in ${seconds.toFixed(1)} s (${(first.heartbeats / seconds).toFixed(0)}/s), ${first.errors} Fehler`,
  );
  start = performance.now();
  const second = await simulator.tick();
  console.log(
    `Zweite Runde (leichte Heartbeats, Update-Abfragen): ${second.heartbeats} in ${ms(start)}, ${second.errors} Fehler`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/frontend/login',
    payload: { login: 'admin', password: 'demo-admin-2026' },
  });
  const cookie = login.cookies.find((c) => c.name === 'sid')!;
  /** Five requests; the median and the last body. */
  const timedGet = async (url: string) => {
    const times: number[] = [];
    let body = '';
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const reply = await app.inject({ method: 'GET', url, headers: { cookie: `sid=${cookie.value}` } });
      times.push(performance.now() - t0);
      body = reply.body;
    }
    times.sort((a, b) => a - b);
    return {
      body,
      summary: `median ${times[2]!.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times[4]!.toFixed(0)})`,
    };
  };
  const { body, summary } = await timedGet(`/api/frontend/cashpoints?contextId=${context}`);
  const tree = JSON.parse(body) as { stores: Parameters<typeof buildSearchIndex>[0] };
  const registers = tree.stores.reduce((n, s) => n + s.cashpoints.length, 0);
  console.log(
    `GET cashpoints: ${tree.stores.length} Filialen, ${registers} Kassen, ${mb(body.length)} JSON; ${summary}`,
  );
  for (const report of ['cashpoint-report', 'storeagent-report']) {
    const r = await timedGet(`/api/frontend/reports/${report}?contextId=${context}`);
    console.log(`GET ${report}: ${mb(r.body.length)} JSON; ${r.summary}`);
  }
  start = performance.now();
  await app.inject({ method: 'GET', url: '/api/frontend/home', headers: { cookie: `sid=${cookie.value}` } });
  console.log(`GET home (Zählungen aller Kontexte): ${ms(start)}`);

  start = performance.now();
  const index = buildSearchIndex(tree.stores);
  console.log(`Suchindex: ${ms(start)}`);
  for (const q of ['2', '2450', 'münchen', '7']) {
    start = performance.now();
    const filtered = filterStores(index, q);
    const rows = flattenTree(filtered, () => true);
    console.log(`Filter "${q}": ${filtered.length} Filialen, ${rows.length} Zeilen in ${ms(start)}`);
  }
  console.log(`Heap des Servers: ${mb(process.memoryUsage().heapUsed)}`);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // Long tasks (over 50 ms) are what freezes a browser; count them from the start of every document.
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  const takeLongTasks = () =>
    page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      const taken = w.longTasks;
      w.longTasks = [];
      return taken;
    });
  const describe = (tasks: number[]) =>
    `${tasks.length} lange Tasks, zusammen ${tasks.reduce((x, y) => x + y, 0).toFixed(0)} ms, längster ${Math.max(0, ...tasks).toFixed(0)} ms`;

  await page.goto(`${address}/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('demo-admin-2026');
  await page.getByLabel('Passwort').press('Enter');
  await page.waitForURL('**/frontend/home');
  start = performance.now();
  await page.goto(`${address}/frontend/cashpoints?contextId=${context}`);
  await page.getByRole('treeitem').first().waitFor();
  console.log(
    `Browser: Seite mit Baum sichtbar nach ${ms(start)}; ${await page.getByRole('treeitem').count()} Zeilen im DOM; ${describe(await takeLongTasks())}`,
  );
  const filter = page.getByLabel('Filter');
  start = performance.now();
  await filter.pressSequentially('2450', { delay: 80 });
  const typed = performance.now() - start;
  await page.getByText(/von \d+ Filialen/).waitFor();
  console.log(
    `Browser: "2450" getippt in ${typed.toFixed(0)} ms, gefiltert ${ms(start)} nach dem ersten Zeichen (inkl. 500 ms Entprellung)`,
  );
  await filter.fill('');
  await page.getByText(/\d+ Filialen, \d+ Kassen/).waitFor();
  console.log(`Browser: Filtern und Zurücksetzen: ${describe(await takeLongTasks())}`);
  start = performance.now();
  await page.getByRole('treeitem').first().focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('PageDown');
  console.log(`Browser: 30× Bild-ab durch den Baum in ${ms(start)}; ${describe(await takeLongTasks())}`);

  // The register report with every register of the context: load, a page of 500, a filter, a sort.
  await takeLongTasks();
  start = performance.now();
  await page.goto(`${address}/frontend/cashpoint-report?contextId=${context}&size=500`);
  await page.getByText(/^[\d.]+ von [\d.]+ Zeilen$/).waitFor({ timeout: 60_000 });
  console.log(
    `Browser: Kassen-Auswertung (500 Zeilen je Seite) sichtbar nach ${ms(start)}; ${await page.getByRole('row').count()} Zeilen im DOM; ${describe(await takeLongTasks())}`,
  );
  start = performance.now();
  await page.locator('.report-filters').getByLabel('Filiale', { exact: true }).fill('245');
  // Fewer than 10,000 rows left: the filter has run (the context has about 50,000).
  await page.getByText(/^\d{1,4} von \d+ Zeilen$/).waitFor();
  console.log(`Browser: Filter Filiale "245" angewandt nach ${ms(start)}; ${describe(await takeLongTasks())}`);
  await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
  start = performance.now();
  await page
    .getByRole('columnheader', { name: /Kassenversion/ })
    .getByRole('button')
    .first()
    .click();
  await page.waitForURL(/sortBy=cashpointVersion/);
  await page.waitForTimeout(200);
  console.log(
    `Browser: Sortieren nach Kassenversion ${ms(start)} (inkl. 200 ms Wartezeit); ${describe(await takeLongTasks())}`,
  );
  const heap = await page.evaluate(
    () => (globalThis.performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  );
  console.log(`Browser: JS-Heap ${mb(heap)}`);
  await browser.close();
  await app.close();
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

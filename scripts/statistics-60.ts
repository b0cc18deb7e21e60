// Screenshots the statistics page at 60 contexts (where a chart is 700 px wide).
// The contexts admin UI does not exist yet, so the script fills a fresh DATA_DIR itself: the demo
// data plus 54 customer contexts with stores, registers, store agents and an Aktiv update each,
// then starts the real server on it and photographs the page with Debian's chromium.
//
//   npm run build && npx tsx scripts/statistics-60.ts        (PORT, default 8484)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { loadConfig } from '../src/server/platform/config';
import { openDb, type Db } from '../src/server/platform/db/connection';
import { migrate } from '../src/server/db/migrations';
import { Prng } from '../src/server/demo/prng';
import { seedDemo, updateFileRelativePath } from '../src/server/demo/seed';

export const extraContexts = 54;
const port = Number(process.env.PORT ?? 8484);
const outFile = path.resolve('test-results/screens/statistics-60-contexts.png');

/** 54 more customers; no hash secret, so the in-process simulator leaves their fleets alone. */
export async function seedExtraContexts(db: Db, dataDir: string, now = Date.now()): Promise<void> {
  const prng = new Prng(60);
  const k = db.kysely;
  for (let n = 1; n <= extraContexts; n++) {
    const key = `KUNDE${String(n).padStart(2, '0')}`;
    const context = await k
      .insertInto('contexts')
      .values({
        uid: prng.uid(),
        key,
        name: `Kunde ${String(n).padStart(2, '0')} Handel`,
        type: 2,
        hashSecret: null,
        allStoreChecksVisible: 1,
        visibleStoreCheckIds: '[]',
        allCashpointChecksVisible: 1,
        visibleCashpointCheckIds: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stores = await k
      .insertInto('stores')
      .values(
        Array.from({ length: prng.int(1, 14) }, (_, i) => ({
          uid: prng.uid(),
          contextId: context.id,
          storeId: String(2000 + i),
          name: `Filiale ${i + 1}`,
        })),
      )
      .returning('id')
      .execute();
    const cashpoints = await k
      .insertInto('cashpoints')
      .values(
        stores.flatMap((s) =>
          Array.from({ length: prng.int(1, 6) }, (_, p) => ({
            uid: prng.uid(),
            storeRowId: s.id,
            posId: String(p + 1),
            lastHeartbeat: now - prng.int(5, 120) * 1000,
          })),
        ),
      )
      .returning('id')
      .execute();
    const agents = await k
      .insertInto('storeAgents')
      .values(stores.map((s) => ({ uid: prng.uid(), storeRowId: s.id, lastHeartbeat: now - 60_000 })))
      .returning('id')
      .execute();
    for (const [kind, targets, filename] of [
      ['cashpoint', cashpoints, 'kasse-6.0.0.zip'],
      ['store', agents, 'store-9.0.0.zip'],
    ] as const) {
      const relative = updateFileRelativePath(key, kind, filename);
      fs.mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, relative), `Update ${filename}\n`);
      const file = await k
        .insertInto('syncfiles')
        .values({
          uid: prng.uid(),
          contextId: context.id,
          kind,
          filename,
          tag: filename.replace(/^[a-z]+-|\.zip$/g, ''),
          comment: '',
          status: 2,
          releaseDate: now - 86_400_000,
          orderKey: 1,
          archived: 0,
          uploadFilepath: relative,
          size: 10,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const share = prng.next();
      const done = targets.filter(() => prng.chance(share));
      if (done.length > 0)
        await k
          .insertInto('installations')
          .values(
            done.map((t) => ({
              syncfileId: file.id,
              cashpointId: kind === 'cashpoint' ? t.id : null,
              storeAgentId: kind === 'store' ? t.id : null,
              installationStatus: 2,
              downloaded: 1,
              updatedAt: now,
            })),
          )
          .execute();
    }
  }
}

async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start: ${url}`);
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-stats60-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'true', SESSION_SECRET: 'statistics-60' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  await migrate(db);
  await seedDemo(db, dataDir);
  await seedExtraContexts(db, dataDir);
  await db.close();

  const server = spawn('npx', ['tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: 'true',
      SESSION_SECRET: 'statistics-60',
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    await waitForServer(`http://localhost:${port}/api/frontend/logout`);
    const page = await (
      await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'de-DE', reducedMotion: 'reduce' })
    ).newPage();
    await page.goto(`http://localhost:${port}/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort').fill('demo-admin-2026');
    await page.getByLabel('Passwort').press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    await page.goto(
      `http://localhost:${port}/frontend/statistics?cashpointCustomer=KUNDE07&cashpointVersion=kasse-6.0.0.zip&storeCustomer=NORDMARKT&storeVersion=store-8.5.0.zip`,
    );
    await page.locator('[data-metric] svg').nth(9).waitFor();
    await page.locator('[data-drilldown] svg').nth(1).waitFor();
    const contexts = (await (await page.request.get(`http://localhost:${port}/api/frontend/statistics`)).json()) as {
      contexts: unknown[];
    };
    const width = await page.locator('[data-metric] svg').first().getAttribute('width');
    console.log(`contexts: ${contexts.contexts.length}, chart width: ${width}`);
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    await page.screenshot({ path: outFile, fullPage: true });
    await page
      .locator('[data-metric]')
      .nth(1)
      .screenshot({ path: outFile.replace('.png', '-card.png') });
    console.log(`screenshot: ${outFile}`);
    if (process.env.DEBUG_LAYOUT)
      console.log(
        await page.evaluate(() => {
          const bottom = document.querySelector('section.page')!.getBoundingClientRect().bottom;
          return [...document.querySelectorAll('*')]
            .filter((e) => e.getBoundingClientRect().bottom > bottom + 50)
            .slice(0, 10)
            .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().bottom)}`)
            .concat([`page bottom ${Math.round(bottom)}, doc ${document.documentElement.scrollHeight}`]);
        }),
      );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/statistics-60.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

// Smoke runs of the README's commands that need the build (`npm test` runs them after its
// build): each starts as a user would start it and must finish its work, briefly. The bench runs
// every part once at the smallest fleet without judging goals; a part that cannot start fails it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { commandLine } from '../../src/shared/texts/commandLine';
import { refusedWithUsage, runCommand } from '../../src/server/test/commandRun';
import { builtServer, startServerProcess } from '../../src/server/test/serverProcess';
import { execFile } from 'node:child_process';
import { benchParts } from '../bench/benchOptions';

const bench = 'scripts/bench/index.ts';
const lighthouse = 'scripts/tour/lighthouse.ts';
const screens = 'scripts/tour/screens.ts';
const minutes = (n: number) => n * 60_000;

/** A figure of each part, as its row in the bench's table begins. */
const partFigures: Record<(typeof benchParts)[number], string> = {
  replies: '| Baum-Antwort gegen JSON.stringify |',
  browser: '| Baum sichtbar nach der Navigation |',
  heartbeats: '| Signierte Heartbeats/s, leicht |',
  firstload: '| Erster Aufruf /login: JS+CSS (gzip) |',
  alerts: '| Alarm-Prüfungen,',
  audit: '| Protokoll-Seite bei',
  calendar: '| Nächstes Update-Fenster für 5.000 Filialen',
  agent: '| Agent: fällige Updates mit Update-Fenstern bei',
  rollouts: '| Rollout-Fortschritt',
  agentactions: '| Agent: Aktionen unverändert → 304 |',
  due: '| Agent: fällige Updates unverändert → 304',
  backup: '| Heartbeat-p99 während der Sicherung',
  tse: '| TSE-Liste eines Mandanten mit',
  health: '| Filial-Betriebsfähigkeit eines Mandanten mit',
  notices: "| 'Kassenmeldungen' eines Mandanten mit",
  versions: "| 'Versionen im Verlauf', 90 Tage,",
  timeline: '| Verlauf einer Kasse, 90 Tage, erste Seite',
  live: '| Live: Kasse wieder online → Ereignis im Stream,',
  streams: '| Live: 20 offene Streams,',
};

/** Every part's figure is in the table, and nothing in it says "nicht gemessen". */
function assertAllMeasured(stdout: string, parts: readonly (typeof benchParts)[number][]): void {
  for (const part of parts) assert.ok(stdout.includes(partFigures[part]), `bench part ${part} is missing:\n${stdout}`);
  assert.doesNotMatch(stdout, /nicht gemessen/, stdout);
  assert.match(stdout, /Ziele nicht bewertet \(--smoke\)/);
}

describe('npm run bench', () => {
  it('runs every part once on SQLite (--smoke)', { timeout: minutes(6) }, async () => {
    const run = await runCommand(bench, ['--smoke'], { DATABASE_URL: '' }, minutes(6));
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assertAllMeasured(run.stdout, benchParts);
  });

  it('runs its database parts on PostgreSQL (--smoke)', { timeout: minutes(4) }, async (t) => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) return t.skip('TEST_DATABASE_URL not set');
    const parts = ['replies', 'heartbeats', 'alerts', 'audit', 'rollouts', 'backup'] as const;
    const run = await runCommand(
      bench,
      ['--smoke', '--only', parts.join(',')],
      { DATABASE_URL: databaseUrl },
      minutes(4),
    );
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /### Bench PostgreSQL/);
    assertAllMeasured(run.stdout, parts);
  });

  it(
    'runs the provider-scale part at its smallest size (--registers 10000 --smoke)',
    { timeout: minutes(4) },
    async () => {
      const run = await runCommand(bench, ['--registers', '10000', '--smoke'], { DATABASE_URL: '' }, minutes(4));
      assert.equal(run.code, 0, run.stdout + run.stderr);
      for (const figure of [
        '| Startseite, 10.000 Kassen |',
        '| Baum eines Mandanten mit',
        '| Alarm-Prüfungen über alle',
      ])
        assert.ok(run.stdout.includes(figure), `${figure} is missing:\n${run.stdout}`);
      assert.doesNotMatch(run.stdout, /nicht gemessen/, run.stdout);
      assert.match(run.stdout, /Ziele nicht bewertet \(--smoke\)/);
    },
  );

  it('fails the smoke run when a part cannot start', { timeout: minutes(3) }, async () => {
    const env = { DATABASE_URL: '', CHROMIUM_PATH: '/nonexistent/chromium' };
    const run = await runCommand(bench, ['--smoke', '--only', 'browser'], env, minutes(3));
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /\| Baum sichtbar nach der Navigation \| ≤ 1\.000 ms \| nicht gemessen \(/);
    assert.match(run.stderr, /Nicht gemessen: Baum sichtbar nach der Navigation; /);
  });

  it('refuses a part it does not know, in German and with its usage', async () => {
    const run = await runCommand(bench, ['--only', 'replies,tree']);
    const problem = refusedWithUsage(
      run,
      commandLine.oneOf('--only', benchParts),
      commandLine.benchUsage.split('\n')[0]!,
    );
    assert.equal(problem, undefined, problem);
  });

  it('refuses a fleet size that is no whole number', async () => {
    const run = await runCommand(bench, ['--stores', 'fünf']);
    const problem = refusedWithUsage(
      run,
      commandLine.wholeNumber('--stores', 1),
      commandLine.benchUsage.split('\n')[0]!,
    );
    assert.equal(problem, undefined, problem);
  });
});

describe('npm start', () => {
  // npm start runs the built server (npm run build:server), not the sources: a module the bundle
  // cannot resolve, or a path read relative to the sources, shows only here.
  it('serves the console with demo data from the built server', { timeout: minutes(2) }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-start-'));
    const server = await startServerProcess({ DEMO: 'true', DATA_DIR: dataDir, DATABASE_URL: '' }, [], { built: true });
    try {
      const page = await fetch(`${server.url}/login`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<div id="root">/);
      const login = await fetch(`${server.url}/api/frontend/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ login: 'admin', password: 'demo-admin-2026' }),
      });
      assert.equal(login.status, 200, await login.text());
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** The built server's command line (`node dist/server/server.cjs <command> …`), its output read whole. */
function runBuilt(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [builtServer, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: child.exitCode ?? (error ? 1 : 0), stdout, stderr }),
    );
  });
}

describe('npm run backup, restore and check-storage', () => {
  it(
    'backs up a demo with the built server, restores it by npm run restore, and the files agree',
    { timeout: minutes(3) },
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'smoke-backup-'));
      const source = { DATA_DIR: path.join(root, 'data'), DATABASE_URL: '' };
      const target = { DATA_DIR: path.join(root, 'restored'), DATABASE_URL: '' };
      try {
        const server = await startServerProcess({ ...source, DEMO: 'true' }, [], { built: true });
        await server.stop();
        const backup = await runBuilt(['backup', '--out', path.join(root, 'sicherung')], source);
        assert.equal(backup.code, 0, backup.stdout + backup.stderr);
        const restore = await runCommand(
          'src/server/server.ts',
          ['restore', '--from', path.join(root, 'sicherung')],
          target,
        );
        assert.equal(restore.code, 0, restore.stdout + restore.stderr);
        assert.match(restore.stdout, /^Wiederherstellung fertig\./m);
        const check = await runBuilt(['check-storage'], target);
        assert.equal(check.code, 0, check.stdout + check.stderr);
        assert.match(check.stdout, /Zeilen und Dateien stimmen überein/);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it('refuses a restore without --from, in German and with its usage', async () => {
    const run = await runBuilt(['restore'], {});
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /^--from fehlt: /);
    assert.doesNotMatch(run.stderr, /^\s+at /m);
  });
});

describe('npm run lighthouse', () => {
  it('scores one page', { timeout: minutes(3) }, async () => {
    const run = await runCommand(lighthouse, ['--only', 'login'], {}, minutes(3));
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^\| login \| \d+ \| \d+ \| \d+ \|/m);
  });

  it('refuses a page it does not know', async () => {
    const run = await runCommand(lighthouse, ['--only', 'startseite']);
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /^--only erlaubt nur: login, home, /);
    assert.doesNotMatch(run.stderr, /^\s+at /m);
  });
});

describe('npm run screens', () => {
  it('photographs one page in one size and scheme', { timeout: minutes(3) }, async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'screens-smoke-'));
    try {
      const args = ['--pages', 'login', '--sizes', '1280x720', '--schemes', 'light', '--out', out];
      const run = await runCommand(screens, args, {}, minutes(3));
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const picture = path.join(out, '1280x720-light-login.png');
      // A PNG of a whole page, not an empty file.
      assert.ok(fs.statSync(picture).size > 10_000, `${picture} is too small`);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('refuses a window size it cannot use', async () => {
    const run = await runCommand(screens, ['--sizes', 'gross']);
    assert.equal(run.code, 2, run.stderr);
    assert.match(run.stderr, /^Ungültige Fenstergröße „gross“/);
    assert.doesNotMatch(run.stderr, /^\s+at /m);
  });
});

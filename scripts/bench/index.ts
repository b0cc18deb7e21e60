// `npm run bench [-- --quick]`: the fleet-scale goals, measured rather than asserted, as one
// Markdown table (figure, goal, measured, PASS/FAIL). The full run feeds 5,000 stores × 10 registers
// into one context, --quick 500 × 10. Without DATABASE_URL on a temporary SQLite file, with it on a
// fresh PostgreSQL database of its own (see database.ts). The server runs in its own process, the
// simulator in another. The run ends with exit code 0 also when goals fail: the table is the result;
// only a run that could not measure at all exits non-zero.
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { demoHashSecret } from '../../src/server/demo/seed';
import { repoRoot } from '../../src/server/paths';
import { measureBrowser } from './browser';
import { openBenchDatabase } from './database';
import { measureHeartbeats } from './heartbeatRounds';
import { login } from './http';
import { measureLighthouse } from './lighthouse';
import { measureReplies } from './replyRows';
import type { ServerMessage } from './server';
import { atLeast, atMost, mb, num, printTable, progress, section, type BenchRow } from './table';

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
const stores = values.quick ? 500 : 5000;
const registersPerStore = 10;
const contextId = 'MEGAMARKT';

/** The newest modification time under a folder. */
function newest(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((latest, e) => Math.max(latest, fs.statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/** The browser figures need the built SPA; build it when it is missing or older than its sources. */
function ensureBuild(): void {
  const index = path.join(repoRoot, 'dist/public/index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(newest(path.join(repoRoot, 'src/client')), newest(path.join(repoRoot, 'src/shared')));
  if (built >= sources) return;
  progress('Baue die Oberfläche (npm run build)');
  // Its output goes to stderr: stdout is the table.
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', process.stderr, 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build ist fehlgeschlagen.');
}

type Server = { address: string; rss(): Promise<number>; stop(): Promise<void> };

function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(path.join(__dirname, 'server.ts'), {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      child.once('message', (m) => resolve(m as ServerMessage));
      child.once('exit', (code) => reject(new Error(`Der Server hat sich beendet (${code}).`)));
    });
  return next().then((first) => ({
    address: 'address' in first ? first.address : '',
    rss: async () => {
      const reply = next();
      child.send('rss');
      const message = await reply;
      return 'rss' in message ? message.rss : NaN;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  }));
}

const heartbeatFigures: [string, string][] = [
  ['Signierte Heartbeats/s, voll (Registrierung)', '≥ 2.000/s'],
  ['Signierte Heartbeats/s, leicht', '≥ 2.000/s'],
];

/** Registers the fleet through the simulator; its two rounds are the heartbeat figures. */
async function heartbeatRows(rows: BenchRow[], baseUrl: string): Promise<void> {
  await section(rows, heartbeatFigures, async () => {
    const fleet = { contextKey: contextId, contextSecret: demoHashSecret(contextId), stores, registersPerStore };
    const rates = await measureHeartbeats(baseUrl, fleet);
    const errors = rates.errors > 0 ? ` (${rates.errors} Fehler)` : '';
    for (const [[figure], rate] of [
      [heartbeatFigures[0]!, rates.full],
      [heartbeatFigures[1]!, rates.light],
    ] as const) {
      const row = atLeast(figure, rate, 2000, (n) => `${num(n, 0)}/s`);
      rows.push({ ...row, measured: row.measured + errors, pass: row.pass && rates.errors === 0 });
    }
  });
}

async function main(): Promise<void> {
  ensureBuild();
  const database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const started = performance.now();
  const rows: BenchRow[] = [];
  let server: Server | undefined;
  try {
    server = await startServer(database.env);
    const base = server.address;
    progress(`Server ${base}; der Simulator registriert ${num(stores * registersPerStore, 0)} Kassen`);
    await heartbeatRows(rows, base);
    const cookie = await login(base);
    progress('Antworten des Servers');
    rows.push(...(await measureReplies(base, cookie, contextId)));
    progress('Chromium');
    rows.push(...(await measureBrowser({ baseUrl: base, cookie, contextId })));
    progress('Lighthouse');
    rows.push(...(await measureLighthouse(base, cookie)));
    rows.push(atMost('Speicher des Servers (RSS) zum Schluss', await server.rss(), 500 * 1024 * 1024, mb));
  } finally {
    await server?.stop();
    await database.dispose();
  }
  const registers = stores * registersPerStore;
  const minutes = (performance.now() - started) / 60_000;
  // The quick run is meant for every change, so its own duration is a goal too (without a build).
  if (values.quick) rows.push(atMost('Dauer von --quick (ohne Build)', minutes * 60, 120, (n) => `${num(n, 0)} s`));
  printTable(
    `Bench ${database.label}: ${num(stores, 0)} Filialen × ${registersPerStore} Kassen = ${num(registers, 0)} Kassen` +
      `${values.quick ? ' (--quick)' : ''}, ${num(minutes)} min, ${new Date().toISOString().slice(0, 16)} UTC`,
    rows,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

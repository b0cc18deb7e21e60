// `npm run bench [-- --quick]`: the fleet-scale goals, measured rather than asserted, as one
// Markdown table (figure, goal, measured, PASS/FAIL). The full run writes 5,000 stores × 10
// registers into one context in bulk, --quick 500 × 10. Without DATABASE_URL on a temporary SQLite
// file, with it on a fresh PostgreSQL database of its own (see database.ts). The real server runs in
// its own process, the heartbeat simulator in another. The run ends with exit code 0 also when goals
// fail: the table is the result; only a run that could not measure at all exits non-zero.
// `--only replies,browser,heartbeats,firstload,alerts,audit` measures only those parts (the server's memory is
// always measured), `--stores N` sets the number of stores of the big fleet. `--instances N` (with
// DATABASE_URL=postgres://…) measures only heartbeat ingest through nginx, with one instance behind
// it and then with N (see instances.ts).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startServerProcess } from '../../src/server/test/serverProcess';
import { ensureBuilt } from '../tour/ensureBuilt';
import { alertCheckRows } from './alertChecks';
import { measureAuditLog, seedAuditLog } from './auditLog';
import { measureBrowser } from './browser';
import { openBenchDatabase, seedBenchDatabase } from './database';
import { measureFirstLoad } from './firstLoad';
import { heartbeatRows } from './heartbeats';
import { instancesRows } from './instances';
import { login } from './http';
import { residentMemory } from './processStats';
import { measureReplies } from './replyRows';
import { atLeast, atMost, kb, mb, num, printTable, progress, section, type BenchRow } from './table';

const allParts = 'replies,browser,heartbeats,firstload,alerts,audit';
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', default: allParts },
    stores: { type: 'string' },
    instances: { type: 'string' },
  },
});
const parts = new Set(values.only.split(','));
const stores = Number(values.stores ?? (values.quick ? 500 : 5000));
const fleet = { contextKey: 'MEGAMARKT', stores, registersPerStore: 10 };
/** Entries of the audit log's figure. */
const auditEntries = values.quick ? 100_000 : 1_000_000;
/** Seconds of full and then of light heartbeats. */
const heartbeatSeconds = values.quick ? 8 : 20;
/** A register whose last heartbeat is older than this shows offline. */
const offlineAfterSeconds = 300;

/** The browser figures need the built SPA as it is now. */
function ensureBuild(): void {
  if (parts.has('browser') || parts.has('firstload')) ensureBuilt(progress);
}

const firstLoadFigures: [string, string][] = [
  ['Erster Aufruf /login: JS+CSS (gzip)', '≤ 160 KB'],
  ['Lighthouse Desktop-Performance /login (Median aus 3)', '≥ 95'],
  ['Lighthouse Desktop-Performance /frontend/home (Median aus 3)', '≥ 95'],
];

async function firstLoadRows(rows: BenchRow[], baseUrl: string): Promise<void> {
  progress('Erster Aufruf und Lighthouse');
  await section(rows, firstLoadFigures, async () => {
    const figures = await measureFirstLoad(baseUrl);
    const [size, login, home] = firstLoadFigures.map(([figure]) => figure) as [string, string, string];
    const score = (n: number) => num(n, 0);
    rows.push(atMost(size, figures.loginInitialGzipKB * 1024, 160 * 1024, kb));
    rows.push(atLeast(login, figures.lighthouseLogin, 95, score));
    rows.push(atLeast(home, figures.lighthouseHome, 95, score));
  });
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => num(n, 2))
    .join(' / ');

/** `--instances N`: heartbeat ingest through nginx with one and with N instances on PostgreSQL. */
async function instancesMain(count: number): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!Number.isInteger(count) || count < 1) throw new Error('--instances braucht eine Anzahl ab 1.');
  if (!databaseUrl?.startsWith('postgres'))
    throw new Error(
      '--instances braucht DATABASE_URL=postgres://…: mehrere Instanzen teilen sich eine PostgreSQL-Datenbank.',
    );
  const started = performance.now();
  const database = await openBenchDatabase(databaseUrl);
  try {
    progress(
      `${database.label}: lege ${num(fleet.stores * fleet.registersPerStore, 0)} Kassen in ${fleet.contextKey} an`,
    );
    await seedBenchDatabase(database.env, fleet);
    const { rows, notes } = await instancesRows(database.env, count, heartbeatSeconds);
    notes.push(`Last (1/5/15 min) am Ende ${loadAverage()}.`);
    printTable(
      `Bench ${database.label}, Heartbeats über nginx mit 1 und ${count} Instanzen` +
        `${values.quick ? ' (--quick)' : ''}, ${num((performance.now() - started) / 60000)} min, ` +
        `${new Date().toISOString().slice(0, 16)} UTC`,
      rows,
      notes,
    );
  } finally {
    await database.dispose();
  }
}

async function main(): Promise<void> {
  if (values.instances !== undefined) return instancesMain(Number(values.instances));
  ensureBuild();
  const started = performance.now();
  const loadAtStart = loadAverage();
  const database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const rows: BenchRow[] = [];
  const notes: string[] = [];
  try {
    const registers = num(fleet.stores * fleet.registersPerStore, 0);
    progress(`${database.label}: lege ${registers} Kassen in ${fleet.contextKey} an`);
    const seedStart = performance.now();
    await seedBenchDatabase(database.env, fleet);
    const seededAt = performance.now();
    notes.push(`Flotte in ${num((seededAt - seedStart) / 1000)} s direkt in die Datenbank geschrieben.`);
    if (parts.has('audit')) {
      progress(`Protokoll: lege ${num(auditEntries, 0)} Einträge an`);
      await seedAuditLog(database.env, auditEntries);
    }
    const server = await startServerProcess(database.env);
    const pid = server.child.pid!;
    try {
      const cookie = await login(server.url);
      progress(`Server ${server.url}`);
      if (parts.has('replies')) rows.push(...(await measureReplies(server.url, cookie, fleet.contextKey)));
      const browser = { baseUrl: server.url, cookie, contextId: fleet.contextKey };
      if (parts.has('browser')) rows.push(...(await measureBrowser(browser)));
      // The written heartbeats all age past the offline limit at about the same moment; the figures
      // above are meant while the whole fleet is online, before that moment.
      const age = (performance.now() - seededAt) / 1000;
      notes.push(
        `Antworten und Browser-Werte bis ${num(age, 0)} s nach dem Anlegen gemessen: ` +
          (age < offlineAfterSeconds
            ? `alle Kassen online (offline erst nach ${offlineAfterSeconds} s ohne Heartbeat).`
            : `die angelegten Kassen waren dabei zum Teil schon offline (${offlineAfterSeconds} s ohne Heartbeat).`),
      );
      if (values.quick && parts.has('replies'))
        notes.push(
          `Bei ${registers} Kassen braucht JSON.stringify nur wenige Millisekunden, so dass die festen Kosten ` +
            'einer HTTP-Antwort das Verhältnis bestimmen; das Ziel ≤ 2× gilt für 50.000 Kassen (volle Runde).',
        );
      if (parts.has('heartbeats')) await heartbeatRows(rows, server.url, pid, heartbeatSeconds);
      if (parts.has('firstload')) await firstLoadRows(rows, server.url);
      if (parts.has('audit')) rows.push(await measureAuditLog(server.url, cookie, auditEntries));
      const memory = residentMemory(pid);
      const row = atMost('Speicher des Servers (RSS, Spitze)', memory.peak, 500 * 1024 * 1024, mb);
      rows.push({ ...row, measured: `${row.measured} (zum Schluss ${mb(memory.current)})` });
    } finally {
      await server.stop();
    }
    // After the server: the checks take part of the fleet offline, which the figures above must not see.
    if (parts.has('alerts')) rows.push(...(await alertCheckRows(database.env, fleet, offlineAfterSeconds)));
  } finally {
    await database.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  // The quick run is meant for every change, so its own duration is a goal too (without a build).
  if (values.quick && values.only === allParts)
    rows.push(atMost('Dauer von --quick (ohne Build)', seconds, 120, (n) => `${num(n, 0)} s`));
  notes.push(`Last (1/5/15 min) zu Beginn ${loadAtStart}, am Ende ${loadAverage()}; ${os.cpus().length} Kerne.`);
  printTable(
    `Bench ${database.label}: ${num(fleet.stores, 0)} Filialen × ${fleet.registersPerStore} Kassen = ` +
      `${num(fleet.stores * fleet.registersPerStore, 0)} Kassen in ${fleet.contextKey}` +
      `${values.quick ? ' (--quick)' : ''}, ${num(seconds / 60)} min, ${new Date().toISOString().slice(0, 16)} UTC`,
    rows,
    notes,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

// `npm run bench [-- --quick]`: the fleet-scale goals, measured rather than asserted, as one
// Markdown table (figure, goal, measured, PASS/FAIL). The full run writes 5,000 stores × 10
// registers into one context in bulk, --quick 500 × 10. Without DATABASE_URL on a temporary SQLite
// file, with it on a fresh PostgreSQL database of its own (see database.ts). The real server runs in
// its own process, the heartbeat simulator in another. The run ends with exit code 0 also when goals
// fail: the table is the result; only a run that could not measure at all exits non-zero.
// `--only replies,browser,heartbeats,firstload,alerts,audit,calendar,agent,rollouts,due,backup,agentactions,tse,health,notices,versions` measures only those parts (the server's
// memory is always measured, except for `calendar` alone, which needs no server nor database), `--stores N` sets the number of stores of the big fleet. `--instances N` (with
// DATABASE_URL=postgres://…) measures only heartbeat ingest through nginx, with one instance behind
// it and then with N (see instances.ts). `--registers N` (1000000 for the provider's figures) seeds
// N/10,000 contexts of 1,000 stores × 10 registers and measures only that run (see million.ts).
import os from 'node:os';
import { startServerProcess } from '../../src/server/test/serverProcess';
import { ensureBuilt, ensureServerBuilt } from '../tour/ensureBuilt';
import { ensureTools } from '../tour/ensureTools';
import { alertCheckRows } from './alertChecks';
import { measureAuditLog, seedAuditLog } from './auditLog';
import { benchOptions, type BenchPart } from './benchOptions';
import { calendarRows } from './calendarWindows';
import { agentWindowRows } from './agentWindows';
import { agentActionRows } from './actionChecks';
import { dueCheckRows } from './dueChecks';
import { resetBenchRollout, rolloutRunRows, rolloutViewRows, seedBenchRollout } from './rollouts';
import { refuseArguments } from '../../src/server/cli/commandLine';
import { commandLine } from '../../src/shared/texts/commandLine';
import { measureBrowser } from './browser';
import { openBenchDatabase, seedBenchDatabase } from './database';
import { measureFirstLoad } from './firstLoad';
import { heartbeatRows } from './heartbeats';
import { instancesRows } from './instances';
import { login } from './http';
import { residentMemory } from './processStats';
import { measureReplies } from './replyRows';
import { millionMain } from './million';
import { backupRows } from './backupRestore';
import { seedBenchStoreHealth, storeHealthRows } from './storeHealth';
import { seedBenchTimeline, timelineRows } from './timeline';
import { liveRows } from './live';
import { liveStreamRows } from './liveStreams';
import { seedBenchTaxNotices, taxNoticeRows } from './taxNotices';
import { QuietLog } from './quiet';
import { seedBenchTses, tseRows } from './tses';
import { seedBenchVersionHistory, versionHistoryRows } from './versionHistory';
import { storeHealthHeartbeatRows, tseHeartbeatRows } from './tseHeartbeats';
import { atLeast, atMost, kb, mb, num, printTable, progress, section, type BenchRow } from './table';

const options = benchOptions();
const { parts, auditEntries, heartbeatSeconds } = options;
const fleet = { contextKey: 'MEGAMARKT', stores: options.stores, registersPerStore: 10 };
/** A register whose last heartbeat is older than this shows offline. */
const offlineAfterSeconds = 300;
const runName = options.smoke ? ' (--smoke)' : options.quick ? ' (--quick)' : '';

/** The browser figures need the built SPA as it is now. */
function ensureBuild(): void {
  if (parts.has('browser') || parts.has('firstload')) ensureBuilt(progress);
  ensureServerBuilt(progress);
}

/** The smoke run judges no goal; it fails when a part could not measure at all. */
const unmeasured = (rows: readonly BenchRow[]) => rows.filter((row) => row.measured.startsWith('nicht gemessen'));

const firstLoadFigures: [string, string][] = [
  ['Erster Aufruf /login: JS+CSS (gzip)', '≤ 150 KB'],
  [`Lighthouse Desktop-Performance /login (Median aus ${options.lighthouseRuns})`, '≥ 95'],
  [`Lighthouse Desktop-Performance /frontend/home (Median aus ${options.lighthouseRuns})`, '≥ 95'],
];

async function firstLoadRows(rows: BenchRow[], baseUrl: string): Promise<void> {
  progress('Erster Aufruf und Lighthouse');
  await section(rows, firstLoadFigures, async () => {
    const figures = await measureFirstLoad(baseUrl, undefined, options.lighthouseRuns);
    const [size, login, home] = firstLoadFigures.map(([figure]) => figure) as [string, string, string];
    const score = (n: number) => num(n, 0);
    rows.push(atMost(size, figures.loginInitialGzipKB * 1024, 150 * 1024, kb));
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
  if (!databaseUrl?.startsWith('postgres')) refuseArguments(commandLine.instancesNeedPostgres, commandLine.benchUsage);
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
        `${runName}, ${num((performance.now() - started) / 60000)} min, ` +
        `${new Date().toISOString().slice(0, 16)} UTC`,
      rows,
      notes,
    );
  } finally {
    await database.dispose();
  }
}

/** `--only calendar`: a computation in this process, without fleet, server or tools. */
function calendarMain(): number {
  const rows = calendarRows(options.smoke);
  printTable(
    `Bench Kalender${runName}, ${new Date().toISOString().slice(0, 16)} UTC`,
    rows,
    [`Last (1/5/15 min) am Ende ${loadAverage()}; ${os.cpus().length} Kerne.`],
    !options.smoke,
  );
  return options.smoke && unmeasured(rows).length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  if (parts.size === 1 && parts.has('calendar')) return calendarMain();
  ensureTools();
  if (options.registers !== undefined) {
    ensureServerBuilt(progress);
    return millionMain(options, options.registers);
  }
  if (options.instances !== undefined) {
    ensureServerBuilt(progress);
    return instancesMain(options.instances).then(() => 0);
  }
  ensureBuild();
  const started = performance.now();
  const loadAtStart = loadAverage();
  // In this process and first, while no server or seeding competes for the cores.
  const calendar = parts.has('calendar') ? calendarRows(options.smoke) : [];
  const database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const rows: BenchRow[] = [...calendar];
  const notes: string[] = [];
  try {
    const registers = num(fleet.stores * fleet.registersPerStore, 0);
    progress(`${database.label}: lege ${registers} Kassen in ${fleet.contextKey} an`);
    const seedStart = performance.now();
    await seedBenchDatabase(database.env, fleet);
    const seededAt = performance.now();
    notes.push(`Flotte in ${num((seededAt - seedStart) / 1000)} s direkt in die Datenbank geschrieben.`);
    // The backup's goal is stated for the fleet with the audit log at its size.
    if (parts.has('audit') || parts.has('backup')) {
      progress(`Protokoll: lege ${num(auditEntries, 0)} Einträge an`);
      await seedAuditLog(database.env, auditEntries);
    }
    if (parts.has('tse')) {
      progress('TSEs: eine je Kasse');
      await seedBenchTses(database.env);
    }
    if (parts.has('health')) {
      progress('Filial-Betriebsfähigkeit: Peripherie, Zahlung und Belege je Kasse, Stammdaten je Filiale');
      await seedBenchStoreHealth(database.env);
    }
    const bigNoticeStore = parts.has('notices')
      ? (progress('Kassenmeldungen: Steuerpflichtiger, Adressen, Kassendaten, fällige Änderungen'),
        await seedBenchTaxNotices(database.env, fleet.contextKey))
      : undefined;
    const timelineSeed = parts.has('timeline')
      ? (progress('Verlauf: 90 Tage Änderungen und Offline-Zeiten je Kasse'),
        await seedBenchTimeline(database.env, fleet.contextKey))
      : undefined;
    const rolloutUid = parts.has('rollouts') ? await seedBenchRollout(database.env, fleet) : undefined;
    const snapshotMs = parts.has('versions')
      ? (progress('Versionen im Verlauf: Tagesstand heute und 89 Tage davor'),
        await seedBenchVersionHistory(database.env, fleet.contextKey))
      : undefined;
    const server = await startServerProcess(database.env, [], { built: true });
    const quiet = new QuietLog();
    const pid = server.child.pid!;
    try {
      const cookie = await login(server.url);
      progress(`Server ${server.url}`);
      const registers = fleet.stores * fleet.registersPerStore;
      // Each part on a quiet server (issue 55): what the part before left behind is not measured.
      const part = async (name: BenchPart, measure: () => Promise<BenchRow[]>) => {
        if (parts.has(name)) rows.push(...(await quiet.isolated(name, pid, measure)));
      };
      await part('replies', () => measureReplies(server.url, cookie, fleet.contextKey, registers));
      const browser = { baseUrl: server.url, cookie, contextId: fleet.contextKey };
      await part('browser', () => measureBrowser(browser));
      await part('tse', async () => [
        ...(await tseRows(server.url, cookie, fleet.contextKey, registers)),
        ...(await tseHeartbeatRows(server.url, pid, heartbeatSeconds)),
      ]);
      await part('health', async () => [
        ...(await storeHealthRows(server.url, cookie, fleet.contextKey, fleet.stores)),
        ...(await storeHealthHeartbeatRows(server.url, pid, heartbeatSeconds)),
      ]);
      if (bigNoticeStore)
        await part('notices', () => taxNoticeRows(server.url, cookie, fleet.contextKey, fleet.stores, bigNoticeStore));
      if (snapshotMs !== undefined)
        await part('versions', () => versionHistoryRows(server.url, cookie, fleet.contextKey, registers, snapshotMs));
      if (timelineSeed)
        await part('timeline', () => timelineRows(server.url, cookie, fleet.contextKey, timelineSeed, registers));
      await part('agent', () => agentWindowRows(server.url, cookie, fleet));
      await part('due', () => dueCheckRows(server.url, pid, fleet, heartbeatSeconds));
      if (rolloutUid) await part('rollouts', () => rolloutViewRows(server.url, cookie, fleet, rolloutUid));
      // After the figures that want the whole fleet online: it silences register 1 of a few stores.
      await part('live', () => liveRows(server.url, cookie, database.env, fleet, options.smoke));
      await part('streams', () => liveStreamRows(server.url, pid, database.env, fleet, options.smoke));
      // The written heartbeats all age past the offline limit at about the same moment; the figures
      // above are meant while the whole fleet is online, before that moment.
      const age = (performance.now() - seededAt) / 1000;
      notes.push(
        `Antworten und Browser-Werte bis ${num(age, 0)} s nach dem Anlegen gemessen: ` +
          (age < offlineAfterSeconds
            ? `alle Kassen online (offline erst nach ${offlineAfterSeconds} s ohne Heartbeat).`
            : `die angelegten Kassen waren dabei zum Teil schon offline (${offlineAfterSeconds} s ohne Heartbeat).`),
      );
      const into = (fill: (into: BenchRow[]) => Promise<void>) => async () => {
        const measured: BenchRow[] = [];
        await fill(measured);
        return measured;
      };
      await part(
        'heartbeats',
        into((r) => heartbeatRows(r, server.url, pid, heartbeatSeconds)),
      );
      await part(
        'firstload',
        into((r) => firstLoadRows(r, server.url)),
      );
      await part('audit', async () => [await measureAuditLog(server.url, cookie, auditEntries)]);
      if (parts.has('backup')) {
        const full = registers >= 50_000 && auditEntries >= 1_000_000;
        const mixStores = heartbeatSeconds >= 20 ? 500 : heartbeatSeconds >= 8 ? 200 : 20;
        const backupFleet = { registers, auditEntries, full };
        await part('backup', () => backupRows(server.url, database.env, backupFleet, mixStores, heartbeatSeconds));
      }
      const quietNote = quiet.note();
      if (quietNote) notes.push(quietNote);
      const memory = residentMemory(pid);
      const row = atMost('Speicher des Servers (RSS, Spitze)', memory.peak, 500 * 1024 * 1024, mb);
      rows.push({ ...row, measured: `${row.measured} (zum Schluss ${mb(memory.current)})` });
    } finally {
      await server.stop();
    }
    // After the server, which may have moved the rollout on meanwhile (its own job), and before the
    // alert checks take part of the fleet offline.
    if (rolloutUid) {
      await resetBenchRollout(database.env, rolloutUid);
      rows.push(...(await rolloutRunRows(database.env)));
    }
    // On a server of its own after the other: its 20,000 held calls and their action disturb no other figure.
    if (parts.has('agentactions')) rows.push(...(await agentActionRows(database.env, fleet, heartbeatSeconds)));
    // After the server: the checks take part of the fleet offline, which the figures above must not see.
    if (parts.has('alerts')) rows.push(...(await alertCheckRows(database.env, fleet, offlineAfterSeconds)));
  } finally {
    await database.dispose();
  }
  const seconds = (performance.now() - started) / 1000;
  // The quick run is meant for every change, so its own duration is a goal too (without a build).
  if (options.quick && options.allParts)
    rows.push(atMost('Dauer von --quick (ohne Build)', seconds, 120, (n) => `${num(n, 0)} s`));
  notes.push(`Last (1/5/15 min) zu Beginn ${loadAtStart}, am Ende ${loadAverage()}; ${os.cpus().length} Kerne.`);
  printTable(
    `Bench ${database.label}: ${num(fleet.stores, 0)} Filialen × ${fleet.registersPerStore} Kassen = ` +
      `${num(fleet.stores * fleet.registersPerStore, 0)} Kassen in ${fleet.contextKey}` +
      `${runName}, ${num(seconds / 60)} min, ${new Date().toISOString().slice(0, 16)} UTC`,
    rows,
    notes,
    !options.smoke,
  );
  const missing = unmeasured(rows);
  if (options.smoke && missing.length > 0) {
    console.error(`Nicht gemessen: ${missing.map((row) => row.figure).join('; ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

// What the history (issue 53) stores per register and day at the agents' default mix: the
// simulator with its own defaults (full info every 10th beat, due-update checks, installations,
// outages, devices and TSEs on its clock) plays a fleet of its own against a server in this process
// whose clock moves 30 s per round, as one heartbeat interval of every register. A day has 2,880
// such rounds; what the history tables and their indexes grew between the first rounds (the
// baselines, the first installations) and the last is taken per target and round, times 2,880.
import { sql } from 'kysely';
import path from 'node:path';
import { buildApp, repoRoot } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { migrate } from '../../src/server/platform/db/migrate';
import { demoHashSecret, seedDemo } from '../../src/server/demo/seed';
import { Prng } from '../../src/server/demo/prng';
import { heartbeatLiveness } from '../../src/server/fleet';
import { syntheticFleet, withDemoTses } from '../../src/server/simulator/fleet';
import { FleetSimulator } from '../../src/server/simulator/simulator';
import { injectTransport } from '../../src/server/simulator/transport';
import { dayOf, unpackSpans } from '../../src/server/history/repository/offlineDays';
import { openBenchDatabase } from './database';
import { atMost, num, type BenchRow } from './table';

/** The tables that grow with the days (the current state per target, `history_states`, does not). */
const growing = ['history_changes', 'history_offline_days'];

/**
 * Bytes of the growing tables with their indexes: those in use in their pages (SQLite's dbstat,
 * PostgreSQL's pgstattuple), so a small fleet's figure is not a count of whole pages.
 */
async function historyBytes(db: Db, counting: Counting): Promise<number> {
  const names = growing.map((name) => `'${name}'`).join(', ');
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ bytes: number | null }>`
      select sum(pgsize - unused) as bytes from dbstat
      where name in (select name from sqlite_master where tbl_name in (${sql.raw(names)}))`.execute(db.kysely);
    return Number(rows[0]?.bytes ?? 0);
  }
  // The main fork of each table, its TOAST table and its indexes (the free space and visibility maps aside).
  const relations = sql`
    select c.oid from pg_class c
    where c.oid in (
      select oid from pg_class where relname in (${sql.raw(names)})
      union select reltoastrelid from pg_class where relname in (${sql.raw(names)}) and reltoastrelid <> 0
      union select indexrelid from pg_index where indrelid in (select oid from pg_class where relname in (${sql.raw(names)}))
    )`;
  // The bytes of their live rows and index entries with a line pointer each (pgstattuple, in
  // PostgreSQL's contrib), as dbstat counts cells on SQLite: whole pages are 8 KB steps, and a bench
  // fleet's history fills a few. Dead row versions (a day row's earlier spans) are left to vacuum.
  // pgstattuple reads no BRIN index: those count by their pages, a few for any size of table.
  if (counting === 'pgstattuple') {
    const { rows } = await sql<{ bytes: string | null }>`
      select sum(case when a.amname = 'brin' then pg_relation_size(r.oid)
        else (select s.tuple_len + 4 * s.tuple_count from pgstattuple(r.oid::regclass) s) end) as bytes
      from (${relations}) r join pg_class c on c.oid = r.oid left join pg_am a on a.oid = c.relam`.execute(db.kysely);
    return Number(rows[0]?.bytes ?? 0);
  }
  const { rows } = await sql<{ bytes: string | null }>`
    select sum(pg_relation_size(r.oid)) as bytes from (${relations}) r`.execute(db.kysely);
  return Number(rows[0]?.bytes ?? 0);
}

/** How the bytes are counted: by cells (SQLite), by live rows and entries, or by whole pages. */
type Counting = 'dbstat' | 'pgstattuple' | 'Seiten';

/**
 * pgstattuple where it is there or can be made, and may be called (it ships with PostgreSQL, but a
 * bench database may lack the right to create it, and its functions need pg_stat_scan_tables).
 */
async function counting(db: Db): Promise<Counting> {
  if (db.dialect === 'sqlite') return 'dbstat';
  try {
    await sql`create extension if not exists pgstattuple`.execute(db.kysely);
    const { rows } = await sql<{ allowed: boolean }>`
      select has_function_privilege('pgstattuple(regclass)', 'execute') as allowed`.execute(db.kysely);
    return rows[0]?.allowed ? 'pgstattuple' : 'Seiten';
  } catch {
    return 'Seiten';
  }
}

export interface HistorySizeRun {
  stores: number;
  registersPerStore: number;
  /** Rounds before the measured ones: the baselines and the first due installations. */
  warmRounds: number;
  rounds: number;
}

export const historySizeFigure = 'Gespeicherter Verlauf je Kasse und Tag (Standardmix, seine Änderungsrate)';

/** The row: bytes per target and day, with the rows behind them. */
export async function historySizeRow(run: HistorySizeRun): Promise<BenchRow> {
  const database = await openBenchDatabase(process.env.DATABASE_URL?.trim() || undefined);
  const config = loadConfig({ ...database.env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  // The measured rounds start at midnight (UTC), so a run of 2,880 is one whole day of day rows
  // (offlineDays.ts): a shorter run counts each target's first span of the day at a row's cost.
  let clock = Date.parse('2026-11-02T00:00:00Z') - run.warmRounds * 30_000;
  try {
    await migrate(db);
    const counted = await counting(db);
    await seedDemo(db, config.dataDir, clock);
    const app = await buildApp({ config, db, now: () => clock, publicDir: path.join(repoRoot, 'dist/public') });
    try {
      const prng = new Prng(4711);
      const contexts = [{ key: 'NORDMARKT', secret: demoHashSecret('NORDMARKT') }];
      const fleet = withDemoTses(syntheticFleet(contexts, run.stores, run.registersPerStore, prng, 70001), clock);
      // Every target of a round in flight at once: a round is one batch of the heartbeat writer.
      const transport = injectTransport(app);
      const simulator = new FleetSimulator({ transport, fleet, prng, now: () => clock, concurrency: 256 });
      let errors = 0;
      let heartbeats = 0;
      let silent = 0;
      let bytesAfterWarm = 0;
      let measuredFrom = clock;
      for (let round = 1; round <= run.warmRounds + run.rounds; round++) {
        const stats = await simulator.tick();
        errors += stats.errors;
        if (round > run.warmRounds) {
          heartbeats += stats.heartbeats;
          silent += stats.silent;
        }
        // The last-seen times a second of real time would have written, before the clock jumps.
        await heartbeatLiveness(db).flush();
        clock += 30_000;
        if (round === run.warmRounds) {
          bytesAfterWarm = await historyBytes(db, counted);
          measuredFrom = clock;
        }
      }
      // A fleet silent all along (a small one's store offline) stored nothing, which is no figure.
      if (heartbeats === 0) throw new Error('keine Heartbeats in den gemessenen Runden');
      const grown = (await historyBytes(db, counted)) - bytesAfterWarm;
      const targets = simulator.targets;
      const perDay = (grown / targets / run.rounds) * 2880;
      const changes = await db.kysely
        .selectFrom('historyChanges')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('at', '>=', measuredFrom)
        .executeTakeFirstOrThrow();
      const days = await db.kysely
        .selectFrom('historyOfflineDays')
        .select(['day', 'spans'])
        .where('day', '>=', dayOf(measuredFrom))
        .execute();
      const spans = days
        .flatMap((d) => unpackSpans(Number(d.day), d.spans))
        .filter((span) => span.endedAt >= measuredFrom).length;
      const row = atMost(historySizeFigure, perDay, 300, (n) => `${num(n, 0)} Bytes`);
      return {
        ...row,
        measured:
          `${row.measured} (${num(targets, 0)} Ziele × ${num(run.rounds, 0)} Runden à 30 s nach ${run.warmRounds} ` +
          `zum Einschwingen: ${num(grown, 0)} Bytes mit Indizes (gezählt mit ${counted}) für ${num(Number(changes.n), 0)} ` +
          `Änderungen und ${num(spans, 0)} Offline-Spannen; ${num(heartbeats, 0)} Heartbeats, ` +
          `${num(silent, 0)} stumm${errors > 0 ? `, ${num(errors, 0)} Fehler` : ''})`,
        pass: row.pass && errors === 0,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await database.dispose();
  }
}

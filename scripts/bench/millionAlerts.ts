// One alert check run over every context of the million fleet, in this process (the checks are the
// leader's job, not a request), after the server has stopped. As in alertChecks.ts, a share of the
// fleet goes offline first and every kind is switched on in every context, so each check has causes
// to find and alerts to keep: every tenth register offline for an hour, every fiftieth store down.
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { runAlertChecks } from '../../src/server/alerts/runChecks';
import { defaultAlertSettings } from '../../src/server/alerts/settings';
import { median } from './http';
import { databaseCpu, databaseCpuText } from './millionDatabaseCpu';
import { atMost, guarded, msText, num, progress, type BenchRow } from './table';

const runs = 3;
const goalMs = 5000;

async function takeOffline(db: Db, now: number): Promise<void> {
  const gone = now - 3600_000;
  await db.kysely.deleteFrom('alerts').execute();
  await db.kysely
    .updateTable('cashpoints')
    .set({ lastHeartbeat: gone })
    .where((eb) => eb.or([eb(eb('id', '%', 10), '=', 0), eb(eb('storeRowId', '%', 50), '=', 0)]))
    .execute();
  await db.kysely
    .updateTable('storeAgents')
    .set({ lastHeartbeat: gone })
    .where((eb) => eb(eb('storeRowId', '%', 50), '=', 0))
    .execute();
  const defaults = defaultAlertSettings();
  const settings = JSON.stringify({
    ...defaults,
    rules: { ...defaults.rules, dayCloseMissing: { enabled: true, time: '00:00' } },
  });
  await db.kysely.deleteFrom('alertSettings').execute();
  const contexts = await db.kysely.selectFrom('contexts').select('id').execute();
  await db.kysely
    .insertInto('alertSettings')
    .values(contexts.map((c) => ({ contextId: c.id, settings, webhookSecret: null, updatedAt: now })))
    .execute();
}

/** The median of three full runs once the alerts are open, with the first run (opens them all) apart. */
export async function millionAlertRows(
  env: Record<string, string>,
  contexts: number,
  registers: number,
  offlineAfterSeconds: number,
): Promise<BenchRow[]> {
  const figure = `Alarm-Prüfungen über alle ${num(contexts, 0)} Mandanten / ${num(registers, 0)} Kassen (ein voller Lauf)`;
  progress('Alarm-Prüfungen');
  return [
    await guarded(figure, `≤ ${msText(goalMs)}`, async () => {
      const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
      const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      try {
        const newest = await db.kysely
          .selectFrom('cashpoints')
          .select((eb) => eb.fn.max('lastHeartbeat').as('at'))
          .executeTakeFirstOrThrow();
        const now = Number(newest.at) + 1000;
        await takeOffline(db, now);
        let started = performance.now();
        const first = await runAlertChecks(db, now, offlineAfterSeconds);
        const firstMs = performance.now() - started;
        const times: number[] = [];
        let last = first;
        const databaseShare = await databaseCpu(env.DATABASE_URL || undefined);
        const databaseBefore = await databaseShare.snapshot();
        for (let i = 1; i <= runs; i++) {
          started = performance.now();
          last = await runAlertChecks(db, now + i * 60_000, offlineAfterSeconds);
          times.push(performance.now() - started);
        }
        const databaseMs = await databaseShare.since(databaseBefore);
        await databaseShare.close();
        const databaseText = databaseMs === null ? '' : `, Datenbank-CPU ${databaseCpuText(databaseMs / runs)} je Lauf`;
        const opened = Object.entries(first)
          .map(([kind, count]) => `${kind} ${num(count.opened, 0)}`)
          .join(', ');
        const slowest = Object.entries(last)
          .sort(([, a], [, b]) => b.ms - a.ms)
          .slice(0, 5)
          .map(([kind, count]) => `${kind} ${msText(count.ms)}`)
          .join(', ');
        const row = atMost(figure, median(times), goalMs, msText);
        return {
          ...row,
          measured: `${row.measured} (Median aus ${runs}${databaseText}; erster Lauf, der alle öffnet: ${msText(firstMs)}; geöffnet: ${opened}; am längsten im letzten Lauf: ${slowest})`,
        };
      } finally {
        await db.close();
      }
    }),
  ];
}

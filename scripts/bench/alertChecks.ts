// The alert checks at fleet scale: full runs of every check over the bench's database, in this
// process (the checks are the leader's job, not a request). Before measuring, a share of the fleet
// goes offline and every kind is switched on, so each check has causes to find and alerts to keep.
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { runAlertChecks } from '../../src/server/alerts/runChecks';
import { defaultAlertSettings } from '../../src/server/alerts/settings';
import { median } from './http';
import { atMost, guarded, msText, num, progress, type BenchRow } from './table';

const runs = 5;
const goalMs = 2000;

/** Every tenth register offline for an hour, and every fiftieth store down altogether. */
async function takeOffline(db: Db, contextKey: string, now: number): Promise<void> {
  const gone = now - 3600_000;
  // The server's own job has checked the fleet already; the first run measured opens every alert.
  await db.kysely.deleteFrom('alerts').execute();
  const context = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', contextKey)
    .executeTakeFirstOrThrow();
  const stores = db.kysely.selectFrom('stores').select('id').where('contextId', '=', context.id);
  await db.kysely
    .updateTable('cashpoints')
    .set({ lastHeartbeat: gone })
    .where('storeRowId', 'in', stores)
    .where((eb) => eb.or([eb(eb('id', '%', 10), '=', 0), eb(eb('storeRowId', '%', 50), '=', 0)]))
    .execute();
  await db.kysely
    .updateTable('storeAgents')
    .set({ lastHeartbeat: gone })
    .where('storeRowId', 'in', stores)
    .where((eb) => eb(eb('storeRowId', '%', 50), '=', 0))
    .execute();
  const defaults = defaultAlertSettings();
  const settings = {
    ...defaults,
    rules: { ...defaults.rules, dayCloseMissing: { enabled: true, time: '00:00' } },
  };
  await db.kysely
    .insertInto('alertSettings')
    .values({ contextId: context.id, settings: JSON.stringify(settings), webhookSecret: null, updatedAt: now })
    .execute();
}

export function alertCheckFigure(stores: number, registers: number): string {
  return `Alarm-Prüfungen, ${num(stores, 0)} Filialen / ${num(registers, 0)} Kassen (ein voller Lauf)`;
}

/**
 * The median of five full check runs once the alerts are open (each run finds every cause again and
 * updates its alert), with the first run, which opens them all, shown apart.
 */
export async function alertCheckRows(
  env: Record<string, string>,
  fleet: { contextKey: string; stores: number; registersPerStore: number },
  offlineAfterSeconds: number,
): Promise<BenchRow[]> {
  const figure = alertCheckFigure(fleet.stores, fleet.stores * fleet.registersPerStore);
  progress('Alarm-Prüfungen');
  return [
    await guarded(figure, `≤ ${msText(goalMs)}`, async () => {
      const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
      const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      try {
        // The fleet's own time (its newest heartbeat), not the clock: the parts measured before may
        // have taken long enough for the seeded heartbeats to age past the offline limit.
        const newest = await db.kysely
          .selectFrom('cashpoints')
          .select((eb) => eb.fn.max('lastHeartbeat').as('at'))
          .executeTakeFirstOrThrow();
        const now = Number(newest.at) + 1000;
        await takeOffline(db, fleet.contextKey, now);
        let started = performance.now();
        const first = await runAlertChecks(db, now, offlineAfterSeconds);
        const firstMs = performance.now() - started;
        const times: number[] = [];
        for (let i = 1; i <= runs; i++) {
          started = performance.now();
          await runAlertChecks(db, now + i * 60_000, offlineAfterSeconds);
          times.push(performance.now() - started);
        }
        const opened = Object.entries(first)
          .map(([kind, count]) => `${kind} ${num(count.opened, 0)}`)
          .join(', ');
        const row = atMost(figure, median(times), goalMs, msText);
        return { ...row, measured: `${row.measured} (erster Lauf, der alle öffnet: ${msText(firstMs)}; ${opened})` };
      } finally {
        await db.close();
      }
    }),
  ];
}

// The timeline at scale (issue 53): every register of the bench's fleet with 90 days of kept
// changes (20 each: versions, config values, hosts entries) and 5 offline spans, written straight
// into the database (this file is its repository). Then one register's timeline, 90 days, first
// page (50 events, every kind), timed over HTTP, warm. Every source reads by the register's own
// rows on an index, so the figure does not grow with the fleet.
import { sql } from 'kysely';
import { packSpan } from '../../src/server/history/repository/offlineDays';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { num, progress } from './table';
import { warmMedian } from './warmMedian';

const dayMs = 86_400_000;
const changesPerRegister = 20;
const spansPerRegister = 5;

/** The history of every register; returns the uid of one in the middle of the fleet and the rows written. */
export async function seedTimeline(db: Db, contextKey: string): Promise<{ uid: string; changes: number }> {
  const now = Date.now();
  const steps = (n: number) =>
    sql.join(
      Array.from({ length: n }, (_, i) => sql`select ${i} as n`),
      sql` union all `,
    );
  await sql`
    insert into history_changes (cashpoint_id, at, key, old, new)
    select c.id, ${now} - (s.n + 1) * ${Math.floor((90 * dayMs) / (changesPerRegister + 1))} - (c.id % 1000) * 1000,
      case s.n % 3 when 0 then 'version:cashpoint' when 1 then 'config:waehrung' else 'hosts:store-server' end,
      'alt-' || s.n, 'neu-' || s.n
    from cashpoints c cross join (${steps(changesPerRegister)}) s
  `.execute(db.kysely);
  // Each span on a day of its own, the same for every register: one day row each.
  for (let n = 0; n < spansPerRegister; n++) {
    const startedAt = now - (n + 1) * Math.floor((90 * dayMs) / (spansPerRegister + 1));
    const { day, packed } = packSpan({ startedAt, endedAt: startedAt + 600_000 });
    await sql`
      insert into history_offline_days (cashpoint_id, day, spans) select c.id, ${day}, ${packed} from cashpoints c
    `.execute(db.kysely);
  }
  const registers = await db.kysely
    .selectFrom('cashpoints as c')
    .innerJoin('stores as s', 's.id', 'c.storeRowId')
    .innerJoin('contexts as x', 'x.id', 's.contextId')
    .select('c.uid')
    .where('x.key', '=', contextKey)
    .orderBy('c.id')
    .execute();
  const count = await sql<{ n: number | string }>`select count(*) as n from history_changes`.execute(db.kysely);
  return { uid: registers[Math.floor(registers.length / 2)]!.uid, changes: Number(count.rows[0]!.n) };
}

/** The main bench's seeding: its own handle on the bench's database, as the store health's. */
export async function seedBenchTimeline(env: Record<string, string>, contextKey: string) {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    return await seedTimeline(db, contextKey);
  } finally {
    await db.close();
  }
}

/** The main bench's figure: one register's timeline, 90 days, first page. */
export async function timelineRows(
  baseUrl: string,
  cookie: string,
  contextKey: string,
  seeded: { uid: string; changes: number },
  registers: number,
) {
  const figure = `Verlauf einer Kasse, 90 Tage, erste Seite (${num(registers, 0)} Kassen, ${num(seeded.changes, 0)} Änderungen)`;
  progress(figure);
  const url = `${baseUrl}/api/frontend/timeline?contextId=${contextKey}&cashpointUid=${seeded.uid}`;
  const events = (body: string) => `${num((JSON.parse(body) as { events: unknown[] }).events.length, 0)} Ereignisse`;
  return [await warmMedian(figure, url, cookie, 150, events)];
}

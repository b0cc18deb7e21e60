// The fiscal cockpit at scale (issue 50): one USB TSE for every register in the bench's database,
// written straight into it (this file is its repository), their certificates ending from two months
// ago to five years ahead; then the cockpit's calls timed over HTTP: page 1 of a context's list by
// days left, and the forecast per month (over every context the caller sees in the million run).
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { num, progress } from './table';
import { warmMedian } from './warmMedian';

/**
 * One TSE per register (serial 'TSE-<register id>') and its assignment; the triggers count the months.
 * The counter's product in bigint: PostgreSQL's integer overflowed from register 271,183 on (1M bench).
 */
export async function seedTses(db: Db): Promise<number> {
  const now = Date.now();
  const today = new Date(now).toISOString().slice(0, 10);
  // Spread over 1,886 days, from 60 days ago on.
  const end =
    db.dialect === 'postgres'
      ? sql`to_char(${today}::date + ((c.id * 37) % 1886 - 60)::int, 'YYYY-MM-DD')`
      : sql`date(${today}, ((c.id * 37) % 1886 - 60) || ' days')`;
  await sql`
    insert into tses (context_id, serial, type, manufacturer, model, certificate_valid_until, signature_counter,
      signature_capacity, counter_at, state, time_set, last_export_at, last_export_ok, store_row_id, cashpoint_count,
      first_seen, last_seen)
    select s.context_id, 'TSE-' || c.id, 'usb', 'Swissbit', 'USB TSE', ${end}, (cast(c.id as bigint) * 7919) % 20000000, 20000000,
      ${now}, 'initialized', 1, ${now}, 1, s.id, 1, ${now}, ${now}
    from cashpoints c join stores s on s.id = c.store_row_id
  `.execute(db.kysely);
  const assigned = await sql`
    insert into tse_assignments (cashpoint_id, tse_id, since)
    select c.id, t.id, ${now} from cashpoints c join stores s on s.id = c.store_row_id
    join tses t on t.context_id = s.context_id and t.serial = 'TSE-' || c.id
  `.execute(db.kysely);
  return Number(assigned.numAffectedRows ?? 0);
}

/** The main bench's seeding: its own handle on the bench's database, as the audit log's. */
export async function seedBenchTses(env: Record<string, string>): Promise<number> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    return await seedTses(db);
  } finally {
    await db.close();
  }
}

/** The main bench's figures: the list of the big context, page 1 by days left, and its forecast. */
export async function tseRows(baseUrl: string, cookie: string, contextKey: string, registers: number) {
  const api = `${baseUrl}/api/frontend`;
  const size = `${num(registers, 0)} Kassen`;
  progress(`TSE-Liste und Prognose, ${size}`);
  return [
    await warmMedian(
      `TSE-Liste eines Mandanten mit ${size}, Seite 1 nach Tagen übrig`,
      `${api}/tse?contextId=${contextKey}&page=1&size=25&sortBy=daysLeft`,
      cookie,
      150,
    ),
    await warmMedian(`TSE-Prognose 24 Monate, ${size}`, `${api}/tse/forecast?contextId=${contextKey}`, cookie, 300),
  ];
}

/** The million run's figures: every context the administrator sees. */
export async function millionTseRows(baseUrl: string, cookie: string, registers: number) {
  const api = `${baseUrl}/api/frontend`;
  const size = `${num(registers, 0)} Kassen`;
  progress(`TSE-Prognose über ${size}`);
  return [
    await warmMedian(
      `TSE-Prognose 24 Monate über ${size} (alle Mandanten)`,
      `${api}/tse/forecast?contextId=*`,
      cookie,
      300,
    ),
    await warmMedian(
      `TSE-Liste aller Mandanten (${size}), Seite 1 nach Tagen übrig`,
      `${api}/tse?contextId=*&page=1&size=25`,
      cookie,
      300,
    ),
  ];
}

// Store health at scale (issue 51): every register of the bench's fleet with its printer, scanner,
// drawer and card terminal, its receipts and its store server's master data, written straight into
// the database (this file is its repository); a few in trouble, as in a real morning: printers out
// of paper, terminals unreachable or uncut, receipts backing up, a price file not applied. Then the
// list of a 5,000-store context timed over HTTP: page 1 with its counts, warm. The demo's stores keep
// what the demo seeded for them. A bound time inside a CASE is cast: PostgreSQL would take it for text.
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { num, progress } from './table';
import { warmMedian } from './warmMedian';

const minute = 60_000;

/** The facts of every register and store server; returns the number of registers given some. */
export async function seedStoreHealth(db: Db): Promise<number> {
  const now = Date.now();
  const registers = sql`cashpoints c`;
  // One register in 50 has its printer out of paper since 20 minutes, one in 200 its cover open.
  const printerState = sql`case when c.id % 50 = 0 then 'paperOut' when c.id % 200 = 1 then 'coverOpen' else 'ok' end`;
  for (const [kind, name, state] of [
    ['printer', 'Bondrucker', printerState],
    ['scanner', 'Scanner', sql`'ok'`],
    ['drawer', 'Kassenlade', sql`'ok'`],
    ['eft', 'Kartenterminal', sql`case when c.id % 300 = 2 then 'offline' else 'ok' end`],
  ] as const)
    await sql`
      insert into cashpoint_peripherals (cashpoint_id, kind, name, state, since)
      select c.id, ${kind}, ${name}, ${state}, ${now - 20 * minute} from ${registers}
      where not exists (select 1 from cashpoint_peripherals o where o.cashpoint_id = c.id and o.kind = ${kind})
    `.execute(db.kysely);
  // One terminal in 300 unreachable; one in 100 without a cut since yesterday's sales.
  await sql`
    insert into cashpoint_payments (cashpoint_id, terminal_id, reachable, reachable_since, last_transaction_at,
      last_cut_at, uncut_since, offline_transactions, oldest_offline_at, reported_at)
    select c.id, 'T-' || c.id, case when c.id % 300 = 2 then 0 else 1 end, ${now - 30 * minute},
      ${now - 5 * minute}, ${now - 14 * 60 * minute},
      case when c.id % 100 = 3 then cast(${now - 26 * 60 * minute} as bigint) else null end,
      case when c.id % 300 = 2 then 4 else 0 end, case when c.id % 300 = 2 then cast(${now - 25 * minute} as bigint) else null end,
      ${now}
    from ${registers}
    where not exists (select 1 from cashpoint_payments o where o.cashpoint_id = c.id)
  `.execute(db.kysely);
  // One register in 150 with receipts unsent for an hour.
  await sql`
    insert into cashpoint_data_flows (cashpoint_id, unsent_receipts, oldest_unsent_at, last_upload_at, reported_at)
    select c.id, case when c.id % 150 = 4 then 37 else 0 end,
      case when c.id % 150 = 4 then cast(${now - 60 * minute} as bigint) else null end, ${now - minute}, ${now}
    from ${registers}
    where not exists (select 1 from cashpoint_data_flows o where o.cashpoint_id = c.id)
  `.execute(db.kysely);
  // Every store server's prices, promotions and articles; one store in 40 without today's prices applied.
  for (const kind of ['prices', 'promotions', 'articles'])
    await sql`
      insert into store_master_data (store_row_id, kind, version, received_at, applied_at, reported_at)
      select s.id, ${kind}, '2026-11-30.1', ${now - 6 * 60 * minute},
        case when cast(${kind} as text) = 'prices' and s.id % 40 = 5 then null else cast(${now - 5 * 60 * minute} as bigint) end, ${now}
      from stores s
      where not exists (select 1 from store_master_data o where o.store_row_id = s.id and o.kind = ${kind})
    `.execute(db.kysely);
  const count = await sql<{ n: number | string }>`select count(*) as n from cashpoint_payments`.execute(db.kysely);
  return Number(count.rows[0]!.n);
}

/** The main bench's seeding: its own handle on the bench's database, as the TSEs'. */
export async function seedBenchStoreHealth(env: Record<string, string>): Promise<number> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    return await seedStoreHealth(db);
  } finally {
    await db.close();
  }
}

/** The main bench's figure: page 1 of the big context's store health with its counts. */
export async function storeHealthRows(baseUrl: string, cookie: string, contextKey: string, stores: number) {
  const figure = `Filial-Betriebsfähigkeit eines Mandanten mit ${num(stores, 0)} Filialen, Seite 1 und Zählung`;
  progress(figure);
  const url = `${baseUrl}/api/frontend/store-health?contextId=${contextKey}&page=1&size=25`;
  const counts = (body: string) => {
    const { red, yellow, green } = (JSON.parse(body) as { counts: Record<'red' | 'yellow' | 'green', number> }).counts;
    return `${num(red, 0)} rot, ${num(yellow, 0)} gelb, ${num(green, 0)} grün`;
  };
  return [await warmMedian(figure, url, cookie, 150, counts)];
}

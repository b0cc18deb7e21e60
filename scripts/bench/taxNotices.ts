// The notification to the tax office at scale (issue 52, 'Kassenmeldung'): the big context's
// taxpayer, every store's address and every register's master data, and one store in ten with a
// change due (one in a hundred past its deadline), written straight into the database (this file is
// its repository); besides one store of 100 registers, 20 of them decommissioned since its last
// report. Then the page 'Kassenmeldungen' of the 5,000-store context and that store's report, timed
// over HTTP, warm.
import { sql } from 'kysely';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { num, progress } from './table';
import { warmMedian } from './warmMedian';

const dayMs = 86_400_000;
/** The store of 100 registers: its store id in the big context. */
export const bigNoticeStoreId = 'KM-100';

async function contextIdOf(db: Db, contextKey: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('contexts')
    .select('id')
    .where('key', '=', contextKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The store of 100 registers, 20 decommissioned, with their cashpoints; returns its uid. */
async function seedBigStore(db: Db, contextId: number, now: number): Promise<string> {
  const uid = 'bench-km-100';
  await sql`insert into stores (uid, context_id, store_id, name) values (${uid}, ${contextId}, ${bigNoticeStoreId}, 'Großfiliale')`.execute(
    db.kysely,
  );
  const store = await db.kysely.selectFrom('stores').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
  for (let i = 1; i <= 100; i++) {
    const cashpointUid = `bench-km-100-${i}`;
    const removed = i > 80;
    if (!removed)
      await sql`insert into cashpoints (uid, store_row_id, pos_id, last_heartbeat) values (${cashpointUid}, ${store.id}, ${String(i)}, ${now})`.execute(
        db.kysely,
      );
    await sql`insert into fiscal_registers (cashpoint_uid, context_id, store_uid, pos_id, system_kind, manufacturer,
        model, software_name, software_version, serial_number, tse_serial, purchased_on, decommissioned_on,
        decommission_reason, first_seen, removed_at, updated_at)
      values (${cashpointUid}, ${contextId}, ${uid}, ${String(i)}, 'computerCashSystem', 'Bench GmbH', 'K-2000', 'Kasse',
        '6.2', ${`SN-${i}`}, ${`TSE-KM-${i}`}, '2022-03-01', ${removed ? '2026-11-02' : null},
        ${removed ? 'Defekt' : null}, ${now - 900 * dayMs}, ${removed ? now - 28 * dayMs : null}, ${now})`.execute(
      db.kysely,
    );
    if (removed)
      await sql`insert into fiscal_changes (context_id, store_uid, cashpoint_uid, kind, at)
        values (${contextId}, ${uid}, ${cashpointUid}, 'registerRemoved', ${now - 28 * dayMs})`.execute(db.kysely);
  }
  await sql`insert into fiscal_stores (store_uid, context_id, store_id, name, street, postal_code, city, opened_at, updated_at)
    values (${uid}, ${contextId}, ${bigNoticeStoreId}, 'Großfiliale', 'Hauptstraße 1', '50667', 'Köln', ${now - 900 * dayMs}, ${now})`.execute(
    db.kysely,
  );
  return uid;
}

/** Everything the page and the report read, for the context `contextKey`; returns the big store's uid. */
export async function seedTaxNotices(db: Db, contextKey: string): Promise<string> {
  const now = Date.now();
  const contextId = await contextIdOf(db, contextKey);
  await sql`insert into fiscal_taxpayers (context_id, name, tax_number, tax_office, updated_at, updated_by)
    values (${contextId}, 'Bench Handels GmbH', '2181508150', 'Finanzamt Köln-Mitte', ${now}, 'bench')`.execute(
    db.kysely,
  );
  await sql`insert into fiscal_stores (store_uid, context_id, store_id, name, street, postal_code, city, opened_at, updated_at)
    select s.uid, s.context_id, s.store_id, s.name, 'Marktplatz ' || s.id, '50667', 'Köln', ${now - 900 * dayMs}, ${now}
    from stores s where s.context_id = ${contextId}
      and not exists (select 1 from fiscal_stores f where f.store_uid = s.uid)`.execute(db.kysely);
  await sql`insert into fiscal_registers (cashpoint_uid, context_id, store_uid, pos_id, system_kind, manufacturer, model,
      software_name, software_version, serial_number, tse_serial, purchased_on, first_seen, updated_at)
    select c.uid, s.context_id, s.uid, c.pos_id, 'computerCashSystem', 'Bench GmbH', 'K-2000', 'Kasse', '6.2',
      'SN-' || c.id, 'TSE-' || c.id, '2022-03-01', ${now - 900 * dayMs}, ${now}
    from cashpoints c join stores s on s.id = c.store_row_id
    where s.context_id = ${contextId} and not exists (select 1 from fiscal_registers f where f.cashpoint_uid = c.uid)`.execute(
    db.kysely,
  );
  // One store in ten with a register added 10 days ago; one in a hundred with a TSE swapped 40 days ago.
  await sql`insert into fiscal_changes (context_id, store_uid, cashpoint_uid, kind, at)
    select s.context_id, s.uid, null, case when s.id % 100 = 0 then 'tseChanged' else 'registerAdded' end,
      case when s.id % 100 = 0 then cast(${now - 40 * dayMs} as bigint) else cast(${now - 10 * dayMs} as bigint) end
    from stores s where s.context_id = ${contextId} and s.id % 10 = 0`.execute(db.kysely);
  return seedBigStore(db, contextId, now);
}

/** The main bench's seeding: its own handle on the bench's database, as the TSEs'. */
export async function seedBenchTaxNotices(env: Record<string, string>, contextKey: string): Promise<string> {
  const config = loadConfig({ ...env, DEMO: 'false', SESSION_SECRET: 'bench' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    return await seedTaxNotices(db, contextKey);
  } finally {
    await db.close();
  }
}

/** The main bench's figures: page 1 of 'Kassenmeldungen' and the report of the store of 100 registers. */
export async function taxNoticeRows(
  baseUrl: string,
  cookie: string,
  contextKey: string,
  stores: number,
  bigStoreUid: string,
) {
  const page = `'Kassenmeldungen' eines Mandanten mit ${num(stores, 0)} Filialen, Seite 1 der fälligen`;
  progress(page);
  const listUrl = `${baseUrl}/api/frontend/fiscal/notifications?contextId=${contextKey}&state=due&page=1&size=25`;
  const total = (body: string) => `${(JSON.parse(body) as { total: number }).total} fällig`;
  const report = 'Meldung einer Filiale mit 100 Kassen (20 außer Betrieb)';
  progress(report);
  const reportUrl = `${baseUrl}/api/frontend/fiscal/notifications/${bigStoreUid}?contextId=${contextKey}`;
  return [await warmMedian(page, listUrl, cookie, 200, total), await warmMedian(report, reportUrl, cookie, 50)];
}

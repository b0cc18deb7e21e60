import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/platform/config';
import { openDb, type Db } from '../../src/server/platform/db/connection';
import { migrate } from '../../src/server/platform/db/migrate';
import { Prng } from '../../src/server/demo/prng';
import { seedDemo, updateFileRelativePath } from '../../src/server/demo/seed';

// `npm run screens -- --contexts 60`: a demo console with more contexts than the demo's own, to see
// pages that grow with them (the statistics draw one bar per context and narrow their charts).

/**
 * `count` more customers (KUNDE01, …), each with 1 to 14 stores, their registers and store agents, and
 * one released update per kind installed on a random share; no hash secret, so the in-process
 * simulator leaves their fleets alone.
 */
async function seedExtraContexts(db: Db, dataDir: string, count: number, now = Date.now()): Promise<void> {
  const prng = new Prng(60);
  const k = db.kysely;
  for (let n = 1; n <= count; n++) {
    const key = `KUNDE${String(n).padStart(2, '0')}`;
    const context = await k
      .insertInto('contexts')
      .values({
        uid: prng.uid(),
        key,
        name: `Kunde ${String(n).padStart(2, '0')} Handel`,
        type: 2,
        hashSecret: null,
        allStoreChecksVisible: 1,
        visibleStoreCheckIds: '[]',
        allCashpointChecksVisible: 1,
        visibleCashpointCheckIds: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stores = await k
      .insertInto('stores')
      .values(
        Array.from({ length: prng.int(1, 14) }, (_, i) => ({
          uid: prng.uid(),
          contextId: context.id,
          storeId: String(2000 + i),
          name: `Filiale ${i + 1}`,
        })),
      )
      .returning('id')
      .execute();
    const cashpoints = await k
      .insertInto('cashpoints')
      .values(
        stores.flatMap((s) =>
          Array.from({ length: prng.int(1, 6) }, (_, p) => ({
            uid: prng.uid(),
            storeRowId: s.id,
            posId: String(p + 1),
            lastHeartbeat: now - prng.int(5, 120) * 1000,
          })),
        ),
      )
      .returning('id')
      .execute();
    const agents = await k
      .insertInto('storeAgents')
      .values(stores.map((s) => ({ uid: prng.uid(), storeRowId: s.id, lastHeartbeat: now - 60_000 })))
      .returning('id')
      .execute();
    for (const [kind, targets, filename] of [
      ['cashpoint', cashpoints, 'kasse-6.0.0.zip'],
      ['store', agents, 'store-9.0.0.zip'],
    ] as const) {
      const relative = updateFileRelativePath(key, kind, filename);
      fs.mkdirSync(path.dirname(path.join(dataDir, relative)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, relative), `Update ${filename}\n`);
      const file = await k
        .insertInto('syncfiles')
        .values({
          uid: prng.uid(),
          contextId: context.id,
          kind,
          filename,
          tag: filename.replace(/^[a-z]+-|\.zip$/g, ''),
          comment: '',
          status: 2,
          releaseDate: now - 86_400_000,
          orderKey: 1,
          archived: 0,
          uploadFilepath: relative,
          size: 10,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const share = prng.next();
      const done = targets.filter(() => prng.chance(share));
      if (done.length > 0)
        await k
          .insertInto('installations')
          .values(
            done.map((t) => ({
              syncfileId: file.id,
              cashpointId: kind === 'cashpoint' ? t.id : null,
              storeAgentId: kind === 'store' ? t.id : null,
              installationStatus: 2,
              downloaded: 1,
              updatedAt: now,
            })),
          )
          .execute();
    }
  }
}

/** Fills the empty DATA_DIR with the demo data and customers up to `contexts` contexts in all. */
export async function seedContexts(dataDir: string, contexts: number): Promise<number> {
  const config = loadConfig({ DATA_DIR: dataDir, DEMO: 'true', SESSION_SECRET: 'screens-contexts' });
  const db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
  try {
    await migrate(db);
    await seedDemo(db, dataDir);
    const { count } = await db.kysely
      .selectFrom('contexts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    await seedExtraContexts(db, dataDir, Math.max(0, contexts - Number(count)));
    return Math.max(contexts, Number(count));
  } finally {
    await db.close();
  }
}

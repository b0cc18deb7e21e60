import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../platform/db/connection';
import { contextCounts } from './rollout';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';

const day = 86_400_000;

/** One context, two stores, four registers, one store agent, and updates in each interesting state. */
async function fixture(db: Db, now: number) {
  const k = db.kysely;
  const ctx = await k
    .insertInto('contexts')
    .values({
      uid: 'c1',
      key: 'K1',
      name: 'Kunde 1',
      type: 2,
      hashSecret: 'geheim-geheim',
      allStoreChecksVisible: 1,
      visibleStoreCheckIds: '[]',
      allCashpointChecksVisible: 1,
      visibleCashpointCheckIds: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [s1, s2] = await k
    .insertInto('stores')
    .values([
      { uid: 's1', contextId: ctx.id, storeId: '1', name: 'A' },
      { uid: 's2', contextId: ctx.id, storeId: '2', name: 'B' },
    ])
    .returning('id')
    .execute();
  const cps = await k
    .insertInto('cashpoints')
    .values(
      ['1', '2', '3']
        .map((pos) => ({ uid: `cp${pos}`, storeRowId: s1!.id, posId: pos }))
        .concat([{ uid: 'cp4', storeRowId: s2!.id, posId: '1' }]),
    )
    .returning('id')
    .execute();
  const agent = await k
    .insertInto('storeAgents')
    .values({ uid: 'sa1', storeRowId: s1!.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const file = (
    filename: string,
    status: number,
    orderKey: number,
    extra: { archived?: number; releaseDate?: number; kind?: 'cashpoint' | 'store' } = {},
  ) => ({
    uid: filename,
    contextId: ctx.id,
    kind: extra.kind ?? ('cashpoint' as const),
    filename,
    tag: filename,
    comment: '',
    status,
    releaseDate: extra.releaseDate ?? now - day,
    orderKey,
    archived: extra.archived ?? 0,
    uploadFilepath: filename,
    size: 1,
    createdAt: now,
  });
  const files = await k
    .insertInto('syncfiles')
    .values([
      file('old', 2, 1),
      file('current', 2, 2),
      file('pilot', 4, 3),
      file('future', 2, 4, { releaseDate: now + day }),
      file('archived', 2, 5, { archived: 1 }),
      file('neu', 1, 6),
      file('store-a', 2, 1, { kind: 'store' }),
    ])
    .returning(['id', 'filename'])
    .execute();
  const id = (name: string) => files.find((f) => f.filename === name)!.id;
  const installed = (syncfile: string, cashpointId: number) => ({
    syncfileId: id(syncfile),
    cashpointId,
    storeAgentId: null,
    installationStatus: 2,
    installingSince: null,
    downloaded: 1,
    log: null,
    logDate: null,
    updatedAt: now,
  });
  await k
    .insertInto('installations')
    .values([
      installed('current', cps[0]!.id), // updated
      installed('old', cps[1]!.id), // behind: not updated
      installed('current', cps[2]!.id), // checked for the pilot but has not installed it: not updated
      { ...installed('current', cps[3]!.id), installationStatus: 3 }, // failed: not updated
    ])
    .execute();
  await k
    .insertInto('syncfileTargets')
    .values({ syncfileId: id('pilot'), cashpointId: cps[2]!.id, storeAgentId: null })
    .execute();
  return { contextId: ctx.id, agentId: agent.id };
}

for (const kind of databaseKinds) {
  describe(`rollout counts on ${kind}`, () => {
    let server: TestServer;
    let ids: { contextId: number; agentId: number };
    before(async () => {
      server = await startTestServer(kind);
      ids = await fixture(server.db, server.clock.now);
    });
    after(() => server.close());

    it('counts a target as updated only when it installed its highest due update', async () => {
      const counts = (await contextCounts(server.db, [ids.contextId], server.clock.now)).get(ids.contextId)!;
      assert.deepEqual(counts, {
        storeCount: 2,
        cashpointCount: 4,
        notUpdatedCashpointCount: 3,
        storeAgentCount: 1,
        notUpdatedStoreAgentCount: 1,
      });
    });

    it('ignores archived, unreleased and Neu updates and counts installs as they arrive', async () => {
      const k = server.db.kysely;
      const agentFile = await k
        .selectFrom('syncfiles')
        .select('id')
        .where('filename', '=', 'store-a')
        .executeTakeFirstOrThrow();
      await k
        .insertInto('installations')
        .values({
          syncfileId: agentFile.id,
          cashpointId: null,
          storeAgentId: ids.agentId,
          installationStatus: 2,
          installingSince: null,
          downloaded: 1,
          log: null,
          logDate: null,
          updatedAt: 0,
        })
        .execute();
      const counts = (await contextCounts(server.db, [ids.contextId], server.clock.now)).get(ids.contextId)!;
      assert.equal(counts.notUpdatedStoreAgentCount, 0);
      // Once the future update is released it becomes the one everybody is due.
      const later = (await contextCounts(server.db, [ids.contextId], server.clock.now + 2 * day)).get(ids.contextId)!;
      assert.equal(later.notUpdatedCashpointCount, 4);
    });
  });
}

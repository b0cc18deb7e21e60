import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../../platform/db/connection';
import { sql } from 'kysely';
import { contextCounts, targetStatesSql } from '../repository/rollout';
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

    it('counts the registers of a store a rollout admitted against its update, the others against the Aktiv one', async () => {
      const k = server.db.kysely;
      const now = server.clock.now;
      const store = (uid: string) =>
        k.selectFrom('stores').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
      const register = (uid: string) =>
        k.selectFrom('cashpoints').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
      const [s1, s2, cp1, cp4] = await Promise.all([store('s1'), store('s2'), register('cp1'), register('cp4')]);
      const wave = await k
        .insertInto('syncfiles')
        .values({
          uid: 'wave',
          contextId: ids.contextId,
          kind: 'cashpoint',
          filename: 'wave',
          tag: 'wave',
          comment: '',
          status: 2,
          releaseDate: now - day,
          orderKey: 7,
          archived: 0,
          uploadFilepath: 'wave',
          size: 1,
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rollout = await k
        .insertInto('rollouts')
        .values({
          uid: 'r1',
          contextId: ids.contextId,
          syncfileId: wave.id,
          state: 'running',
          author: 'admin',
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await k
        .insertInto('rolloutStores')
        .values([
          { rolloutId: rollout.id, storeRowId: s1.id, wave: 1, admittedAt: now, rolledBackAt: null },
          { rolloutId: rollout.id, storeRowId: s2.id, wave: 2, admittedAt: null, rolledBackAt: null },
        ])
        .execute();
      // cp1 (admitted store) installs the rollout's update, cp4 (store not yet admitted) the Aktiv one.
      await k
        .insertInto('installations')
        .values({
          syncfileId: wave.id,
          cashpointId: cp1.id,
          storeAgentId: null,
          installationStatus: 2,
          installingSince: null,
          downloaded: 1,
          log: null,
          logDate: null,
          updatedAt: now,
        })
        .execute();
      await k.updateTable('installations').set({ installationStatus: 2 }).where('cashpointId', '=', cp4.id).execute();
      const counts = (await contextCounts(server.db, [ids.contextId], now)).get(ids.contextId)!;
      // cp2 and cp3 (admitted store, without the rollout's update) are not updated.
      assert.equal(counts.notUpdatedCashpointCount, 2);
      const perTarget = await sql<{ updated: number }>`${targetStatesSql('cashpoint', now, [ids.contextId])}`.execute(
        k,
      );
      assert.equal(perTarget.rows.filter((r) => Number(r.updated) === 0).length, counts.notUpdatedCashpointCount);
    });
  });
}

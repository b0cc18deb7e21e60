import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, loginCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { ok } from '../../test/fiscalKit';
import { fullRegisterBeat, registerModel, startHistoryServer, type HistoryServer } from '../../test/historyKit';
import { insertAlertRow } from '../../test/repository/alertRows';
import { insertRolloutRow, insertRolloutStoreRows, insertWaveRow } from '../../test/repository/rolloutPlantRows';

// 'Vorher geändert' over HTTP (issue 53, item 4): an alert lists the changes of its store's registers
// and store server in the 24 hours before it opened (2 hours before: listed; 30 hours: not), and
// names the rollout wave that took its store in that window.

const hourMs = 3_600_000;

for (const kind of databaseKinds)
  describe(`the changes before an alert on ${kind}`, () => {
    let t: HistoryServer;
    let openedAt: number;
    /** The viewer's session, logged in after the clock's day and more (the kit's has timed out). */
    let viewer: string;
    /** The updates the two rollouts roll out. */
    let files: { id: number; filename: string }[];
    before(async () => {
      t = await startHistoryServer(kind);
      const { db } = t.server;
      const seconds = () => Math.floor(t.server.clock.now / 1000);
      const start = t.server.clock.now;
      const m = registerModel();
      const storeInfo = (license: string) => ({
        agentInfo: {
          osInfo: { osName: 'Windows', hostname: 'STORE-8301' },
          storeInfo: { storeVersion: '8.5.0', license },
        },
      });
      await t.register('8301', '1', fullRegisterBeat(m, seconds()));
      await t.storeServer('8301', storeInfo('LIZ-1'));
      await t.register('8302', '1', fullRegisterBeat(m, seconds()));
      await t.advance(hourMs);
      // 30 hours before the alert: outside its window.
      m.config.sprache = 'en_GB';
      await t.register('8301', '1', fullRegisterBeat(m, seconds()));
      await t.advance(28 * hourMs);
      // 2 hours before: the register's config, the store server's licence; another store's change.
      m.config.waehrung = 'CHF';
      await t.register('8301', '1', fullRegisterBeat(m, seconds()));
      await t.storeServer('8301', storeInfo('LIZ-2'));
      await t.register('8302', '1', fullRegisterBeat(m, seconds()));
      await t.advance(2 * hourMs);
      openedAt = t.server.clock.now;
      viewer = await loginCookie(t.server.app, ...demo.viewer);

      const store = await db.kysely
        .selectFrom('stores as s')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['s.id', 's.uid', 's.contextId'])
        .where('x.key', '=', 'WESTFRISCH')
        .where('s.storeId', '=', '8301')
        .executeTakeFirstOrThrow();
      await insertAlertRow(db, {
        uid: 'alert-before-8301',
        contextId: store.contextId,
        kind: 'cashpointOffline',
        subject: 'before-8301',
        state: 'open',
        storeUid: store.uid,
        storeId: '8301',
        storeName: 'Filiale 8301',
        posId: '1',
        cashpointUid: null,
        detail: null,
        openedAt,
        updatedAt: openedAt,
        closedAt: null,
        acknowledgedBy: null,
        acknowledgedAt: null,
        comment: null,
        assigneeName: null,
        assignedAt: null,
        snoozedUntil: null,
        snoozedBy: null,
        snoozedAt: null,
        snoozeComment: null,
      });
      // Two rollouts of the context's updates: one whose wave took the store 3 hours before, one 30.
      files = await db.kysely
        .selectFrom('syncfiles')
        .select(['id', 'filename'])
        .where('contextId', '=', store.contextId)
        .where('id', 'not in', db.kysely.selectFrom('rollouts').select('syncfileId'))
        .orderBy('id')
        .limit(2)
        .execute();
      assert.equal(files.length, 2, 'two updates without a rollout in the demo context');
      for (const [i, hoursBefore] of [3, 30].entries()) {
        const rolloutId = await insertRolloutRow(db, {
          uid: `ro-before-${i}`,
          contextId: store.contextId,
          syncfileId: files[i]!.id,
          state: 'running',
          author: 'admin',
          currentWave: 1,
          createdAt: start,
          updatedAt: start,
          startedAt: start,
        });
        const plan = {
          name: i === 0 ? 'Pilot' : 'Alt',
          storeUids: [store.uid],
          soakHours: 0,
          minSuccessPercent: 90,
          maxFailurePercent: 10,
          requireApproval: false,
        };
        await insertWaveRow(db, {
          rolloutId,
          number: 1,
          plan: JSON.stringify(plan),
          state: 'running',
          startedAt: start,
        });
        await insertRolloutStoreRows(db, [
          { rolloutId, storeRowId: store.id, wave: 1, admittedAt: openedAt - hoursBefore * hourMs },
        ]);
      }
    });
    after(() => t.close());

    it("lists the changes of the alert's store from 24 hours before it opened, newest first, not older ones", async () => {
      const body = await ok(t.get(viewer, '/api/frontend/alerts/alert-before-8301/before'));
      assert.equal(body.from, new Date(openedAt - 24 * hourMs).toISOString());
      assert.equal(body.to, new Date(openedAt).toISOString());
      const at = new Date(openedAt - 2 * hourMs).toISOString();
      assert.deepEqual(
        body.changes
          .map((c: Record<string, unknown>) => [c.at, c.targetKind, c.storeId, c.posId, c.key, c.old, c.new])
          .sort(),
        [
          [at, 'cashpoint', '8301', '1', 'config:waehrung', 'EUR', 'CHF'],
          [at, 'store', '8301', null, 'store.license', 'LIZ-1', 'LIZ-2'],
        ],
      );
      assert.equal(body.truncated, false);
      assert.ok(!JSON.stringify(body.changes).includes('en_GB'), 'the change 30 hours before is left out');
    });

    it('names the rollout wave that took the store in the window, not one before it', async () => {
      const body = await ok(t.get(viewer, '/api/frontend/alerts/alert-before-8301/before'));
      assert.deepEqual(body.waves, [
        {
          rolloutUid: 'ro-before-0',
          updateName: files[0]!.filename,
          waveName: 'Pilot',
          storeId: '8301',
          at: new Date(openedAt - 3 * hourMs).toISOString(),
          event: 'entered',
        },
      ]);
    });

    it('answers an unknown alert, and one of a context the caller does not see, with a German 404', async () => {
      // The operator sees NORDMARKT and SUEDKAUF only, not the alert's WESTFRISCH.
      const operator = await loginCookie(t.server.app, ...demo.operator);
      for (const [cookie, uid] of [
        [viewer, 'gibt-es-nicht'],
        [operator, 'alert-before-8301'],
      ] as const) {
        const r = await t.get(cookie, `/api/frontend/alerts/${uid}/before`);
        assert.equal(r.statusCode, 404, r.body);
        assert.match((JSON.parse(r.body) as { message: string }).message, /Alarm wurde nicht gefunden/);
      }
    });
  });

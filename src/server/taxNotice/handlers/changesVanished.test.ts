import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds, loginCookie } from '../../test/harness';
import { check } from '../../test/alertsKit';
import { detectFiscalChanges } from '..';
import { ok, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { demo } from '../../test/demoAccounts';
import {
  deleteNewestRegistersDirectly,
  dropFiscalRegisterRow,
  fiscalRegisterRow,
  markStoreReported,
} from '../../test/repository/fiscalChangeRows';

// Registers that vanish from the fleet without the delete endpoint (issue 52), as the million
// bench makes them: the newest rows deleted straight from the database. The detection sees it from
// its counts and compares only the stores whose counts differ; each vanished register is
// decommissioned on the day of the run, a register the record missed (committed out of id order)
// is taken in, and no other store changes. Then the deadline alert counts from a store's earliest
// due change, not its latest. The clock jumps to fixed days years ahead.

interface Row {
  storeId: string;
  deadline: string | null;
  changes: { kind: string; day: string; posId: string | null }[];
}

const context = 'WESTFRISCH';

for (const kind of databaseKinds)
  describe(`registers vanished without the delete endpoint on ${kind}`, () => {
    let f: FiscalServer;
    let viewer = '';
    const at = async (iso: string) => {
      f.server.clock.now = Date.parse(iso);
      viewer = await loginCookie(f.server.app, ...demo.viewer);
    };
    const run = async () => {
      await detectFiscalChanges(f.server.db, f.server.clock.now);
      await check(f.server.db, f.server.clock.now);
    };
    const due = async (): Promise<Row[]> =>
      (await ok(f.get(viewer, `/api/frontend/fiscal/notifications?contextId=${context}&state=due&size=500`))).rows;
    const register = (storeId: string, posId: string) =>
      ok(f.heartbeat(context, storeId, posId, reportedTse(`FISK-${storeId}-${posId}`, '2040-01-01')));
    const overdueAlerts = async (storeId: string) => {
      const reply = await ok(
        f.get(viewer, `/api/frontend/alerts?contextId=${context}&kind=notificationOverdue&state=all&size=200`),
      );
      return (reply.alerts as { storeId: string; state: string }[])
        .filter((a) => a.storeId === storeId)
        .map((a) => a.state);
    };

    before(async () => {
      f = await startFiscalServer(kind);
      await at('2033-03-01T10:00:00Z');
      // The demo's fleet taken in, then three stores' registers, all reported: nothing due.
      await run();
      await register('7913', '1');
      await register('7911', '1');
      await register('7912', '1');
      await register('7911', '2');
      await run();
      const reported = Date.parse('2033-03-02T10:00:00Z');
      for (const row of await due()) {
        const { storeUid } = row as Row & { storeUid: string };
        await markStoreReported(f.server.db, storeUid, '2033-03-02', reported);
      }
      assert.deepEqual(await due(), []);
    });
    after(() => f.close());

    it('decommissions the newest registers deleted in the database on the day of the run, takes in one the record missed', async () => {
      await at('2033-03-10T10:00:00Z');
      // The newest two, 7911/2 and 7912/1, as the bench deletes the highest ids.
      const gone = await deleteNewestRegistersDirectly(f.server.db, 2);
      const missed = await uidOf('7913', '1');
      await dropFiscalRegisterRow(f.server.db, missed);
      await run();
      const rows = await due();
      assert.deepEqual(
        rows.map((r) => [r.storeId, r.deadline, r.changes.map((c) => [c.kind, c.day, c.posId])]),
        [
          ['7911', '2033-04-10', [['registerRemoved', '2033-03-10', '2']]],
          ['7912', '2033-04-10', [['registerRemoved', '2033-03-10', '1']]],
          ['7913', '2033-04-10', [['registerAdded', '2033-03-10', '1']]],
        ],
        'these changes and no other store',
      );
      for (const uid of gone) {
        const record = await fiscalRegisterRow(f.server.db, uid);
        assert.deepEqual([record?.decommissionedOn, record?.removedAt === null], ['2033-03-10', false]);
      }
      assert.equal((await fiscalRegisterRow(f.server.db, missed))?.removedAt, null);
      // The counts agree again: a second run finds nothing.
      await run();
      assert.deepEqual(
        (await due()).map((r) => r.changes.length),
        [1, 1, 1],
      );
    });

    it('opens the deadline alert by the earliest due change of a store, not its latest', async () => {
      await at('2033-04-05T10:00:00Z');
      await register('7911', '3');
      await register('7914', '1');
      await run();
      const row = (await due()).find((r) => r.storeId === '7911');
      assert.deepEqual(
        row?.changes.map((c) => c.day),
        ['2033-03-10', '2033-04-05'],
      );
      assert.equal(row?.deadline, '2033-04-10');
      await at('2033-04-11T10:00:00Z');
      await run();
      assert.deepEqual(await overdueAlerts('7911'), ['open']);
      assert.deepEqual(await overdueAlerts('7912'), ['open']);
      assert.deepEqual(await overdueAlerts('7914'), [], 'due on 5 May, not yet overdue');
    });

    /** The uid of a register by its store and number, from the tree as the console shows it. */
    async function uidOf(storeId: string, posId: string): Promise<string> {
      const admin = await loginCookie(f.server.app, ...demo.admin);
      const tree = await ok(f.get(admin, `/api/frontend/cashpoints?contextId=${context}`));
      const store = (tree.stores as { id: string; cashpoints: { uid: string; posId: string }[] }[]).find(
        (s) => s.id === storeId,
      );
      const uid = store?.cashpoints.find((c) => c.posId === posId)?.uid;
      assert.ok(uid, `${storeId}/${posId}`);
      return uid;
    }
  });

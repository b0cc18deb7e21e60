import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { check } from '../../test/alertsKit';
import { databaseKinds } from '../../test/harness';
import { addRollout, addUpdate, hour, install, minute, type Fleet } from '../../test/rolloutEvaluationKit';
import { startStoreHealthServer, type StoreHealthServer } from '../../test/storeHealthKit';
import { advanceRollouts } from '../advance';

// The alert gate watches a store's ability to sell too (issue 51): a receipt printer that goes
// offline in a wave's store after the install opens peripheralDown, and its rise pauses the rollout
// as a stopped service does. A printer out of paper opens the alert too, but is no update's doing:
// the gate does not count it (in the demo one paused the running rollout within the hour). The
// registers report over HTTP; the progress view is read as an operator reads it.

interface Gate {
  kind: string;
  state: string;
  value: number;
  threshold: number;
  alertKinds?: string[];
  stores?: { uid: string; storeId: string }[];
}

for (const kind of databaseKinds)
  describe(`the alert gate on a store's devices on ${kind}`, () => {
    let t: StoreHealthServer;
    before(async () => {
      t = await startStoreHealthServer(kind);
    });
    after(() => t.close());

    const printer = (state: string, sinceMinutes: number) => ({
      peripherals: [{ kind: 'printer', name: 'TM-T88', state, since: t.at(sinceMinutes) }],
    });
    const report = async (storeId: string, state: string, sinceMinutes: number) => {
      const reply = await t.register(storeId, '1', printer(state, sinceMinutes));
      assert.equal(reply.statusCode, 200, reply.body);
    };

    /** The two stores, open now, as the rollout kit's fleet of the demo context WESTFRISCH. */
    async function fleetOf(storeIds: string[]): Promise<Fleet> {
      const stores = [];
      for (const storeId of storeIds) {
        await report(storeId, 'ok', -3 * 60);
        await t.setOpen(storeId, true);
        const { uid } = await t.rows(storeId);
        const db = t.server.db.kysely;
        const store = await db
          .selectFrom('stores')
          .select(['id', 'contextId'])
          .where('uid', '=', uid!)
          .executeTakeFirstOrThrow();
        const registers = await db.selectFrom('cashpoints').select('id').where('storeRowId', '=', store.id).execute();
        stores.push({
          contextId: store.contextId,
          storeRowId: store.id,
          storeUid: uid!,
          agentId: null,
          registerIds: registers.map((r) => r.id),
        });
      }
      return { contextId: stores[0]!.contextId, contextKey: 'WESTFRISCH', stores };
    }

    it('pauses a running wave when a device goes offline in its stores after the install, not when paper runs out', async () => {
      const now = t.server.clock.now;
      const fleet = await fleetOf(['7401', '7402']);
      const update = await addUpdate(t.server.db, fleet.contextId, 'cashpoint', 901);
      const rollout = await addRollout(t.server.db, fleet, update, 'cashpoint', 'running', 1, [
        { state: 'running', startedAt: now - 2 * hour, stores: [0, 1] },
        { state: 'pending' },
      ]);
      await install(
        t.server.db,
        update,
        'cashpoint',
        fleet.stores.flatMap((s) => s.registerIds),
        2,
        now - hour,
      );
      // The checks looked before the printer ran out: nothing then.
      await check(t.server.db, now - 30 * minute);
      await advanceRollouts(t.server.db, now - 30 * minute);
      const detail = async () => {
        const reply = await t.get(t.admin, `/api/frontend/rollouts/${rollout.uid}?contextId=WESTFRISCH`);
        assert.equal(reply.statusCode, 200, reply.body);
        return reply.json();
      };
      assert.equal((await detail()).state, 'running');

      const alertGate = (view: { waves: { gates: Gate[] }[] }) =>
        view.waves[0]!.gates.find((g) => g.kind === 'alertRise')!;
      await report('7401', 'paperOut', -15);
      await check(t.server.db, now - 2 * minute);
      await advanceRollouts(t.server.db, now - 2 * minute);
      const alerts = await t.get(t.admin, '/api/frontend/alerts?contextId=WESTFRISCH&kind=peripheralDown');
      assert.equal(alerts.json().alerts.length, 1, 'the alert opens: the store cannot print receipts');
      const paper = await detail();
      assert.equal(paper.state, 'running', paper.pauseReason);
      assert.deepEqual([alertGate(paper).state, alertGate(paper).value], ['holds', 0]);

      await report('7401', 'offline', -1);
      await check(t.server.db, now);
      await advanceRollouts(t.server.db, now);
      const view = await detail();
      assert.deepEqual([view.state, view.pauseCause], ['paused', 'alertRise']);
      assert.match(view.pauseReason, /^Welle 1 automatisch angehalten: 1 offener Alarm .*„Peripherie gestört“/);
      const gate = alertGate(view);
      assert.deepEqual([gate.state, gate.value, gate.threshold], ['fails', 1, 0]);
      assert.deepEqual(gate.stores, [{ uid: fleet.stores[0]!.storeUid, storeId: '7401' }]);
      assert.ok(gate.alertKinds?.includes('peripheralDown') && gate.alertKinds.includes('receiptsUnsent'));
    });
  });

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeRollouts, wave } from '../../test/rolloutsKit';

// A draft: cancelling it discards it (the update behaves as without a plan again and can be planned
// anew), and a wave's report filter must filter: its set filters' columns among the chosen ones
// (else the report ignores them and the wave would take every remaining store), and not empty.

const saveUrl = '/api/frontend/rollouts/save';

describeRollouts('rollout drafts', (t) => {
  it('discards a cancelled draft, so the update can be planned again', async () => {
    const plan = [wave('Pilot', { pilot: true }), wave('Rest', { sharePercent: 100 })];
    const uid = await t.savePlan(t.admin, 'SUEDKAUF', 'store-8.6.0.zip', plan);
    assert.equal((await t.act(t.admin, uid, 'cancel')).statusCode, 200);
    const updateUid = (await t.update('SUEDKAUF', 'store-8.6.0.zip')).uid;
    const list = await t.get(t.viewer, `/api/frontend/rollouts?contextId=SUEDKAUF&updateUid=${updateUid}`);
    assert.deepEqual(list.json().rollouts, []);
    assert.equal((await t.get(t.viewer, `/api/frontend/rollouts/${uid}?contextId=SUEDKAUF`)).statusCode, 404);
    const entries = await t.auditOf(uid);
    assert.deepEqual(
      entries.map((e) => [e.action, e.user]),
      [
        ['rolloutSaved', 'admin'],
        ['rolloutDiscarded', 'admin'],
      ],
    );
    assert.deepEqual(entries[1]!.changes, [{ field: 'waves', before: 'Pilot: Pilot; Rest: 100 %', after: null }]);
    const again = await t.savePlan(t.operator, 'SUEDKAUF', 'store-8.6.0.zip', plan);
    assert.notEqual(again, uid);
  });

  it('refuses a filter that would not filter, with a German 400 naming the wave', async () => {
    const updateUid = (await t.update('SUEDKAUF', 'kasse-5.14.0.zip')).uid;
    const pilot = wave('Pilot', { pilot: true });
    const withFilter = (filter: object) => [pilot, wave('Gefiltert', { filter })];
    const hidden = 'Welle 2: Der Filter „';
    const cases: [object, string][] = [
      // The version filter's column is not among the chosen ones: the report would ignore it.
      [{ columns: [], filters: { cashpointVersion: '5.13' } }, hidden],
      [{ columns: ['posType'], filters: { cashpointVersion: '5.13' } }, hidden],
      [{ filters: {} }, 'Welle 2: Der Filter lässt jede Kasse durch'],
      [
        { columns: ['cashpointVersion'], filters: { cashpointVersion: '' } },
        'Welle 2: Der Filter lässt jede Kasse durch',
      ],
    ];
    const before = await t.snapshot();
    for (const [filter, message] of cases) {
      const reply = await t.post(t.operator, saveUrl, { contextId: 'SUEDKAUF', updateUid, waves: withFilter(filter) });
      assert.equal(reply.statusCode, 400, reply.body);
      assert.ok(reply.json().message.startsWith(message), `${reply.json().message} ≠ ${message}`);
      if (message === hidden) assert.match(reply.json().message, /wirkt nur, wenn seine Spalte ausgewählt ist/);
    }
    assert.deepEqual(await t.snapshot(), before);
    // A set filter of a chosen column, of a fixed column, all columns (none named), or the warnings only.
    for (const filter of [
      { columns: ['cashpointVersion'], filters: { cashpointVersion: '5.13' } },
      { columns: [], filters: { storeId: '1' } },
      { filters: { cashpointVersion: '5.13' } },
      { columns: [], warningsOnly: true },
    ]) {
      const reply = await t.post(t.operator, saveUrl, { contextId: 'SUEDKAUF', updateUid, waves: withFilter(filter) });
      assert.equal(reply.statusCode, 200, `${JSON.stringify(filter)}: ${reply.body}`);
    }
  });
});

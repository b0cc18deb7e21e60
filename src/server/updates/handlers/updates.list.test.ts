import assert from 'node:assert/strict';
import path from 'node:path';
import { it } from 'node:test';
import { bases, describeUpdates } from '../../test/updatesKit';

describeUpdates('update list and detail', (t) => {
  const { call, list, detail, oneToN } = t;

  it('lists the updates of a context, highest order key first, archived ones only on request', async () => {
    for (const { base, prefix } of bases) {
      const all = await list(base, 'NORDMARKT');
      assert.deepEqual(
        all.map((f) => f.orderKey),
        [...oneToN(all.length)].reverse(),
      );
      assert.ok(all.every((f) => f.filename.startsWith(`${prefix}-`)));
      const visible = await list(base, 'NORDMARKT', false);
      assert.deepEqual(
        visible.map((f) => f.filename),
        all.filter((f) => !f.archived).map((f) => f.filename),
      );
      assert.equal(all.length - visible.length, 1);
      const reply = await call(t.admin, 'GET', `${base}?contextId=NORDMARKT`);
      assert.equal(reply.json().syncfiles.length, visible.length, 'archived hidden by default');
    }
    const rc1 = (await list('cashpoint-updates', 'NORDMARKT')).find((f) => f.tag === '5.14.0-rc1')!;
    assert.equal(rc1.status, 4);
    assert.equal(rc1.uploadFilepath, path.join('updates', 'NORDMARKT', 'cashpoint', 'kasse-5.14.0-rc1.zip'));
  });

  it('shows a register update with every store and register, checked where targeted', async () => {
    const { syncfile, stores } = await detail('cashpoint-updates', 'NORDMARKT', 'kasse-5.14.0-rc1.zip');
    assert.equal(syncfile.tag, '5.14.0-rc1');
    assert.equal(stores.length, 24);
    const checked = await t.server.db.kysely
      .selectFrom('syncfileTargets as t')
      .innerJoin('syncfiles as s', 's.id', 't.syncfileId')
      .innerJoin('cashpoints as c', 'c.id', 't.cashpointId')
      .select('c.uid')
      .where('s.uid', '=', syncfile.uid)
      .execute();
    const checkedUids = new Set(checked.map((r) => r.uid));
    assert.ok(checkedUids.size > 0);
    const registers = stores.flatMap((s) => s.cashpoints);
    assert.deepEqual(new Set(registers.filter((c) => c.isChecked).map((c) => c.uid)), checkedUids);
    for (const store of stores) {
      assert.equal(store.isChecked, store.cashpoints.length > 0 && store.cashpoints.every((c) => c.isChecked));
    }
    const tree = (await call(t.admin, 'GET', 'cashpoints?contextId=NORDMARKT')).json().stores as { uid: string }[];
    assert.deepEqual(
      stores.map((s) => s.uid),
      tree.map((s) => s.uid),
      'store uids and order as in the register tree',
    );
  });

  it('shows a store update with one entry per store agent', async () => {
    const { stores } = await detail('store-updates', 'NORDMARKT', 'store-8.5.1.zip');
    const agents = await t.server.db.kysely
      .selectFrom('storeAgents as a')
      .innerJoin('stores as st', 'st.id', 'a.storeRowId')
      .innerJoin('contexts as c', 'c.id', 'st.contextId')
      .select(['a.uid', 'st.storeId'])
      .where('c.key', '=', 'NORDMARKT')
      .execute();
    assert.equal(stores.length, agents.length);
    for (const entry of stores) {
      const agent = agents.find((a) => a.uid === entry.uid);
      assert.ok(agent, 'uid is the store agent uid');
      assert.equal(entry.id, agent.storeId);
      assert.deepEqual(entry.cashpoints, []);
    }
    assert.ok(stores.some((s) => s.isChecked));
  });

  it('answers 404 for a file name the context does not have in that kind', async () => {
    for (const url of [
      'cashpoint-updates/detail?contextId=NORDMARKT&filename=nope.zip',
      'store-updates/detail?contextId=NORDMARKT&filename=kasse-5.13.1.zip',
    ]) {
      const reply = await call(t.admin, 'GET', url);
      assert.equal(reply.statusCode, 404);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    const traversal = await call(t.admin, 'GET', 'cashpoint-updates/detail?contextId=NORDMARKT&filename=..%2Fx');
    assert.equal(traversal.statusCode, 400);
  });
});

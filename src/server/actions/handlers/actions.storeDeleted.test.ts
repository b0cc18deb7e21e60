import assert from 'node:assert/strict';
import { it } from 'node:test';
import { closedTime, contextKey, describeActions } from '../../test/actionsKit';
import { withCookie } from '../../test/harness';

// A deleted store takes its registers' and its store server's action targets with it, and a
// deleted register its own. On PostgreSQL migration 0034 dropped the targets' foreign keys to the
// request and the store (each checked every inserted row of a 50,000-target request): the cascades
// come through the registers and store servers, whose keys stay. This pins that nothing is left.

describeActions('actions of a deleted store', (t) => {
  it('removes the targets of its registers and store server, and those of a deleted register', async () => {
    await t.reset(closedTime);
    const kept = await t.request({ kind: 'ntpResync', targets: { storeIds: ['1001'] } });
    const registers = await t.request({ kind: 'ntpResync', targets: { storeIds: ['1002'] } });
    const server = await t.request({
      kind: 'ntpResync',
      targetKind: 'storeAgent',
      targets: { storeAgentUids: [await t.storeServerUid(1)] },
    });
    assert.equal((await t.targets(registers.uid)).length, 2);
    assert.equal((await t.targets(server.uid)).length, 1);
    const before = (await t.snapshot()).targets;

    const remove = (url: string) => t.server.app.inject(withCookie(t.admin, { method: 'DELETE', url }));
    const gone = await remove(`/api/frontend/stores/delete/${t.stores[1]!.storeUid}?contextId=${contextKey}`);
    assert.equal(gone.statusCode, 200, gone.body);
    assert.equal((await t.snapshot()).targets, before - 3);
    assert.deepEqual(await t.targets(registers.uid), []);
    assert.deepEqual(await t.targets(server.uid), []);
    assert.equal((await t.targets(kept.uid)).length, 3, "another store's targets stay");

    const register = await t.registerUid(0, 1);
    const deleted = await remove(`/api/frontend/cashpoints/delete/${register}?contextId=${contextKey}`);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await t.targets(kept.uid)).length, 2);
  });
});

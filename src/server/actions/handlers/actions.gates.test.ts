import assert from 'node:assert/strict';
import { it } from 'node:test';
import { closedTime, describeActions, openTime } from '../../test/actionsKit';

// The business gates over the API: the dry run says which target a gate holds and why, and the
// agents' delivery (dueActions, what GET /api/agent/actions hands out) holds the same ones. Opening
// hours hold a disturbing action unless 'Notfall'; an open receipt (the register's heartbeat) holds
// it until closed; at most one target per store runs at a time.

const holdsOf = (reply: { json(): { targets: { posId: string | null; hold: string | null }[] } }) =>
  reply.json().targets.map((t) => `${t.posId}:${t.hold ?? 'go'}`);

describeActions('the gates of remote actions', (t) => {
  it('holds a disturbing action during opening hours unless Notfall, and not a harmless one', async () => {
    await t.reset(openTime);
    const open = await t.preview();
    assert.equal(open.statusCode, 200, open.body);
    assert.equal(open.json().count, 3);
    assert.deepEqual(open.json().heldBack, {
      waitingForApproval: 0,
      waitingForWindow: 3,
      waitingForReceipt: 0,
      waitingForSlot: 0,
    });
    assert.deepEqual(holdsOf(open), ['1:waitingForWindow', '2:waitingForWindow', '3:waitingForWindow']);
    // 'Notfall': the hours do not hold it; the per-store limit lets one register go at a time.
    const emergency = await t.preview({ emergencyReason: 'Kasse hängt, Kunden warten' });
    assert.deepEqual(holdsOf(emergency), ['1:go', '2:waitingForSlot', '3:waitingForSlot']);
    // Collecting logs disturbs nobody.
    assert.deepEqual(holdsOf(await t.preview({ kind: 'collectLogs' })), [
      '1:go',
      '2:waitingForSlot',
      '3:waitingForSlot',
    ]);
    // The delivery holds the same: nothing during the hours, the first register at once in an emergency.
    const day = 24 * 60;
    const { uid } = await t.request({ deadlineMinutes: day });
    assert.deepEqual(await t.dueToRegister(0, 1), []);
    assert.equal((await t.detail(uid)).counts.waitingForWindow, 1);
    const urgent = await t.request({ emergencyReason: 'Kasse hängt, Kunden warten', deadlineMinutes: day });
    const due = await t.dueToRegister(0, 1);
    assert.deepEqual(
      due.map((a) => a.kind),
      ['restartPos'],
    );
    // The register's own target (not the first row by id: PostgreSQL does not promise ids in the
    // order of the insert's rows).
    assert.equal((await t.targets(urgent.uid)).find((r) => r.id === due[0]!.id)!.state, 'sent');
    // After closing time the first request's target waits for the store's one slot, taken by the
    // emergency's (handed out again until reported started); once that ended, it goes out.
    t.server.clock.now = closedTime;
    assert.deepEqual(
      (await t.dueToRegister(0, 1)).map((a) => [a.actionUid, a.firstDelivery]),
      [[due[0]!.actionUid, false]],
    );
    assert.equal((await t.detail(uid)).counts.waitingForSlot, 1);
    await t.finish(due[0]!.id, 'succeeded');
    const next = await t.dueToRegister(0, 1);
    assert.deepEqual(
      next.map((a) => a.firstDelivery),
      [true],
    );
    assert.equal((await t.targets(uid)).find((r) => r.posId === '1')!.state, 'sent');
  });

  it('lets at most one target per store run at a time, in the dry run and the delivery', async () => {
    await t.reset(closedTime);
    const all = await t.preview({ targets: { storeIds: ['1001', '1002'] } });
    assert.equal(all.json().count, 5);
    assert.deepEqual(holdsOf(all), ['1:go', '2:waitingForSlot', '3:waitingForSlot', '1:go', '2:waitingForSlot']);
    assert.equal(all.json().heldBack.waitingForSlot, 3);
    const { uid } = await t.request({ targets: { storeIds: ['1001', '1002'] } });
    assert.equal((await t.dueToRegister(0, 2)).length, 1, 'the first register of the store to ask takes the slot');
    assert.deepEqual(await t.dueToRegister(0, 1), []);
    assert.deepEqual(await t.dueToRegister(0, 3), []);
    assert.equal((await t.dueToRegister(1, 1)).length, 1, 'another store has its own slot');
    const detail = await t.detail(uid);
    assert.deepEqual([detail.counts.sent, detail.counts.waitingForSlot, detail.counts.queued], [2, 2, 1]);
    const sent = (await t.targets(uid)).filter((row) => row.state === 'sent');
    for (const row of sent) await t.finish(row.id, 'failed');
    assert.equal((await t.dueToRegister(0, 1)).length, 1);
    // A store server's target is held while a register of its store has a receipt open... see below.
  });

  it('holds a register with an open receipt until its heartbeat says it closed, then runs at once', async () => {
    await t.reset(closedTime);
    await t.receipt('1002', '1', true);
    const held = await t.preview({ targets: { storeIds: ['1002'] } });
    assert.deepEqual(holdsOf(held), ['1:waitingForReceipt', '2:go']);
    assert.equal(held.json().heldBack.waitingForReceipt, 1);
    // Time sync does not wait for the receipt.
    assert.deepEqual(holdsOf(await t.preview({ kind: 'ntpResync', targets: { storeIds: ['1002'] } })), [
      '1:go',
      '2:waitingForSlot',
    ]);
    const { uid } = await t.request({ targets: { cashpointUids: [await t.registerUid(1, 1)] } });
    assert.deepEqual(await t.dueToRegister(1, 1), []);
    assert.equal((await t.targets(uid))[0]!.hold, 'waitingForReceipt');
    assert.equal((await t.detail(uid)).targets[0].state, 'waitingForReceipt');
    // The store server waits too: one LAN TSE serves every register of the store.
    const server = await t.request({
      kind: 'restartService',
      targetKind: 'storeAgent',
      parameters: { service: 'tseServer' },
      targets: { storeIds: ['1002'] },
    });
    assert.deepEqual(await t.dueToStoreServer(1), []);
    await t.receipt('1002', '1', false);
    assert.deepEqual(
      (await t.dueToRegister(1, 1)).map((a) => a.kind),
      ['restartPos'],
    );
    // The register's action now takes the store's slot; the store server's follows when it ends.
    assert.deepEqual(await t.dueToStoreServer(1), []);
    await t.finish((await t.targets(uid))[0]!.id, 'succeeded');
    const toServer = await t.dueToStoreServer(1);
    assert.deepEqual(
      toServer.map((a) => [a.kind, a.parameters]),
      [['restartService', { service: 'tseServer' }]],
    );
    assert.equal((await t.requestRow(uid)).state, 'finished');
    assert.equal((await t.requestRow(server.uid)).state, 'active');
  });

  it('expires a target that waited past its deadline, and ends its request', async () => {
    await t.reset(closedTime);
    await t.receipt('1001', '2', true);
    const { uid } = await t.request({ targets: { cashpointUids: [await t.registerUid(0, 2)] }, deadlineMinutes: 1 });
    assert.deepEqual(await t.dueToRegister(0, 2), []);
    t.server.clock.now = closedTime + 61_000;
    assert.equal(await t.expire(), 1);
    assert.deepEqual(
      (await t.targets(uid)).map((row) => row.state),
      ['expired'],
    );
    const row = await t.requestRow(uid);
    assert.deepEqual([row.state, Number(row.finishedAt)], ['finished', closedTime + 61_000]);
    assert.equal(await t.expire(), 0);
  });
});

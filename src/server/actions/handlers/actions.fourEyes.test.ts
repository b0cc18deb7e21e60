import assert from 'node:assert/strict';
import { it } from 'node:test';
import { auditReader } from '../../test/auditKit';
import { closedTime, describeActions } from '../../test/actionsKit';
import { createToken, tokenForm, withToken } from '../../test/tokensKit';

// Four eyes on the risky kinds (reboot, day close, Kassenschnitt): a request waits for a second
// person with ACTIONS_RISKY, who approves it with a comment; the requester cannot (403), nor can
// someone without the right; nothing is handed to an agent before. Requesting one needs
// ACTIONS_RISKY too, which a token must name explicitly.

describeActions('four eyes on risky actions', (t) => {
  const audit = auditReader(() => t.server.db);

  it('holds a reboot of 3 registers until a second person approves it with a comment', async () => {
    await t.reset(closedTime);
    await audit.skip();
    const preview = await t.preview({ kind: 'reboot' });
    assert.equal(preview.json().heldBack.waitingForApproval, 3);
    const { uid, state } = await t.request({ kind: 'reboot' });
    assert.equal(state, 'waitingForApproval');
    assert.deepEqual(
      (await t.targets(uid)).map((row) => row.state),
      ['waitingForApproval', 'waitingForApproval', 'waitingForApproval'],
    );
    assert.deepEqual(await t.dueToRegister(0, 1), []);
    assert.equal((await t.detail(uid)).mayApprove, false, 'not for the requester');

    const before = await t.snapshot();
    const own = await t.step(uid, 'approve', { comment: 'Passt schon' });
    assert.equal(own.statusCode, 403, own.body);
    assert.match(own.json().message, /zweite Person/);
    const viewer = await t.step(uid, 'approve', { comment: 'Ich auch' }, t.viewer);
    assert.equal(viewer.statusCode, 403, viewer.body);
    const blank = await t.step(uid, 'approve', { comment: '   ' }, t.approver);
    assert.equal(blank.statusCode, 400, blank.body);
    assert.match(blank.json().message, /Kommentar/);
    assert.deepEqual(await t.snapshot(), before, 'a refused approval changes nothing');

    const detail = await t.get(`/api/frontend/actions/${uid}?contextId=AKTION`, t.approver);
    assert.equal(detail.json().mayApprove, true);
    const approved = await t.step(uid, 'approve', { comment: 'Geprüft, Filiale geschlossen' }, t.approver);
    assert.equal(approved.statusCode, 200, approved.body);
    const row = await t.requestRow(uid);
    assert.deepEqual(
      [row.state, row.approvedBy, row.approvalComment],
      ['active', 'Frieda Freigabe', 'Geprüft, Filiale geschlossen'],
    );
    assert.deepEqual(
      (await t.dueToRegister(0, 1)).map((a) => a.kind),
      ['reboot'],
    );
    const entries = await audit.fresh();
    assert.deepEqual(
      entries.map((e) => [e.action, e.userLogin]),
      [
        ['actionRequested', 'admin'],
        ['actionApproved', 'approver'],
      ],
    );
    assert.deepEqual(entries[1]!.changes, [
      { field: 'approvalComment', before: null, after: 'Geprüft, Filiale geschlossen' },
    ]);
    const again = await t.step(uid, 'approve', { comment: 'Nochmal' }, t.approver);
    assert.equal(again.statusCode, 409, again.body);
  });

  it('needs ACTIONS_RISKY to request a risky kind; a token has only the rights it names', async () => {
    await t.reset(closedTime);
    const { token } = await createToken(
      t.server.app,
      t.admin,
      tokenForm({ name: 'Aktionen', rights: ['ACTIONS_RUN'] }),
    );
    const send = (kind: string) =>
      t.server.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/api/frontend/actions/request',
          payload: { ...t.form({ kind }), deadlineMinutes: 30 },
        }),
      );
    const before = await t.snapshot();
    const risky = await send('dayClose');
    assert.equal(risky.statusCode, 403, risky.body);
    assert.match(risky.json().message, /Riskante Aktionen ausführen/);
    assert.deepEqual(await t.snapshot(), before);
    assert.equal((await send('restartPos')).statusCode, 200);
    const { token: none } = await createToken(t.server.app, t.admin, tokenForm({ name: 'Lesen', rights: [] }));
    const refused = await t.server.app.inject(
      withToken(none, { method: 'POST', url: '/api/frontend/actions/preview', payload: t.form() }),
    );
    assert.equal(refused.statusCode, 403, refused.body);
  });

  it('cancels what has not started, and ends the request once nothing runs', async () => {
    await t.reset(closedTime);
    await audit.skip();
    const { uid } = await t.request({ targets: { storeIds: ['1001', '1002'] } });
    const running = (await t.dueToRegister(0, 1))[0]!;
    await t.startTarget(running.id);
    const cancelled = await t.step(uid, 'cancel');
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    // The started target runs on, the other four are cancelled (told by id: PostgreSQL does not
    // promise ids in the order of the insert's rows).
    assert.deepEqual(
      (await t.targets(uid)).map((row) => `${row.id === running.id ? 'started' : 'other'}:${row.state}`).sort(),
      ['other:cancelled', 'other:cancelled', 'other:cancelled', 'other:cancelled', 'started:running'],
    );
    assert.equal((await t.requestRow(uid)).state, 'active', 'its running target still runs');
    assert.equal((await t.step(uid, 'cancel')).statusCode, 409);
    await t.finish(running.id, 'succeeded');
    assert.equal((await t.requestRow(uid)).state, 'cancelled');
    const [entry] = await audit.fresh().then((all) => all.filter((e) => e.action === 'actionCancelled'));
    assert.deepEqual(entry!.changes, [{ field: 'cancelledTargets', before: null, after: '4' }]);
  });
});

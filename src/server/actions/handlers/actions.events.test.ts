import assert from 'node:assert/strict';
import { it } from 'node:test';
import { auditReader } from '../../test/auditKit';
import { closedTime, describeActions } from '../../test/actionsKit';
import { outboxPayloads } from '../../test/repository/actionRows';
import { eventProblem } from '../../test/webhookReceiverKit';

// Audit and event webhooks of remote actions: a request is audited with its 'Notfall' reason and
// sends `actionRequested`; when its last target ends, `actionFinished` goes out once with the end
// states' counts; 'Fehlgeschlagene wiederholen' queues the failed targets again, audited.

describeActions('audit and webhooks of remote actions', (t) => {
  const audit = auditReader(() => t.server.db);

  it('audits the request with its emergency reason and sends actionRequested, then actionFinished once', async () => {
    await t.reset(closedTime);
    const saved = await t.post('/api/frontend/webhooks/save', {
      contextId: 'AKTION',
      url: 'https://hooks.example.net/konsole',
      events: ['actionRequested', 'actionFinished'],
      enabled: true,
      secret: 'geheimnis-aktion-0123456789',
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await audit.skip();
    const reason = 'TSE-Server hängt, Filiale kann nicht kassieren';
    const { uid } = await t.request({
      kind: 'restartService',
      targetKind: 'storeAgent',
      parameters: { service: 'tseServer' },
      targets: { storeIds: ['1001', '1002'] },
      emergencyReason: reason,
    });
    const [entry] = await audit.fresh();
    assert.deepEqual(
      [entry!.action, entry!.userLogin, entry!.objectType, entry!.objectId, entry!.objectLabel],
      ['actionRequested', 'admin', 'action', uid, 'Dienst neu starten'],
    );
    assert.deepEqual(
      entry!.changes.map((c) => `${c.field}=${c.after}`),
      [
        'kind=Dienst neu starten',
        'targetKind=storeAgent',
        'parameters={"service":"tseServer"}',
        'targets=2',
        'deadlineMinutes=60',
        `emergencyReason=${reason}`,
      ],
    );
    const [requested] = await outboxPayloads(t.server.db, 'actionRequested');
    assert.equal(eventProblem(requested), undefined);
    assert.deepEqual(requested!.action, {
      uid,
      kind: 'restartService',
      state: 'active',
      requestedBy: 'Anna Admin',
      emergencyReason: reason,
      targets: 2,
      counts: { succeeded: 0, failed: 0, expired: 0, cancelled: 0 },
    });

    const first = (await t.dueToStoreServer(0))[0]!;
    const second = (await t.dueToStoreServer(1))[0]!;
    await t.finish(first.id, 'succeeded');
    assert.deepEqual(await outboxPayloads(t.server.db, 'actionFinished'), [], 'one target still runs');
    await t.finish(second.id, 'failed');
    await t.finish(second.id, 'failed');
    const finished = await outboxPayloads(t.server.db, 'actionFinished');
    assert.equal(finished.length, 1, 'a second report of the same end sends nothing');
    assert.equal(eventProblem(finished[0]), undefined);
    assert.deepEqual((finished[0]!.action as { counts: object }).counts, {
      succeeded: 1,
      failed: 1,
      expired: 0,
      cancelled: 0,
    });
    assert.equal((await t.requestRow(uid)).state, 'finished');

    // 'Fehlgeschlagene wiederholen': the failed one is queued again, with its attempt counted.
    await audit.skip();
    const retried = await t.step(uid, 'retry-failed', { deadlineMinutes: 30 });
    assert.equal(retried.statusCode, 200, retried.body);
    const rows = await t.targets(uid);
    assert.deepEqual(
      rows.map((row) => [row.state, row.attempts]),
      [
        ['succeeded', 1],
        ['queued', 2],
      ],
    );
    assert.equal(Number(rows[1]!.deadlineAt), closedTime + 30 * 60_000);
    assert.equal((await t.requestRow(uid)).state, 'active');
    const [retryEntry] = await audit.fresh();
    assert.deepEqual(
      [retryEntry!.action, retryEntry!.changes.map((c) => `${c.field}=${c.after}`)],
      ['actionRetried', ['retriedTargets=1']],
    );
    assert.equal((await t.step(uid, 'retry-failed')).statusCode, 409, 'nothing failed any more');
    const detail = await t.detail(uid);
    assert.deepEqual([detail.counts.succeeded, detail.counts.queued, detail.total], [1, 1, 2]);
  });

  it('lists a context’s requests newest first with their counts, filtered by state and kind', async () => {
    const list = await t.get('/api/frontend/actions?contextId=AKTION&size=2');
    assert.equal(list.statusCode, 200, list.body);
    const { actions, total, page } = list.json();
    assert.equal(page, 1);
    assert.ok(total >= 1 && actions.length <= 2);
    const kinds = await t.get('/api/frontend/actions?contextId=AKTION&kind=restartService&state=active');
    assert.ok(
      kinds
        .json()
        .actions.every((a: { kind: string; state: string }) => a.kind === 'restartService' && a.state === 'active'),
    );
    const catalogue = await t.get('/api/frontend/action-kinds');
    assert.deepEqual(
      catalogue
        .json()
        .kinds.filter((k: { risky: boolean }) => k.risky)
        .map((k: { kind: string }) => k.kind),
      ['reboot', 'dayClose', 'eftCut'],
    );
  });
});

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { closedTime, describeActions } from '../../test/actionsKit';

// Bad input of a dry run or request: a German 400 (403 without the right), nothing queued, no
// audit entry, no webhook; never a 500.

describeActions('bad input of remote actions', (t) => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown kind', { kind: 'format' }, /"kind" hat einen unzulässigen Wert/],
    [
      'a service the targets do not report',
      { kind: 'restartService', parameters: { service: 'tseServer' } },
      /Den Dienst „tseServer“ meldet keines der gewählten Ziele/,
    ],
    ['a parameter of the wrong type', { kind: 'restartService', parameters: { service: 5 } }, /falschen Typ/],
    [
      'a parameter the kind lacks',
      { parameters: { service: 'kassenservice' } },
      /Den Parameter „service“ kennt diese Aktion nicht/,
    ],
    ['a missing parameter', { kind: 'restartService' }, /Der Parameter „service“ fehlt/],
    ['a deadline of 0', { deadlineMinutes: 0 }, /"deadlineMinutes" liegt außerhalb des erlaubten Bereichs/],
    ['a deadline above 7 days', { deadlineMinutes: 7 * 24 * 60 + 1 }, /"deadlineMinutes" liegt außerhalb/],
    ['an emergency reason of 3 characters', { emergencyReason: 'weg' }, /emergencyReason/],
    ['an emergency reason of blanks', { emergencyReason: '            ' }, /Notfall muss mindestens 10 Zeichen/],
    ['no target in the context', { targets: { cashpointUids: ['gibt-es-nicht'] } }, /kein Ziel/],
    ['targets named two ways', { targets: { storeIds: ['1001'], cashpointUids: ['x'] } }, /genau eine Art/],
    ['store servers as registers', { targets: { storeAgentUids: ['x'] } }, /passen nicht zur Zielart/],
    ['a kind the target kind lacks', { kind: 'eftCut', targetKind: 'storeAgent' }, /gibt es für STORE-Instanzen nicht/],
    [
      'a report filter the report lacks',
      { targets: { cashpointReport: { filters: { farbe: 'rot' } } } },
      /Filter „farbe“/,
    ],
    [
      'more than 100,000 targets',
      { targets: { storeIds: Array.from({ length: 100_001 }, (_, i) => String(i + 1)) } },
      /"targets.storeIds" hat zu viele Einträge/,
    ],
  ];

  it('refuses each with a German 400 and queues nothing', async () => {
    await t.reset(closedTime);
    const before = await t.snapshot();
    for (const [what, over, message] of bad) {
      for (const call of ['preview', 'request'] as const) {
        const body = { ...t.form(over), ...(call === 'request' ? { deadlineMinutes: 60, ...over } : {}) };
        if (call === 'preview') delete (body as Record<string, unknown>).deadlineMinutes;
        const reply = await t.post(`/api/frontend/actions/${call}`, body);
        if (call === 'preview' && 'deadlineMinutes' in over) {
          assert.equal(reply.statusCode, 200, `${what} (${call}): the dry run has no deadline`);
          continue;
        }
        assert.equal(reply.statusCode, 400, `${what} (${call}): ${reply.body}`);
        assert.match(reply.json().message, message, `${what} (${call})`);
      }
    }
    assert.deepEqual(await t.snapshot(), before);
  });

  it('queues a service restart only for targets that report the service', async () => {
    await t.reset(closedTime);
    const ok = await t.preview({ kind: 'restartService', parameters: { service: 'tse-client' } });
    assert.equal(ok.statusCode, 200, ok.body);
    const server = await t.preview({
      kind: 'restartService',
      targetKind: 'storeAgent',
      parameters: { service: 'postgresql' },
      targets: { storeIds: ['1001', '1002'] },
    });
    assert.equal(server.json().count, 2, server.body);
  });

  it('names targets by uid or by store number, registers and store servers alike, only of its context', async () => {
    await t.reset(closedTime);
    const servers = { kind: 'collectLogs', targetKind: 'storeAgent' };
    const named = async (over: Record<string, unknown>) =>
      (await t.preview(over))
        .json()
        .targets.map((x: { storeId: string; posId: string | null }) => `${x.storeId}:${x.posId}`);
    assert.deepEqual(await named({ ...servers, targets: { storeAgentUids: [await t.storeServerUid(1), 'fremd'] } }), [
      '1002:null',
    ]);
    assert.deepEqual(await named({ ...servers, targets: { storeIds: ['1002', '1001', '9999'] } }), [
      '1001:null',
      '1002:null',
    ]);
    assert.deepEqual(
      await named({ targets: { cashpointUids: [await t.registerUid(1, 2), await t.registerUid(0, 1)] } }),
      ['1001:1', '1002:2'],
    );
    assert.deepEqual(await named({ targets: { storeIds: ['1002'] } }), ['1002:1', '1002:2']);
    // A store number of another context (the demo's) names nothing here.
    const other = await t.preview({ targets: { storeIds: ['0001'] } });
    assert.equal(other.statusCode, 400, other.body);
  });

  it('answers 403 to a user without ACTIONS_RUN, for the dry run and the request', async () => {
    const before = await t.snapshot();
    assert.equal((await t.preview({}, t.viewer)).statusCode, 403);
    const request = await t.post('/api/frontend/actions/request', { ...t.form(), deadlineMinutes: 60 }, t.viewer);
    assert.equal(request.statusCode, 403);
    assert.equal(typeof request.json().message, 'string');
    assert.deepEqual(await t.snapshot(), before);
  });

  it('answers 404 for a request of another context, and 400 for a history without its target', async () => {
    const { uid } = await t.request();
    const other = await t.get(`/api/frontend/actions/${uid}?contextId=NORDMARKT`);
    assert.equal(other.statusCode, 404, other.body);
    const history = await t.get('/api/frontend/actions/history?contextId=AKTION');
    assert.equal(history.statusCode, 400);
    const uidOf = await t.registerUid(0, 1);
    const entries = await t.get(`/api/frontend/actions/history?contextId=AKTION&cashpointUid=${uidOf}`);
    assert.equal(entries.statusCode, 200, entries.body);
    assert.equal(entries.json().entries[0].actionUid, uid);
  });
});

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';

// Triage (issue 46): taking over and acknowledging a selection of the alert list at once (`uids`).

describeAlerts('taking over and acknowledging several alerts at once', (t) => {
  const assign = (cookie: string, body: object) => t.post(cookie, '/api/frontend/alerts/assign', body);
  const acknowledge = (cookie: string, body: object) => t.post(cookie, '/api/frontend/alerts/acknowledge', body);
  const auditedUids = async (action: string, uids: string[]) =>
    (await t.auditEntries(action)).filter((e) => uids.includes(e.objectId as string));
  const three = () =>
    Promise.all(['1003', '1004', '1005'].map((storeId) => t.insertAlert({ context: 'NORDMARKT', storeId })));

  it("makes every alert of the selection the caller's, one audit entry each", async () => {
    const uids = await three();
    t.server.clock.now += 3_000;
    const reply = await assign(t.operator, { uids: [...uids, uids[0]] });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true, closedUids: [] });
    for (const uid of uids) {
      const row = await t.alertRow(uid);
      assert.equal(row?.assigneeName, 'Otto Operator');
      assert.equal(row?.assignedAt, t.server.clock.now);
    }
    const entries = await auditedUids('alertAssigned', uids);
    assert.deepEqual(entries.map((e) => e.objectId).sort(), [...uids].sort());
    assert.ok(entries.every((e) => e.userName === 'Otto Operator' && e.contextKey === 'NORDMARKT'));
  });

  it('acknowledges every alert of the selection with one comment, one audit entry each', async () => {
    const uids = await three();
    const reply = await acknowledge(t.operator, { uids, comment: '  Netzwerk Nord gestört  ' });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true, closedUids: [] });
    for (const uid of uids) {
      const row = await t.alertRow(uid);
      assert.equal(row?.state, 'acknowledged');
      assert.equal(row?.comment, 'Netzwerk Nord gestört');
      assert.equal(row?.acknowledgedBy, 'Otto Operator');
    }
    const entries = await auditedUids('alertAcknowledged', uids);
    assert.equal(entries.length, 3);
    assert.ok(entries.every((e) => e.changes.includes('Netzwerk Nord gestört')));
  });

  it('refuses the whole selection with 404 when one alert is of a context the caller does not see', async () => {
    const uids = [...(await three()), await t.insertAlert({ context: 'MEGAMARKT' })];
    const before = await Promise.all(uids.map((uid) => t.alertRow(uid)));
    for (const reply of [
      await assign(t.operator, { uids }),
      await acknowledge(t.operator, { uids, comment: 'Alle' }),
      await assign(t.operator, { uids: [uids[0], 'gibtesnicht'] }),
    ]) {
      assert.equal(reply.statusCode, 404);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    assert.deepEqual(await Promise.all(uids.map((uid) => t.alertRow(uid))), before);
    assert.deepEqual(await auditedUids('alertAssigned', uids), []);
    assert.deepEqual(await auditedUids('alertAcknowledged', uids), []);
  });

  it('refuses a viewer with 403 and changes nothing', async () => {
    const uids = await three();
    const before = await Promise.all(uids.map((uid) => t.alertRow(uid)));
    assert.equal((await assign(t.viewer, { uids })).statusCode, 403);
    assert.equal((await acknowledge(t.viewer, { uids, comment: 'x' })).statusCode, 403);
    assert.deepEqual(await Promise.all(uids.map((uid) => t.alertRow(uid))), before);
  });

  it('skips an alert closed meanwhile and names it, changing the others', async () => {
    const [open, other] = await three();
    const closed = await t.insertAlert({ context: 'NORDMARKT', state: 'closed', closedAt: t.server.clock.now });
    const reply = await acknowledge(t.operator, { uids: [open, closed, other], comment: 'Erledigt' });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true, closedUids: [closed] });
    assert.equal((await t.alertRow(open))?.state, 'acknowledged');
    assert.equal((await t.alertRow(closed))?.state, 'closed');
    assert.equal((await t.alertRow(closed))?.comment ?? null, null);
    assert.deepEqual(
      (await auditedUids('alertAcknowledged', [open, closed, other])).map((e) => e.objectId).sort(),
      [open, other].sort(),
    );
    const taken = await assign(t.operator, { uids: [closed] });
    assert.deepEqual(taken.json(), { ok: true, closedUids: [closed] });
  });

  it('refuses bad selections with a German 400 and changes nothing', async () => {
    const [uid] = await three();
    const before = await t.alertRow(uid!);
    const tooMany = Array.from({ length: 501 }, (_, i) => `a${i}`);
    const cases: [object, RegExp][] = [
      [{}, /entweder "uid" oder "uids"/],
      [{ uid, uids: [uid] }, /entweder "uid" oder "uids"/],
      [{ uids: [] }, /uids/],
      [{ uids: tooMany }, /"uids" hat zu viele Einträge/],
      [{ uids: ['a b'] }, /ungültiges Format/],
      [{ uids: uid }, /falschen Typ/],
    ];
    for (const [body, message] of cases) {
      for (const reply of [await assign(t.operator, body), await acknowledge(t.operator, { ...body, comment: 'x' })]) {
        assert.equal(reply.statusCode, 400, JSON.stringify(body));
        assert.match(reply.json().message, message);
      }
    }
    assert.equal((await acknowledge(t.operator, { uids: [uid], comment: '   ' })).statusCode, 400);
    assert.deepEqual(await t.alertRow(uid!), before);
  });
});

describeAlerts("'Meine Alarme'", (t) => {
  it('lists only the alerts the caller has taken over with mine=true', async () => {
    const [mine, theirs, nobodys] = await Promise.all(
      ['1003', '1004', '1005'].map((storeId) => t.insertAlert({ context: 'NORDMARKT', storeId })),
    );
    await t.post(t.operator, '/api/frontend/alerts/assign', { uid: mine });
    await t.post(t.admin, '/api/frontend/alerts/assign', { uid: theirs });
    const uidsOf = async (query: string) =>
      (await t.get(t.operator, `/api/frontend/alerts?contextId=NORDMARKT&size=100${query}`))
        .json()
        .alerts.map((a: { uid: string }) => a.uid) as string[];
    assert.deepEqual(await uidsOf('&mine=true'), [mine]);
    const all = await uidsOf('&mine=false');
    assert.ok([mine, theirs, nobodys].every((uid) => all.includes(uid)));
  });
});

describeAlerts("'flattert' in the list", (t) => {
  it('says whether an alert flaps', async () => {
    const flapping = await t.insertAlert({ context: 'NORDMARKT', storeId: '1006', flapping: 1 });
    const steady = await t.insertAlert({ context: 'NORDMARKT', storeId: '1007' });
    const { alerts } = (await t.get(t.operator, '/api/frontend/alerts?contextId=NORDMARKT&size=100')).json();
    const flagOf = (uid: string) => alerts.find((a: { uid: string }) => a.uid === uid).flapping;
    assert.deepEqual([flagOf(flapping), flagOf(steady)], [true, false]);
  });
});

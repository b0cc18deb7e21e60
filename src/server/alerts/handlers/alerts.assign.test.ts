import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';

// 'Übernehmen': an operator takes an alert over; the list names who and since when.

const url = '/api/frontend/alerts/assign';

describeAlerts('taking an alert over', (t) => {
  const assign = (cookie: string, uid: string) => t.post(cookie, url, { uid });
  const listed = async (cookie: string, uid: string) =>
    (await t.get(cookie, '/api/frontend/alerts?contextId=NORDMARKT&size=100'))
      .json()
      .alerts.find((a: { uid: string }) => a.uid === uid);
  const changesOf = (entry: { changes: string }) => JSON.parse(entry.changes) as unknown[];

  it("makes the alert the caller's, shows name and time in the list, and records it in the audit log", async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT', storeId: '1007' });
    assert.equal((await listed(t.operator, uid)).assignee, null);
    t.server.clock.now += 7_000;
    const reply = await assign(t.operator, uid);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true });
    const alert = await listed(t.viewer, uid);
    assert.deepEqual(alert.assignee, { name: 'Otto Operator', at: new Date(t.server.clock.now).toISOString() });
    assert.equal(alert.state, 'open', 'taking over is not acknowledging');

    t.server.clock.now += 60_000;
    assert.equal((await assign(t.admin, uid)).statusCode, 200);
    assert.deepEqual((await listed(t.operator, uid)).assignee, {
      name: 'Anna Admin',
      at: new Date(t.server.clock.now).toISOString(),
    });
    const entries = (await t.auditEntries('alertAssigned')).filter((e) => e.objectId === uid);
    assert.equal(entries.length, 2);
    assert.equal(entries[0]!.userName, 'Otto Operator');
    assert.equal(entries[0]!.objectLabel, 'Filiale 1007: Filiale ausgefallen');
    assert.equal(entries[0]!.contextKey, 'NORDMARKT');
    assert.deepEqual(changesOf(entries[0]!), [{ field: 'assignee', before: null, after: 'Otto Operator' }]);
    assert.deepEqual(changesOf(entries[1]!), [{ field: 'assignee', before: 'Otto Operator', after: 'Anna Admin' }]);
  });

  it('refuses a viewer with 403 and the German message, and changes nothing', async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT', storeId: '1008' });
    const before = await t.alertRow(uid);
    const reply = await assign(t.viewer, uid);
    assert.equal(reply.statusCode, 403);
    assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
    assert.deepEqual(await t.alertRow(uid), before);
    assert.deepEqual(
      (await t.auditEntries('alertAssigned')).filter((e) => e.objectId === uid),
      [],
    );
  });

  it("refuses a closed alert with 409, another tenant's and an unknown one with 404, and bad input with 400", async () => {
    const closed = await t.insertAlert({ context: 'NORDMARKT', state: 'closed', closedAt: t.server.clock.now });
    const foreign = await t.insertAlert({ context: 'MEGAMARKT' });
    const before = [await t.alertRow(closed), await t.alertRow(foreign)];
    const late = await assign(t.operator, closed);
    assert.equal(late.statusCode, 409);
    assert.deepEqual(late.json(), {
      message: 'Der Alarm ist bereits geschlossen und kann nicht mehr übernommen werden.',
    });
    for (const target of [foreign, 'gibtesnicht']) {
      const reply = await assign(t.operator, target);
      assert.equal(reply.statusCode, 404, target);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    for (const body of [{}, { uid: '' }, { uid: 'a b' }, { uid: closed, extra: 1 }]) {
      const reply = await t.post(t.operator, url, body);
      assert.equal(reply.statusCode, 400, JSON.stringify(body));
      assert.match(reply.json().message, /^Ungültige Anfrage|Pflichtfeld/);
    }
    assert.deepEqual([await t.alertRow(closed), await t.alertRow(foreign)], before);
  });
});

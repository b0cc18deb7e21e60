import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';

const url = '/api/frontend/alerts/acknowledge';

describeAlerts('alert acknowledgement', (t) => {
  const acknowledge = (cookie: string, uid: string, comment: string) => t.post(cookie, url, { uid, comment });
  const changesOf = (entry: { changes: string }) => JSON.parse(entry.changes) as unknown[];

  it('acknowledges an open alert with a trimmed comment and records it in the audit log', async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT', storeId: '1003' });
    t.server.clock.now += 5_000;
    const reply = await acknowledge(t.operator, uid, '  Techniker ist unterwegs  ');
    assert.equal(reply.statusCode, 200, reply.body);

    const listed = (await t.get(t.operator, '/api/frontend/alerts?contextId=NORDMARKT')).json().alerts;
    const alert = listed.find((a: { uid: string }) => a.uid === uid);
    assert.equal(alert.state, 'acknowledged');
    assert.equal(alert.acknowledgedBy, 'Otto Operator');
    assert.equal(alert.acknowledgedAt, new Date(t.server.clock.now).toISOString());
    assert.equal(alert.comment, 'Techniker ist unterwegs');

    const [entry, ...others] = (await t.auditEntries('alertAcknowledged')).filter((e) => e.objectId === uid);
    assert.equal(others.length, 0);
    assert.equal(entry.userLogin, 'operator');
    assert.equal(entry.userName, 'Otto Operator');
    assert.equal(entry.at, t.server.clock.now);
    assert.equal(entry.objectType, 'alert');
    assert.equal(entry.objectLabel, 'Filiale 1003: Filiale ausgefallen');
    assert.equal(entry.contextKey, 'NORDMARKT');
    assert.equal(entry.contextName, 'Nordmarkt GmbH');
    assert.deepEqual(changesOf(entry), [
      { field: 'state', before: 'open', after: 'acknowledged' },
      { field: 'comment', before: null, after: 'Techniker ist unterwegs' },
    ]);
  });

  it('names a register alert by store and register', async () => {
    const uid = await t.insertAlert({ context: 'SUEDKAUF', kind: 'cashpointOffline', storeId: '2001', posId: '4' });
    assert.equal((await acknowledge(t.admin, uid, 'Kasse wird getauscht')).statusCode, 200);
    const [entry] = (await t.auditEntries('alertAcknowledged')).filter((e) => e.objectId === uid);
    assert.equal(entry.objectLabel, 'Filiale 2001, Kasse 4: Kasse offline');
    assert.equal(entry.contextKey, 'SUEDKAUF');
  });

  it('replaces the comment of an acknowledged alert, keeping the old one in the audit log', async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT', storeId: '1004' });
    assert.equal((await acknowledge(t.operator, uid, 'Techniker informiert')).statusCode, 200);
    t.server.clock.now += 60_000;
    const again = await acknowledge(t.admin, uid, 'Techniker vor Ort');
    assert.equal(again.statusCode, 200, again.body);
    const row = await t.alertRow(uid);
    assert.equal(row.state, 'acknowledged');
    assert.equal(row.comment, 'Techniker vor Ort');
    assert.equal(row.acknowledgedBy, 'Anna Admin');
    assert.equal(Number(row.acknowledgedAt), t.server.clock.now);
    const entries = (await t.auditEntries('alertAcknowledged')).filter((e) => e.objectId === uid);
    assert.deepEqual(changesOf(entries[1]), [
      { field: 'comment', before: 'Techniker informiert', after: 'Techniker vor Ort' },
    ]);
  });

  it('refuses a closed alert with 409 and changes nothing', async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT', state: 'closed', closedAt: t.server.clock.now });
    const before = await t.alertRow(uid);
    const reply = await acknowledge(t.operator, uid, 'zu spät');
    assert.equal(reply.statusCode, 409);
    assert.deepEqual(reply.json(), {
      message: 'Der Alarm ist bereits geschlossen und kann nicht mehr bestätigt werden.',
    });
    assert.deepEqual(await t.alertRow(uid), before);
    assert.deepEqual(
      (await t.auditEntries('alertAcknowledged')).filter((e) => e.objectId === uid),
      [],
    );
  });

  it("answers 404 for another tenant's alert and for an unknown one, and leaves it as it was", async () => {
    const uid = await t.insertAlert({ context: 'MEGAMARKT' });
    const before = await t.alertRow(uid);
    for (const target of [uid, 'gibtesnicht']) {
      const reply = await acknowledge(t.operator, target, 'nicht meins');
      assert.equal(reply.statusCode, 404, target);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    assert.deepEqual(await t.alertRow(uid), before);
    assert.deepEqual(
      (await t.auditEntries('alertAcknowledged')).filter((e) => e.objectId === uid),
      [],
    );
  });

  it('refuses a viewer without ALERTS_ACKNOWLEDGE with 403 and the German message, and changes nothing', async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT', storeId: '1005' });
    const before = await t.alertRow(uid);
    const reply = await acknowledge(t.viewer, uid, 'gesehen');
    assert.equal(reply.statusCode, 403);
    assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
    assert.deepEqual(await t.alertRow(uid), before);
    assert.deepEqual(
      (await t.auditEntries('alertAcknowledged')).filter((e) => e.objectId === uid),
      [],
    );
  });

  it('needs a comment that is not blank and not too long', async () => {
    const uid = await t.insertAlert({ context: 'NORDMARKT' });
    const before = await t.alertRow(uid);
    const blank = await acknowledge(t.operator, uid, '   ');
    assert.equal(blank.statusCode, 400);
    assert.deepEqual(blank.json(), { message: '"Kommentar" ist ein Pflichtfeld' });
    for (const comment of ['', 'x'.repeat(501)]) {
      assert.equal((await acknowledge(t.operator, uid, comment)).statusCode, 400, `${comment.length} characters`);
    }
    assert.deepEqual(await t.alertRow(uid), before);
  });
});

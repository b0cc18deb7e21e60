import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { webhookMessages as m } from '../../../shared/texts/webhookMessages';
import { signedWith } from '../../test/webhookReceiverKit';
import { describeWebhooks, secretOf } from '../../test/webhooksKit';
import { maxSubscriptionsPerContext, webhookFormProblems } from '../validation';

// A context's subscriptions over HTTP: created, listed (never with the secret), changed (the secret
// kept when left out), deleted with their log; the form's German refusals; the audit entries, which
// never hold the secret; the delivery log's pages.

describeWebhooks('event webhook subscriptions', (t) => {
  let uid: string;
  const save = (form: Record<string, unknown>, cookie = t.admin) =>
    t.post('/api/frontend/webhooks/save', { contextId: 'NORDMARKT', ...form }, cookie);
  const form = () => ({ url: t.receiver.url, events: ['storeCreated', 'storeDeleted'], enabled: true });
  const auditOf = async (object: string) =>
    (await t.get(`/api/frontend/audit-log?object=${object}&size=50&sortBy=time&sortDirection=asc`)).json().entries as {
      action: string;
      objectLabel: string;
      changes: unknown[];
    }[];

  it('creates a subscription with a secret and lists it without one', async () => {
    const created = await save({ ...form(), secret: secretOf('NORDMARKT') });
    assert.equal(created.statusCode, 200, created.body);
    uid = created.json().uid;
    const list = await t.get('/api/frontend/webhooks?contextId=NORDMARKT');
    assert.equal(list.statusCode, 200);
    assert.ok(!list.body.includes(secretOf('NORDMARKT')));
    const [webhook, ...more] = list.json().webhooks;
    assert.deepEqual(more, []);
    assert.deepEqual(
      [webhook.uid, webhook.url, webhook.events, webhook.enabled, webhook.secretSet, webhook.lastDelivery],
      [uid, t.receiver.url, ['storeCreated', 'storeDeleted'], true, true, null],
    );
    assert.ok(!('secret' in webhook));
    // Other contexts see none of it.
    assert.deepEqual((await t.get('/api/frontend/webhooks?contextId=SUEDKAUF')).json().webhooks, []);
  });

  it('refuses a form with German messages and writes nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ ...form() }, m.secretRequired],
      [{ ...form(), secret: secretOf('x'), url: 'ftp://example.com/hook' }, m.urlInvalid],
      [{ ...form(), secret: secretOf('x'), url: 'kein Link' }, m.urlInvalid],
      [{ ...form(), secret: secretOf('x'), url: 'https://nutzer:passwort@example.com/hook' }, m.urlCredentials],
      [{ ...form(), secret: ' '.repeat(20) }, m.secretBlank],
      // The stored secret is not handed to another host.
      [{ ...form(), uid, url: 'http://localhost:9/hook' }, m.newHost],
    ];
    for (const [body, message] of refusals) {
      const reply = await save(body);
      assert.equal(reply.statusCode, 400, `${JSON.stringify(body)}: ${reply.body}`);
      assert.equal(reply.json().message, message);
    }
    for (const events of [[], ['storeCreated', 'storeCreated'], ['gibtEsNicht']]) {
      const reply = await save({ ...form(), secret: secretOf('x'), events });
      assert.equal(reply.statusCode, 400, `${JSON.stringify(events)}: ${reply.body}`);
      assert.match(reply.json().message, /^Ungültige Anfrage/);
    }
    assert.equal((await save({ ...form(), secret: 'zu kurz' })).statusCode, 400);
    assert.equal((await t.get('/api/frontend/webhooks?contextId=NORDMARKT')).json().webhooks.length, 1);
    assert.equal((await save({ ...form(), uid: 'gibt-es-nicht' })).statusCode, 404);
    // A subscription of another context does not exist for the call.
    const elsewhere = await t.post('/api/frontend/webhooks/save', { contextId: 'SUEDKAUF', ...form(), uid });
    assert.equal(elsewhere.statusCode, 404);
    // The operator's role lacks CONTEXTS_CHANGE.
    assert.equal((await save({ ...form(), secret: secretOf('x') }, t.operator)).statusCode, 403);
    assert.equal((await t.get('/api/frontend/webhooks?contextId=NORDMARKT', t.operator)).statusCode, 403);
  });

  it('refuses private addresses unless ALERT_WEBHOOK_ALLOW_PRIVATE allows them', () => {
    const base = { contextId: 'NORDMARKT', events: ['storeCreated' as const], enabled: true, secret: secretOf('x') };
    const internal = ['http://127.0.0.1/h', 'http://localhost:8080/h', 'https://10.1.2.3/h', 'http://[::1]/h'];
    // IPv4 inside IPv6 (NAT64, 6to4, IPv4-compatible and -translated) reaches that IPv4 host.
    const carried = ['http://[64:ff9b::7f00:1]/h', 'http://[2002:a9fe:a9fe::1]/h', 'http://[::a00:1]/h'];
    const more = ['http://[::ffff:0:c0a8:101]/h', 'http://[64:ff9b:1::808:808]/h', 'http://[fec0::1]/h'];
    for (const url of [...internal, ...carried, ...more])
      assert.deepEqual(webhookFormProblems({ ...base, url }, undefined, false), [m.urlPrivate], url);
    assert.deepEqual(webhookFormProblems({ ...base, url: 'http://127.0.0.1/h' }, undefined, true), []);
    assert.deepEqual(webhookFormProblems({ ...base, url: 'https://hooks.example.com/h' }, undefined, false), []);
  });

  it('keeps the secret when a change leaves it out, and audits without it', async () => {
    const changed = await save({ ...form(), uid, events: ['storeCreated'], enabled: true });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().uid, uid);
    const created = await t.post('/api/frontend/stores/create?contextId=NORDMARKT', { storeId: '9701' });
    assert.equal(created.statusCode, 200);
    assert.deepEqual(await t.send(), { delivered: 1, failed: 0 });
    const [received] = (await t.events()).filter((r) => r.event.contextId === 'NORDMARKT');
    assert.ok(signedWith(secretOf('NORDMARKT'), received!), 'still signed with the first secret');

    const renewed = await save({ ...form(), uid, secret: 'ein-ganz-neues-geheimnis' });
    assert.equal(renewed.statusCode, 200);
    // Saved unchanged: nothing to record.
    assert.equal((await save({ ...form(), uid })).statusCode, 200);
    const entries = await auditOf(uid);
    assert.deepEqual(
      entries.map((e) => [e.action, e.objectLabel]),
      [
        ['webhookCreated', t.receiver.url],
        ['webhookChanged', t.receiver.url],
        ['webhookChanged', t.receiver.url],
      ],
    );
    assert.deepEqual(entries[1]!.changes, [
      { field: 'webhookEvents', before: 'Filiale angelegt, Filiale gelöscht', after: 'Filiale angelegt' },
    ]);
    assert.deepEqual(entries[2]!.changes, [
      { field: 'webhookEvents', before: 'Filiale angelegt', after: 'Filiale angelegt, Filiale gelöscht' },
      { field: 'webhookSecret', before: null, after: null, hidden: true },
    ]);
    const log = await t.get('/api/frontend/audit-log?size=200');
    assert.ok(!log.body.includes(secretOf('NORDMARKT')) && !log.body.includes('ein-ganz-neues-geheimnis'));
    const rows = await t.server.db.kysely.selectFrom('auditLog').select('changes').execute();
    assert.ok(rows.every((r) => !r.changes.includes('geheimnis')));
  });

  it('pages the delivery log, newest first, and filters it by subscription', async () => {
    for (const storeId of ['9702', '9703', '9704'])
      assert.equal((await t.post('/api/frontend/stores/create?contextId=NORDMARKT', { storeId })).statusCode, 200);
    const all = await t.deliveries('NORDMARKT');
    assert.equal(all.total, 4);
    const stores = all.deliveries.map((d) => (d.payload.store as { storeId: string }).storeId);
    assert.deepEqual(stores, ['9704', '9703', '9702', '9701']);
    const second = await t.deliveries('NORDMARKT', '&page=2&size=3');
    assert.deepEqual(
      [second.total, second.deliveries.map((d) => (d.payload.store as { storeId: string }).storeId)],
      [4, ['9701']],
    );
    assert.equal((await t.deliveries('NORDMARKT', `&webhookUid=${uid}`)).total, 4);
    assert.deepEqual(await t.deliveries('NORDMARKT', '&webhookUid=gibt-es-nicht'), { deliveries: [], total: 0 });
    assert.deepEqual(await t.deliveries('SUEDKAUF'), { deliveries: [], total: 0 });
  });

  it(`refuses a subscription beyond ${maxSubscriptionsPerContext} per context`, async () => {
    for (let i = 1; i < maxSubscriptionsPerContext; i++)
      assert.equal((await save({ ...form(), url: `${t.receiver.url}/${i}`, secret: secretOf('x') })).statusCode, 200);
    const one = await save({ ...form(), url: `${t.receiver.url}/zu-viel`, secret: secretOf('x') });
    assert.equal(one.statusCode, 400);
    assert.equal(one.json().message, m.tooMany(maxSubscriptionsPerContext));
  });

  it('deletes a subscription with its delivery log, audited', async () => {
    const reply = await t.post(`/api/frontend/webhooks/${uid}/delete`, { contextId: 'NORDMARKT' });
    assert.equal(reply.statusCode, 200, reply.body);
    const left = (await t.get('/api/frontend/webhooks?contextId=NORDMARKT')).json().webhooks;
    assert.ok(left.every((w: { uid: string }) => w.uid !== uid));
    assert.equal((await t.deliveries('NORDMARKT', `&webhookUid=${uid}`)).total, 0);
    assert.equal((await t.post(`/api/frontend/webhooks/${uid}/delete`, { contextId: 'NORDMARKT' })).statusCode, 404);
    assert.deepEqual(
      (await auditOf(uid)).map((e) => e.action),
      ['webhookCreated', 'webhookChanged', 'webhookChanged', 'webhookDeleted'],
    );
  });
});

describe('event webhook form checks', () => {
  it('asks for a new secret when a subscription moves to another host', () => {
    const base = { contextId: 'NORDMARKT', events: ['storeCreated' as const], enabled: true };
    const stored = { url: 'https://hooks.example.com/a' };
    assert.deepEqual(webhookFormProblems({ ...base, url: 'https://hooks.example.com/b' }, stored, false), []);
    assert.deepEqual(webhookFormProblems({ ...base, url: 'https://other.example.com/a' }, stored, false), [m.newHost]);
    const renewed = { ...base, url: 'https://other.example.com/a', secret: secretOf('y') };
    assert.deepEqual(webhookFormProblems(renewed, stored, false), []);
  });
});

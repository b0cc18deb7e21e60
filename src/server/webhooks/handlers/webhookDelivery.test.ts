import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { instanceJobs } from '../../jobs';
import { loadConfig } from '../../platform/config';
import { signedWith } from '../../test/webhookReceiverKit';
import { describeWebhooks, secretOf } from '../../test/webhooksKit';
import { maxAttempts, retryDelayMs } from '../sender';
import { deleteOldDeliveries } from '../retention';
import { deliveryRetentionDays } from '../repository/retention';

// What the delivery log shows of a receiver that fails: the try, its detail and the next try's
// time; the retry after the wait; 'Erneut senden' with the same event id; giving up after the last
// try. And two senders at once (two instances) never send one delivery twice.

describeWebhooks('event webhook deliveries', (t) => {
  let webhook: string;
  let storeNumber = 9800;
  /** An event: a store created in SUEDKAUF. */
  const storeCreated = async () => {
    const reply = await t.post('/api/frontend/stores/create?contextId=SUEDKAUF', { storeId: String(++storeNumber) });
    assert.equal(reply.statusCode, 200, reply.body);
  };
  const newest = async () => (await t.deliveries('SUEDKAUF', `&webhookUid=${webhook}`)).deliveries[0]!;

  it('retries a failed delivery after its wait and shows each try in the log', async () => {
    webhook = await t.subscribe('SUEDKAUF', ['storeCreated']);
    const start = t.server.clock.now;
    await t.receiver.answer([500]);
    await storeCreated();
    assert.deepEqual(await t.send(), { delivered: 0, failed: 1 });
    const failed = await newest();
    assert.deepEqual(
      [failed.state, failed.attempts, failed.detail, failed.lastAttemptAt, failed.nextAttemptAt],
      ['pending', 1, 'HTTP 500', new Date(start).toISOString(), new Date(start + retryDelayMs(1)).toISOString()],
    );
    assert.equal(failed.eventType, 'storeCreated');
    assert.equal(failed.payload.id, failed.eventId);

    // Not due before its wait is over.
    t.server.clock.now = start + retryDelayMs(1) - 1;
    assert.deepEqual(await t.send(), { delivered: 0, failed: 0 });
    t.server.clock.now = start + retryDelayMs(1);
    assert.deepEqual(await t.send(), { delivered: 1, failed: 0 });
    const delivered = await newest();
    assert.deepEqual(
      [delivered.state, delivered.attempts, delivered.detail, delivered.nextAttemptAt],
      ['delivered', 2, 'HTTP 204', null],
    );
    const tries = (await t.events()).filter((r) => r.event.id === failed.eventId);
    assert.deepEqual(
      tries.map((r) => r.status),
      [500, 204],
    );
    assert.ok(tries.every((r) => signedWith(secretOf('SUEDKAUF'), r)));
    assert.equal(tries[0]!.body, tries[1]!.body, 'the same body each try');
  });

  it("sends a delivery again on 'Erneut senden', with the same event id, and audits it", async () => {
    const original = await newest();
    const before = (await t.events()).length;
    const resend = await t.post(`/api/frontend/webhooks/deliveries/${original.uid}/resend`, { contextId: 'SUEDKAUF' });
    assert.equal(resend.statusCode, 200, resend.body);
    const log = (await t.deliveries('SUEDKAUF', `&webhookUid=${webhook}`)).deliveries;
    assert.deepEqual([log[0]!.eventId, log[0]!.state, log[0]!.attempts], [original.eventId, 'pending', 0]);
    assert.notEqual(log[0]!.uid, original.uid);
    assert.equal(log[1]!.uid, original.uid, 'the first delivery stays in the log as it was');
    assert.deepEqual(await t.send(), { delivered: 1, failed: 0 });
    const received = (await t.events()).slice(before);
    assert.equal(received.length, 1);
    assert.equal(received[0]!.event.id, original.eventId);
    assert.deepEqual(received[0]!.event, original.payload);
    const audit = await t.get(`/api/frontend/audit-log?object=${webhook}&size=50`);
    const actions = audit.json().entries.map((e: { action: string }) => e.action);
    assert.deepEqual(actions.sort(), ['webhookCreated', 'webhookResent']);
    // Another context's delivery does not exist for the call.
    const elsewhere = await t.post(`/api/frontend/webhooks/deliveries/${original.uid}/resend`, {
      contextId: 'NORDMARKT',
    });
    assert.equal(elsewhere.statusCode, 404);
  });

  it(`gives a delivery up as failed after ${maxAttempts} tries`, async () => {
    await t.receiver.answer([], 503);
    await storeCreated();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      assert.deepEqual(await t.send(), { delivered: 0, failed: 1 }, `try ${attempt}`);
      t.server.clock.now += retryDelayMs(attempt);
    }
    assert.deepEqual(await t.send(), { delivered: 0, failed: 0 });
    const failed = await newest();
    assert.deepEqual(
      [failed.state, failed.attempts, failed.detail, failed.nextAttemptAt],
      ['failed', maxAttempts, 'HTTP 503', null],
    );
    const subscription = (await t.get('/api/frontend/webhooks?contextId=SUEDKAUF')).json().webhooks[0];
    assert.equal(subscription.lastDelivery, 'failed');
    await t.receiver.answer([], 204);
  });

  it('sends each delivery once when two senders run at the same time', async () => {
    const before = (await t.events()).length;
    for (let i = 0; i < 8; i++) await storeCreated();
    const rounds = await Promise.all([t.send(), t.send(), t.send()]);
    assert.equal(
      rounds.reduce((sum, r) => sum + r.delivered, 0),
      8,
    );
    const received = (await t.events()).slice(before);
    assert.equal(received.length, 8);
    assert.equal(new Set(received.map((r) => r.event.id)).size, 8);
  });

  it("sends through the leader's job 'webhooks'", async () => {
    const before = (await t.events()).length;
    await storeCreated();
    const job = instanceJobs(t.server.app).find((j) => j.name === 'webhooks');
    assert.ok(job);
    // Its first round runs at its start.
    await (
      await job.start()
    )();
    assert.equal((await t.events()).length, before + 1);
  });

  it('keeps the deliveries of a switched-off subscription until it is switched on again', async () => {
    const form = { contextId: 'SUEDKAUF', uid: webhook, url: t.receiver.url, events: ['storeCreated'] };
    assert.equal((await t.post('/api/frontend/webhooks/save', { ...form, enabled: false })).statusCode, 200);
    // A switched-off subscription takes no new event.
    await storeCreated();
    const before = (await t.deliveries('SUEDKAUF')).total;
    assert.equal((await t.post('/api/frontend/webhooks/save', { ...form, enabled: true })).statusCode, 200);
    const resend = await t.post(`/api/frontend/webhooks/deliveries/${(await newest()).uid}/resend`, {
      contextId: 'SUEDKAUF',
    });
    assert.equal(resend.statusCode, 200);
    assert.equal((await t.post('/api/frontend/webhooks/save', { ...form, enabled: false })).statusCode, 200);
    assert.deepEqual(await t.send(), { delivered: 0, failed: 0 }, 'waits while switched off');
    assert.equal((await t.post('/api/frontend/webhooks/save', { ...form, enabled: true })).statusCode, 200);
    assert.deepEqual(await t.send(), { delivered: 1, failed: 0 });
    assert.equal((await t.deliveries('SUEDKAUF')).total, before + 1);
  });

  it(`deletes finished deliveries after ${deliveryRetentionDays} days and keeps those still pending`, async () => {
    await t.receiver.answer([500]);
    await storeCreated();
    assert.deepEqual(await t.send(), { delivered: 0, failed: 1 });
    const pending = await newest();
    assert.equal(pending.state, 'pending');
    const day = 86_400_000;
    const finished = (await t.deliveries('SUEDKAUF', '&size=200')).deliveries.filter((d) => d.state !== 'pending');
    const youngest = finished.reduce((a, b) => (Date.parse(a.createdAt) >= Date.parse(b.createdAt) ? a : b));
    // A minute before the youngest finished one is due: only those older go.
    t.server.clock.now = Date.parse(youngest.createdAt) + deliveryRetentionDays * day - 60_000;
    const cutoff = t.server.clock.now - deliveryRetentionDays * day;
    const due = finished.filter((d) => Date.parse(d.createdAt) < cutoff);
    assert.equal(await deleteOldDeliveries(t.server.app), due.length);
    // The clock has run past the session's end: the rows are read from the database.
    const rows = () => t.server.db.kysely.selectFrom('webhookDeliveries').select(['uid', 'state']).execute();
    assert.ok(
      (await rows()).some((d) => d.uid === youngest.uid),
      'not before its time',
    );
    t.server.clock.now += day;
    assert.equal(await deleteOldDeliveries(t.server.app), finished.length - due.length);
    const left = await rows();
    assert.ok(left.every((d) => d.state === 'pending'));
    assert.ok(left.some((d) => d.uid === pending.uid));
  });
});

describe('WEBHOOK_SEND_SECONDS', () => {
  it('is 5 seconds unless set, 1 to 3600', () => {
    assert.equal(loadConfig({}).webhookSendSeconds, 5);
    assert.equal(loadConfig({ WEBHOOK_SEND_SECONDS: '1' }).webhookSendSeconds, 1);
    assert.throws(() => loadConfig({ WEBHOOK_SEND_SECONDS: '0' }), /WEBHOOK_SEND_SECONDS/);
    assert.throws(() => loadConfig({ WEBHOOK_SEND_SECONDS: '3601' }), /WEBHOOK_SEND_SECONDS/);
  });
});

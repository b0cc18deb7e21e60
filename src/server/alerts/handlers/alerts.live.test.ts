import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { describeAlerts } from '../../test/alertsServerKit';
import { openStream, type SseEvent } from '../../test/liveStreamKit';
import type { LiveEvent } from '../../live/events';

// Issue 54: what one operator does to an alert (take it over, acknowledge, snooze) reaches every
// other open alert list of its context through the live stream, after the change is stored.

const data = (event: SseEvent) => JSON.parse(event.data) as LiveEvent;

describeAlerts('alert triage on the live stream', (t) => {
  let url: string;
  before(async () => {
    url = await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  const changeOf = (uid: string) => (e: SseEvent) => e.event === 'alert' && data(e).uid === uid;

  for (const [name, path, body] of [
    ['taking over', '/api/frontend/alerts/assign', {}],
    ['acknowledging', '/api/frontend/alerts/acknowledge', { comment: 'Bin dran' }],
    ['snoozing', '/api/frontend/alerts/snooze', { until: 'in an hour' }],
  ] as const)
    it(`tells the context's streams of ${name} an alert, as a change of it`, async () => {
      const uid = await t.insertAlert({ context: 'NORDMARKT', storeId: '1004' });
      const store = await t.server.db.kysely
        .selectFrom('alerts')
        .select('storeUid')
        .where('uid', '=', uid)
        .executeTakeFirstOrThrow();
      const live = await openStream(`${url}/api/frontend/events?contextId=NORDMARKT`, { cookie: t.admin });
      assert.equal(live.status, 200);
      const until = new Date(t.server.clock.now + 60 * 60_000).toISOString();
      // Snoozing takes a selection (`uids`) only.
      const named = 'until' in body ? { uids: [uid], until } : { uid, ...body };
      const reply = await t.post(t.operator, path, named);
      assert.equal(reply.statusCode, 200, reply.body);
      const event = await live.next(changeOf(uid), 3000);
      assert.deepEqual(data(event), {
        kind: 'alert',
        contextId: 'NORDMARKT',
        uid,
        ...(store.storeUid ? { storeUid: store.storeUid } : {}),
        state: 'changed',
      });
      live.close();
    });
});

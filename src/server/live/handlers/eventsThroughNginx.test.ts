import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminCookie, startInstances, type Instances } from '../../test/instancesKit';
import { openStream } from '../../test/liveStreamKit';

// The live stream through nginx (deploy/nginx.conf) with two instances: nginx passes each event on
// as the instance writes it. With nginx's default buffering a stream's first bytes would wait until
// its buffer filled or the stream ended, and the browser would see nothing.

const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'TEST_DATABASE_URL is not set: several instances need a PostgreSQL database (eval "$(bash scripts/pg-test-cluster.sh start)")';

describe('the live stream through nginx', { skip }, () => {
  let set: Instances;
  let cookie: string;

  before(async () => {
    set = await startInstances();
    cookie = await adminCookie(set.nginx.url);
  });
  after(async () => {
    await set?.close();
  });

  it('passes the first event on at once, while the stream stays open, from either instance', async () => {
    const instances = new Set<string>();
    for (let tries = 0; instances.size < 2 && tries < 10; tries += 1) {
      const started = Date.now();
      // An id no instance keeps: the instance answers with a `reload` event at once, a few bytes.
      const live = await openStream(`${set.nginx.url}/api/frontend/events?contextId=MEGAMARKT`, {
        cookie,
        'last-event-id': '1.999999999',
      });
      assert.equal(live.status, 200);
      const reload = await live.next((e) => e.event === 'reload', 2000);
      assert.deepEqual(JSON.parse(reload.data), { kind: 'reload', contextId: 'MEGAMARKT' });
      assert.ok(Date.now() - started < 2000);
      assert.equal(live.isEnded, false, 'the stream stays open');
      instances.add(live.instance ?? '');
      live.close();
    }
    assert.deepEqual(instances, new Set(['a', 'b']), 'both instances streamed through nginx');
  });
});

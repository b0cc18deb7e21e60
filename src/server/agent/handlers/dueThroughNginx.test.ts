import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { labContextKey, labStores } from '../../demo/labFleet';
import { agentGet, startInstances, type Instances, type Reply } from '../../test/instancesKit';

// The due-update check through nginx (deploy/nginx.conf) with two instances, as an agent in the
// field sends it: it must reach an instance (a prefix location /api/agent/updates/ once answered
// it with nginx's own 301), and its 304 must come back through nginx from either instance.

const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'TEST_DATABASE_URL is not set: several instances need a PostgreSQL database (eval "$(bash scripts/pg-test-cluster.sh start)")';

/** A register of the demo's lab, whose updates are all installed: its answer stays as it is. */
const check = `/api/agent/updates?target=cashpoint&storeId=${labStores[1].storeId}&posId=1`;

describe('due-update checks through nginx with two instances', { skip }, () => {
  let set: Instances;

  before(async () => {
    set = await startInstances();
  });
  after(async () => {
    await set?.close();
  });

  /** Asks until each instance has answered once (nginx takes turns); every reply as `expect` says. */
  async function fromBoth(headers: Record<string, string>, expect: (reply: Reply) => void) {
    const replies = new Map<string, Reply>();
    for (let tries = 0; replies.size < 2 && tries < 10; tries += 1) {
      const reply = await agentGet(set.nginx.url, labContextKey, check, headers);
      expect(reply);
      replies.set(reply.instance ?? '', reply);
    }
    assert.deepEqual(new Set(replies.keys()), new Set(['a', 'b']), 'both instances answered');
    return replies;
  }

  it('answers 200 with the same ETag on both instances, and 304 to If-None-Match on both', async () => {
    // The demo simulator (run by the leading instance) may install an update for the register
    // between two checks, which changes its answer and ETag: then the check starts over.
    for (let round = 1; ; round += 1) {
      const full = await fromBoth({}, (reply) => {
        assert.equal(reply.status, 200, `${reply.status} ${reply.headers.get('location') ?? ''} ${reply.body}`);
        assert.ok(reply.headers.get('etag'), 'the answer has an ETag');
        assert.ok(Array.isArray(JSON.parse(reply.body.toString('utf8')).install));
      });
      const etags = new Set([...full.values()].map((reply) => reply.headers.get('etag')));
      if (etags.size > 1 && round < 3) continue;
      assert.equal(etags.size, 1, 'the same answer has the same ETag on every instance');
      const etag = [...etags][0]!;
      let changed = false;
      await fromBoth({ 'if-none-match': etag }, (reply) => {
        if (reply.status === 200 && round < 3) return void (changed = true);
        assert.equal(reply.status, 304, reply.body.toString());
        assert.equal(reply.headers.get('etag'), etag);
        assert.equal(reply.body.length, 0, 'a 304 has no body');
      });
      if (!changed) break;
    }
  });
});

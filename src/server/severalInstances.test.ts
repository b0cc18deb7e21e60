import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { multipart } from './test/multipart';
import { livenessWrittenUpTo, waitLivenessWritten } from './test/livenessWritten';
import { failTimeoutSeconds } from './test/nginx';
import {
  adminCookie,
  agentGet,
  json,
  leadsByLog,
  saysLeading,
  send,
  startInstances,
  storedHeartbeats,
  waitFor,
  type Instances,
} from './test/instancesKit';
import { simulatedTargets, startSimulator } from './test/simulatorProcess';

// Two instances on one PostgreSQL database behind nginx (deploy/nginx.conf), as in production: any
// request may land on either instance, and losing one loses no acknowledged write.

const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'TEST_DATABASE_URL is not set: several instances need a PostgreSQL database (eval "$(bash scripts/pg-test-cluster.sh start)")';

describe('two instances behind nginx', { skip }, () => {
  let set: Instances;
  let cookie: string;
  /** What a browser showing the console through nginx sends: a POST carries the page's Origin. */
  const browserHeaders = (method = 'GET') => ({ cookie, ...(method === 'GET' ? {} : { origin: set.nginx.url }) });
  const frontend = (pathWithQuery: string, init: RequestInit = {}) =>
    send(`${set.nginx.url}/api/frontend/${pathWithQuery}`, {
      ...init,
      headers: {
        ...browserHeaders(init.method),
        ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });

  before(async () => {
    set = await startInstances();
  });
  after(async () => {
    await set?.close();
  });

  it('serves one login session from both instances, with the client address nginx forwards', async () => {
    // The client connects from 127.0.0.2, not from nginx's 127.0.0.1 (TRUST_PROXY), and names an
    // address of its own choosing in X-Forwarded-For: nginx appends the client's real address, and
    // only that one, named by the trusted nginx, is believed.
    cookie = await adminCookie(set.nginx.url, {
      localAddress: '127.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    const replies = await Promise.all(Array.from({ length: 6 }, () => frontend('home')));
    for (const reply of replies) assert.equal(reply.status, 200, reply.body.toString());
    assert.deepEqual(new Set(replies.map((r) => r.instance)), new Set(['a', 'b']));
    const sessions = json<{ address: string | null; current: boolean }[]>(await frontend('account/sessions'));
    const address = sessions.find((s) => s.current)?.address;
    assert.notEqual(address, '203.0.113.7', "the client's own X-Forwarded-For is not its address");
    assert.equal(address, '127.0.0.2');
  });

  it('lets an agent download with Range from one instance what was uploaded through the other', async () => {
    const content = crypto.randomBytes(300_000);
    const form = multipart([
      { name: 'tag', value: 'zwei-instanzen' },
      { name: 'uploadfile', filename: 'zwei-instanzen.zip', content },
    ]);
    const upload = await send(`${set.nginx.url}/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT`, {
      method: 'POST',
      headers: { ...browserHeaders('POST'), 'content-type': form.contentType },
      body: new Uint8Array(form.payload),
    });
    assert.equal(upload.status, 200, upload.body.toString());
    // Round robin sends the next request to the other instance; asked until it does, signed anew each time.
    const url = '/api/agent/updates/cashpoint/zwei-instanzen.zip';
    let download = await agentGet(set.nginx.url, 'NORDMARKT', url, { range: 'bytes=1000-250999' });
    for (let tries = 1; download.instance === upload.instance && tries < 6; tries += 1)
      download = await agentGet(set.nginx.url, 'NORDMARKT', url, { range: 'bytes=1000-250999' });
    assert.notEqual(download.instance, upload.instance);
    assert.equal(download.status, 206, download.body.toString());
    assert.equal(download.headers.get('content-range'), `bytes 1000-250999/${content.length}`);
    assert.deepEqual(download.body, content.subarray(1000, 251000));
  });

  it('keeps the order keys 1..N under 50 concurrent reorders spread over both instances', async () => {
    const list = async () => {
      const reply = await frontend('store-updates?contextId=OSTBAU&showArchivedUpdates=true');
      assert.equal(reply.status, 200, reply.body.toString());
      return json<{ syncfiles: { filename: string; orderKey: number }[] }>(reply).syncfiles;
    };
    const files = (await list()).map((f) => f.filename);
    assert.ok(files.length >= 3, 'OSTBAU needs a few store updates to reorder');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        frontend(`store-updates/move-${i % 3 === 0 ? 'down' : 'up'}`, {
          method: 'POST',
          body: JSON.stringify({ contextId: 'OSTBAU', filename: files[(i * 7) % files.length] }),
        }),
      ),
    );
    for (const reply of replies) assert.ok([200, 409].includes(reply.status), reply.body.toString());
    assert.deepEqual(new Set(replies.map((r) => r.instance)), new Set(['a', 'b']));
    assert.ok(replies.some((r) => r.status === 200));
    const keys = (await list()).map((f) => f.orderKey).sort((x, y) => x - y);
    assert.deepEqual(
      keys,
      files.map((_, i) => i + 1),
    );
  });

  describe('when one instance is killed with kill -9', () => {
    /** Whether the instance's /readyz says it leads the run-once jobs. */
    const leadsJobs = async (url: string) => {
      const ready = await send(`${url}/readyz`);
      return ready.status === 200 && (JSON.parse(ready.body.toString()) as { leader?: boolean }).leader === true;
    };

    /** The instance killed, once it is: the tests after the kill need it. */
    let victim: string | undefined;
    const killedOne = () => {
      assert.ok(victim, 'no instance was killed: the test that kills one failed before it could');
      return victim;
    };
    let survivorLogAtKill = 0;
    const concurrency = 8;

    it('loses no heartbeat the killed instance acknowledged', async (t) => {
      // The instance that leads the run-once jobs (the demo simulator) is the one killed, so that
      // the jobs must move; its log says which one leads.
      const leaders = [...set.servers].filter(([, server]) => leadsByLog(server.output())).map(([id]) => id);
      assert.equal(leaders.length, 1, `exactly one instance leads the jobs: ${leaders.join(', ')}`);
      const leader = leaders[0]!;
      const survivor = [...set.servers].find(([id]) => id !== leader)![1];

      const ackDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-acks-'));
      t.after(() => fs.rmSync(ackDir, { recursive: true, force: true }));
      const ackFile = path.join(ackDir, 'acks.json');
      const simulator = startSimulator(set.nginx.url, concurrency, ['--acknowledged', ackFile]);
      // Also when an assertion fails before it is killed below.
      t.after(() => simulator.stop('SIGKILL'));
      await waitFor('three rounds of heartbeats through nginx', 30, () => simulator.rounds.length >= 3);
      assert.deepEqual(
        simulator.rounds.map((r) => r.errors),
        simulator.rounds.map(() => 0),
      );

      // The simulator dies with the instance: its file then holds the last acknowledged heartbeat of
      // every register (about half of them answered by the killed instance), and no later heartbeat
      // can raise a register's stored time above a write the killed instance acknowledged but lost.
      const killed = set.servers.get(leader)!;
      survivorLogAtKill = survivor.output().length;
      // What the victim had written of its liveness batches just before it dies: a heartbeat it
      // answered before then must be stored; one answered later may die with its pending batch.
      const victimWrittenUpTo = await livenessWrittenUpTo(killed.url);
      await Promise.all([killed.stop('SIGKILL'), simulator.stop('SIGKILL')]);
      victim = leader;
      // No acknowledgement is recorded after this (the simulator is gone).
      const stoppedAt = Date.now();
      type Ack = { sentAt: number; answeredAt: number; instance: string };
      const acknowledged = Object.entries(
        JSON.parse(fs.readFileSync(ackFile, 'utf8')) as Record<string, Ack & { previous: Ack | null }>,
      );
      // Every target, but for a store the simulator takes off the network now and then.
      assert.ok(acknowledged.length >= simulatedTargets - 6, `${acknowledged.length} targets acknowledged`);
      const byKilled = acknowledged.filter(([, ack]) => ack.instance === leader).length;
      assert.ok(byKilled >= simulatedTargets / 4, `only ${byKilled} acknowledged by the killed instance`);

      // The stored last heartbeat (the server's clock at arrival) is at least as late as the send
      // time of the last one acknowledged; an older value means an acknowledged write was lost. A
      // liveness-only heartbeat (fleet/liveness.ts) is written with its instance's next batch: the
      // survivor's are awaited; the killed instance's last batch is lost, but only heartbeats it
      // answered after the reading were in it: for such a one, the heartbeat before it must be stored.
      await waitLivenessWritten(survivor.url, stoppedAt);
      const stored = await storedHeartbeats(set, '90001');
      const mayBeLost = (ack: Ack) => ack.instance === leader && ack.answeredAt >= victimWrittenUpTo;
      const lost = acknowledged.filter(([key, ack]) => {
        const at = stored.get(key) ?? 0;
        if (at >= ack.sentAt) return false;
        if (!mayBeLost(ack)) return true;
        return ack.previous !== null && !mayBeLost(ack.previous) && at < ack.previous.sentAt;
      });
      assert.deepEqual(lost, [], `the killed instance had written up to ${new Date(victimWrittenUpTo).toISOString()}`);
    });

    it('keeps serving heartbeats and the console through nginx with the survivor alone', async (t) => {
      // A second fleet run after the kill: nothing is in flight on the dead instance any more, so
      // every heartbeat is answered (nginx passes one it sends to the dead instance on to the
      // survivor, because the refused connection carried nothing).
      const killed = killedOne();
      const simulator = startSimulator(set.nginx.url, concurrency);
      t.after(() => simulator.stop('SIGKILL'));
      await waitFor('five rounds through nginx after the kill', 40, () => simulator.rounds.length >= 5);
      await simulator.stop('SIGINT');
      assert.deepEqual(
        simulator.rounds.map((r) => r.errors),
        simulator.rounds.map(() => 0),
      );

      // Then only requests of ours, one after the other until nginx has tried the dead instance again
      // (after fail_timeout): every one answered, by the survivor, because nginx passes a request on
      // when the instance refused the connection (nothing was sent) or the request is idempotent.
      const answeredBy = new Set<string | null>();
      const until = Date.now() + (failTimeoutSeconds + 2) * 1000;
      while (Date.now() < until) {
        const reply = await frontend('home');
        assert.equal(reply.status, 200, reply.body.toString());
        answeredBy.add(reply.instance);
      }
      assert.deepEqual(answeredBy, new Set([killed === 'a' ? 'b' : 'a']));
    });

    it('moves the run-once jobs (the demo simulator) to the survivor', async () => {
      const killed = killedOne();
      const survivor = [...set.servers].find(([id]) => id !== killed)![1];
      // Within a minute, as promised; the retry interval is set small (JOBS_RETRY_SECONDS).
      await waitFor('the survivor leads the jobs', 60, () => leadsJobs(survivor.url));
      assert.ok(saysLeading(survivor.output().slice(survivorLogAtKill)), 'its log says it took the jobs over');
    });
  });
});

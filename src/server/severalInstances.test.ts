import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { repoRoot } from './paths';
import { multipart } from './test/multipart';
import { failTimeoutSeconds } from './test/nginx';
import {
  adminCookie,
  agentGet,
  json,
  saysLeading,
  send,
  startInstances,
  storedHeartbeats,
  waitFor,
  type Instances,
} from './test/instancesKit';

// Two instances on one PostgreSQL database behind nginx (deploy/nginx.conf), as in production: any
// request may land on either instance, and losing one loses no acknowledged write.

const skip = process.env.TEST_DATABASE_URL
  ? false
  : 'TEST_DATABASE_URL is not set: several instances need a PostgreSQL database (eval "$(bash scripts/pg-test-cluster.sh start)")';

describe('two instances behind nginx', { skip }, () => {
  let set: Instances;
  let cookie: string;
  const frontend = (pathWithQuery: string, init: RequestInit = {}) =>
    send(`${set.nginx.url}/api/frontend/${pathWithQuery}`, {
      ...init,
      headers: {
        cookie,
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
    // The client's own proxy named an address; nginx adds its peer, which TRUST_PROXY trusts.
    cookie = await adminCookie(set.nginx.url, { 'x-forwarded-for': '203.0.113.7' });
    const replies = await Promise.all(Array.from({ length: 6 }, () => frontend('home')));
    for (const reply of replies) assert.equal(reply.status, 200, reply.body.toString());
    assert.deepEqual(new Set(replies.map((r) => r.instance)), new Set(['a', 'b']));
    const sessions = json<{ address: string | null; current: boolean }[]>(await frontend('account/sessions'));
    assert.equal(sessions.find((s) => s.current)?.address, '203.0.113.7');
  });

  it('lets an agent download with Range from one instance what was uploaded through the other', async () => {
    const content = crypto.randomBytes(300_000);
    const form = multipart([
      { name: 'tag', value: 'zwei-instanzen' },
      { name: 'uploadfile', filename: 'zwei-instanzen.zip', content },
    ]);
    const upload = await send(`${set.nginx.url}/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT`, {
      method: 'POST',
      headers: { cookie, 'content-type': form.contentType },
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

    let victim = 'a';
    let survivorLogAtKill = 0;

    it('keeps serving through nginx and loses no heartbeat it acknowledged', async (t) => {
      // The instance that leads the run-once jobs (the demo simulator) is the one killed, so that
      // the jobs must move; /readyz says which one leads.
      const leaders: string[] = [];
      for (const [id, server] of set.servers) if (await leadsJobs(server.url)) leaders.push(id);
      assert.equal(leaders.length, 1, `exactly one instance leads the jobs: ${leaders.join(', ')}`);
      victim = leaders[0]!;
      const survivor = [...set.servers].find(([id]) => id !== victim)![1];

      const ackFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'console-acks-')), 'acks.json');
      const concurrency = 8;
      const simulator = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot, 'src/server/simulator/cli.ts')].concat(
          ['--url', set.nginx.url, '--contexts', '1', '--first-store', '90001', '--stores', '8', '--registers', '5'],
          ['--updates-every', '0', '--concurrency', String(concurrency), '--duration', '60'],
          ['--json', '--acknowledged', ackFile],
        ),
        { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      // Also when an assertion fails before the simulator is stopped below.
      t.after(() => simulator.kill('SIGKILL'));
      const rounds: { heartbeats: number; errors: number }[] = [];
      const reading = (async () => {
        for await (const line of readline.createInterface({ input: simulator.stdout! }))
          if (line.startsWith('{')) rounds.push(JSON.parse(line) as { heartbeats: number; errors: number });
      })();
      await waitFor('three rounds of heartbeats through nginx', 30, () => rounds.length >= 3);
      const killed = set.servers.get(victim)!;
      survivorLogAtKill = survivor.output().length;
      await killed.stop('SIGKILL');
      const roundsAtKill = rounds.length;

      // Rounds after the kill, then the simulator is stopped (its file holds the rounds it finished).
      await waitFor('five rounds after the kill', 40, () => rounds.length >= roundsAtKill + 5);
      simulator.kill('SIGINT');
      await reading;
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
      assert.deepEqual(answeredBy, new Set([victim === 'a' ? 'b' : 'a']));

      // Only heartbeats in flight on the killed instance may fail, and the rounds after are clean.
      const errors = rounds.reduce((n, r) => n + r.errors, 0);
      assert.ok(errors <= concurrency, `${errors} heartbeats failed`);
      assert.equal(rounds.at(-1)!.errors, 0);

      // Every acknowledged heartbeat is stored: the register's last heartbeat is at least as late as
      // the last one the server acknowledged (an older value would mean an acknowledged write was lost).
      const acknowledged = JSON.parse(fs.readFileSync(ackFile, 'utf8')) as Record<string, number>;
      fs.rmSync(path.dirname(ackFile), { recursive: true, force: true });
      const stored = await storedHeartbeats(set, '90001');
      assert.ok(Object.keys(acknowledged).length >= 40);
      const lost = Object.entries(acknowledged).filter(([key, sentAt]) => !((stored.get(key) ?? 0) >= sentAt));
      assert.deepEqual(lost, []);
    });

    it('moves the run-once jobs (the demo simulator) to the survivor', async () => {
      const survivor = [...set.servers].find(([id]) => id !== victim)![1];
      // Within a minute, as promised; the retry interval is set small (JOBS_RETRY_SECONDS).
      await waitFor('the survivor leads the jobs', 60, () => leadsJobs(survivor.url));
      assert.ok(saysLeading(survivor.output().slice(survivorLogAtKill)), 'its log says it took the jobs over');
    });
  });
});

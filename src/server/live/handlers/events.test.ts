import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, type TestServer } from '../../test/harness';
import { openStream, type SseEvent } from '../../test/liveStreamKit';
import { accountIdByLogin, insertUserContexts } from '../../test/repository/accountRows';
import { addContext, addStore } from '../../test/repository/alertRows';
import { startSecondInstance, type SecondInstance } from '../../test/secondInstance';
import { OfflineEdges } from '../offlineEdges';
import { publishLive } from '../publisher';
import type { LiveEvent } from '../events';

// The live stream (issue 54) over HTTP, on two instances of one database: what one writes reaches
// the other's streams, a stream resumes after its last event, changes of one register within the
// window come as one event, and a stream ends within a second of its caller losing the context.

const data = (event: SseEvent) => JSON.parse(event.data) as LiveEvent;
const about = (uid: string) => (event: SseEvent) => event.event === 'cashpoint' && data(event).uid === uid;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of databaseKinds)
  describe(`live events on ${kind}`, () => {
    let server: TestServer;
    let second: SecondInstance;
    let urls: { first: string; second: string };
    let admin: string;
    let operator: string;
    let operatorId: number;
    let contextId: number;
    let storeUid: string;
    let registers: string[];

    const stream = (base: string, cookie: string, headers: Record<string, string> = {}, key = 'LIVE') =>
      openStream(`${base}/api/frontend/events?contextId=${key}`, { cookie, ...headers });
    const publish = (on: TestServer | SecondInstance, uid: string, changes: LiveEvent['changes']) =>
      publishLive('db' in on ? on.db : on.app.db, [
        { contextId, event: { kind: 'cashpoint', contextId: 'LIVE', uid, storeUid, changes } },
      ]);

    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      second = await startSecondInstance(server);
      urls = {
        first: await server.app.listen({ port: 0, host: '127.0.0.1' }),
        second: await second.app.listen({ port: 0, host: '127.0.0.1' }),
      };
      contextId = await addContext(server.db, 'LIVE');
      const now = server.clock.now;
      const store = await addStore(
        server.db,
        contextId,
        '4711',
        null,
        [1, 2, 3, 4, 5].map(() => ({ heartbeat: now })),
      );
      storeUid = store.storeUid;
      const rows = await server.db.kysely
        .selectFrom('cashpoints')
        .select('uid')
        .where('storeRowId', '=', store.storeRowId)
        .orderBy('posId')
        .execute();
      registers = rows.map((r) => r.uid);
      operatorId = await accountIdByLogin(server.db, 'operator');
      await insertUserContexts(server.db, operatorId, [contextId]);
      admin = await loginCookie(server.app, ...demo.admin);
      operator = await loginCookie(server.app, ...demo.operator);
    });
    after(async () => {
      await second?.close();
      await server?.close();
    });

    it('sends what one instance writes to a stream on the other, as typed events with ids', async () => {
      const live = await stream(urls.second, admin);
      assert.equal(live.status, 200);
      await pause(100);
      publish(server, registers[0]!, { offline: true });
      const event = await live.next(about(registers[0]!), 3000);
      assert.match(event.id ?? '', /^(\d+\.)?\d+$/);
      assert.deepEqual(data(event), {
        kind: 'cashpoint',
        contextId: 'LIVE',
        uid: registers[0],
        storeUid,
        changes: { offline: true },
      });
      live.close();
    });

    it('sends the changes of one register within 500 ms as one event', async () => {
      const live = await stream(urls.first, admin);
      await pause(100);
      publish(server, registers[1]!, { offline: true });
      await pause(100);
      publish(server, registers[1]!, { currentVersionTag: '5.13.1' });
      const event = await live.next(about(registers[1]!), 3000);
      assert.deepEqual(data(event).changes, { offline: true, currentVersionTag: '5.13.1' });
      await pause(800);
      assert.equal(live.events.filter(about(registers[1]!)).length, 1);
      live.close();
    });

    it('resumes after Last-Event-ID with everything written meanwhile, on the other instance too', async () => {
      const first = await stream(urls.first, admin);
      await pause(100);
      publish(server, registers[2]!, { offline: true });
      const last = await first.next(about(registers[2]!), 3000);
      first.close();
      // Written while no stream was open: one on each instance.
      publish(server, registers[3]!, { offline: true });
      publish(second, registers[4]!, { offline: true });
      await pause(700);
      const resumed = await stream(urls.second, admin, { 'last-event-id': last.id! });
      await resumed.next(about(registers[3]!), 3000);
      await resumed.next(about(registers[4]!), 3000);
      assert.equal(resumed.events.filter(about(registers[2]!)).length, 0, 'nothing before the last event again');
      resumed.close();
    });

    it('says reload when the event to resume after is no longer kept', async () => {
      const live = await stream(urls.first, admin, {
        'last-event-id': kind === 'postgres' ? '1.999999999' : '999999999',
      });
      const reload = await live.next((e) => e.event === 'reload', 3000);
      assert.deepEqual(data(reload), { kind: 'reload', contextId: 'LIVE' });
      live.close();
    });

    it('refuses a context the caller does not see (403) and a malformed Last-Event-ID (400), in German', async () => {
      const other = await stream(urls.first, operator, {}, 'MEGAMARKT');
      assert.equal(other.status, 403);
      const bad = await stream(urls.first, admin, { 'last-event-id': 'abc' });
      assert.equal(bad.status, 400);
    });

    it('refuses a flood of reconnects of one session with 429, in German', async () => {
      const session = await loginCookie(server.app, ...demo.admin);
      const statuses: number[] = [];
      for (let i = 0; i < 122; i += 1) {
        const live = await stream(urls.first, session);
        statuses.push(live.status);
        live.close();
      }
      assert.deepEqual(statuses.slice(0, 120), Array(120).fill(200));
      assert.equal(statuses.at(-1), 429);
      const refused = await fetch(`${urls.first}/api/frontend/events?contextId=LIVE`, { headers: { cookie: session } });
      assert.equal(refused.status, 429);
      assert.match(((await refused.json()) as { message: string }).message, /Anfragen/);
    });

    it('tells a register going offline when its last heartbeat passes the limit, and back when it reports', async () => {
      const live = await stream(urls.first, admin);
      await pause(100);
      const limitMs = server.config.offlineAfterSeconds * 1000;
      const now = server.clock.now;
      const edges = new OfflineEdges(server.db);
      await edges.run(now, limitMs);
      // Register 1 last reported at `now` (as the demo's registers): its heartbeat passes the limit
      // between these two runs.
      assert.ok((await edges.run(now + limitMs + 1, limitMs)) >= 1);
      const gone = await live.next(about(registers[0]!), 3000);
      assert.deepEqual(data(gone).changes, { offline: true });
      live.close();
    });

    it('ends the stream within a second of its user losing the context', async () => {
      const live = await stream(urls.second, operator);
      assert.equal(live.status, 200);
      await pause(300);
      assert.equal(live.isEnded, false);
      const lostAt = Date.now();
      await server.db.kysely
        .deleteFrom('userContexts')
        .where('userId', '=', operatorId)
        .where('contextId', '=', contextId)
        .execute();
      await live.ended;
      const took = Date.now() - lostAt;
      assert.ok(took <= 1500, `ended after ${took} ms`);
    });
  });

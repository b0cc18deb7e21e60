import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { heartbeatLiveness } from '../../fleet';
import { demo } from '../../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../../test/harness';
import { sampleValue, scrapeMetrics } from '../../test/prometheusText';

// What the metrics say: heartbeats accepted, registers and store agents online and offline per
// context as the console's own lists show them, and request times by route pattern.

const token = 'metrics-token-for-tests-0123456789';

for (const kind of databaseKinds)
  describe(`metrics values on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, {
        env: { METRICS_TOKEN: token },
        seed: (db, dir, now) => seedDemo(db, dir, now),
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const get = async (url: string) => {
      const reply = await server.app.inject(withCookie(admin, { method: 'GET', url }));
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };
    const signedPost = (url: string, body: object) => {
      const payload = JSON.stringify(body);
      const seconds = Math.floor(server.clock.now / 1000);
      const headers = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'POST', url, payload, seconds);
      return server.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });
    };

    it('counts each accepted heartbeat by kind, and no refused one', async () => {
      const heartbeats = async (kind: string) =>
        sampleValue(await scrapeMetrics(server.app, token), 'kassen_konsole_heartbeats_total', { kind }) ?? 0;
      const registersBefore = await heartbeats('cashpoint');
      const storesBefore = await heartbeats('store');
      const beat = await signedPost('/api/agent/cashpoints/heartbeat', {
        storeId: '1003',
        posId: '77',
        agentVersion: '3.4.0',
      });
      assert.equal(beat.statusCode, 200, beat.body);
      assert.equal(await heartbeats('cashpoint'), registersBefore + 1);
      const storeBeat = await signedPost('/api/agent/store-agents/heartbeat', {
        storeId: '1003',
        agentVersion: '3.4.0',
      });
      assert.equal(storeBeat.statusCode, 200, storeBeat.body);
      assert.equal(await heartbeats('store'), storesBefore + 1);

      const unsigned = await server.app.inject({
        method: 'POST',
        url: '/api/agent/cashpoints/heartbeat',
        headers: { 'content-type': 'application/json' },
        payload: { storeId: '1003', posId: '78' },
      });
      assert.equal(unsigned.statusCode, 401);
      assert.equal(await heartbeats('cashpoint'), registersBefore + 1);
    });

    it('says up to when liveness-only heartbeats are written: held while one is pending, now once written', async (t) => {
      const liveness = heartbeatLiveness(server.app.db);
      const writtenUpTo = async () =>
        Math.round(
          1000 * sampleValue(await scrapeMetrics(server.app, token), 'kassen_konsole_liveness_written_up_to_seconds')!,
        );
      const waitMs = (ms: number) => new Promise((done) => setTimeout(done, ms));
      await liveness.flush();
      const flushed = Date.now();
      await waitMs(5);
      assert.ok((await writtenUpTo()) > flushed, 'nothing pending: now');
      // The batch's timer stands still, so the heartbeat stays pending until the flush below.
      t.mock.timers.enable({ apis: ['setTimeout'] });
      const beat = { storeId: '1003', posId: '79', agentVersion: '3.4.0' };
      assert.equal((await signedPost('/api/agent/cashpoints/heartbeat', beat)).statusCode, 200);
      const taken = liveness.livenessHeartbeats;
      assert.equal((await signedPost('/api/agent/cashpoints/heartbeat', beat)).statusCode, 200);
      const answered = Date.now();
      assert.equal(liveness.livenessHeartbeats, taken + 1, 'the second one is liveness only');
      const pending = await writtenUpTo();
      assert.ok(pending > flushed && pending <= answered, 'pending: the moment it was taken');
      // Real time passes (setImmediate is not mocked); the value stays where it was.
      while (Date.now() < answered + 10) await new Promise((done) => setImmediate(done));
      assert.equal(await writtenUpTo(), pending);
      await liveness.flush();
      assert.ok((await writtenUpTo()) > answered, 'written: now');
    });

    /** Online and offline registers and store agents of a context, as the tree and the store agents list say. */
    const listed = async (context: string) => {
      const tree = await get(`/api/frontend/cashpoints?contextId=${context}`);
      const registers = (tree.stores as { cashpoints: { offline: boolean }[] }[]).flatMap((s) => s.cashpoints);
      const agents = (await get(`/api/frontend/store-agents?contextId=${context}`)).storeAgents as {
        offline: boolean;
      }[];
      const split = (rows: { offline: boolean }[]) => ({
        online: rows.filter((r) => !r.offline).length,
        offline: rows.filter((r) => r.offline).length,
      });
      return { cashpoint: split(registers), store: split(agents) };
    };
    const gauged = async (context: string) => {
      const samples = await scrapeMetrics(server.app, token);
      const value = (kind: string, state: string) =>
        sampleValue(samples, 'kassen_konsole_agents', { context, kind, state });
      return {
        cashpoint: { online: value('cashpoint', 'online'), offline: value('cashpoint', 'offline') },
        store: { online: value('store', 'online'), offline: value('store', 'offline') },
      };
    };

    it('reports registers and store agents online and offline per context as the console lists them', async () => {
      for (const context of ['NORDMARKT', 'WESTFRISCH']) {
        const fromLists = await listed(context);
        assert.ok(fromLists.cashpoint.online > 0 && fromLists.cashpoint.offline > 0, 'the demo has both');
        assert.deepEqual(await gauged(context), fromLists, context);
      }
      // Once the offline limit has passed without heartbeats, both say every one is offline.
      server.clock.now += (server.config.offlineAfterSeconds + 1) * 1000;
      const later = await listed('NORDMARKT');
      assert.equal(later.cashpoint.online, 0);
      assert.deepEqual(await gauged('NORDMARKT'), later);
    });

    it('labels request times with the route pattern, not the URL with its ids', async () => {
      const tree = await get('/api/frontend/cashpoints?contextId=NORDMARKT');
      const uid = tree.stores[0].cashpoints[0].uid as string;
      await get(`/api/frontend/cashpoints/detail/${uid}?contextId=NORDMARKT`);
      await server.app.inject(withCookie(admin, { method: 'GET', url: '/api/frontend/cashpoints/detail/unbekannt' }));
      const samples = await scrapeMetrics(server.app, token);
      const series = samples.filter((s) => s.name === 'kassen_konsole_http_request_duration_seconds_count');
      const route = '/api/frontend/cashpoints/detail/:uid';
      assert.equal(sampleValue(series, series[0]!.name, { route, method: 'GET', status_class: '2xx' }), 1);
      assert.equal(sampleValue(series, series[0]!.name, { route, method: 'GET', status_class: '4xx' }), 1);
      assert.ok(
        series.every((s) => !s.labels.route!.includes(uid) && !s.labels.route!.includes('unbekannt')),
        'no series names an id',
      );
      // A URL no route takes is one series, whatever the URL.
      await server.app.inject({ method: 'GET', url: `/api/gibt-es-nicht/${uid}` });
      const unmatched = (await scrapeMetrics(server.app, token)).filter(
        (s) => s.name === series[0]!.name && s.labels.route === 'unmatched',
      );
      assert.deepEqual(
        unmatched.map((s) => [s.labels.method, s.labels.status_class, s.value]),
        [['GET', '4xx', 1]],
      );
    });
  });

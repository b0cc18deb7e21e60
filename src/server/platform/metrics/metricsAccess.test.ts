import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { parseSamples } from '../../test/prometheusText';

// /metrics is served only when METRICS_TOKEN is set, and read only with that token as a bearer token.

const token = 'metrics-token-for-tests-0123456789';
const refused = { message: 'Für die Metriken ist das Bearer-Token aus METRICS_TOKEN erforderlich.' };

describe('/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  let publicDir: string;
  before(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-spa-'));
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>SPA</title>');
    server = await startTestServer('sqlite', { publicDir });
  });
  after(async () => {
    await server.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  it('is not there: 404 in German, not the SPA page, whatever token is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const reply = await server.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(reply.statusCode, 404);
      assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
    }
    // A page URL still gets the SPA: the 404 above is the metrics route's, not the history fallback's.
    assert.equal((await server.app.inject({ method: 'GET', url: '/cashpoints' })).statusCode, 200);
  });
});

for (const kind of databaseKinds)
  describe(`/metrics with METRICS_TOKEN on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, {
        env: { METRICS_TOKEN: token },
        seed: (db, dir, now) => seedDemo(db, dir, now),
      });
    });
    after(() => server.close());

    const scrape = (authorization?: string) =>
      server.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    it('refuses a missing or wrong token with 401 in German', async () => {
      for (const authorization of [
        undefined,
        `Bearer ${token}x`,
        `Bearer ${token.slice(0, -1)}`,
        'Bearer ',
        `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
        token,
      ]) {
        const reply = await scrape(authorization);
        assert.equal(reply.statusCode, 401, authorization);
        assert.deepEqual(reply.json(), refused);
        assert.equal(reply.headers['www-authenticate'], 'Bearer');
        assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      }
    });

    it('answers the token with the metrics in Prometheus text format', async () => {
      await server.app.inject({ method: 'GET', url: '/api/frontend/session' });
      const reply = await scrape(`Bearer ${token}`);
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['content-type'], 'text/plain; version=0.0.4; charset=utf-8');
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      assert.equal(reply.headers['x-instance'], server.config.instanceId);
      const names = new Set(parseSamples(reply.body).map((s) => s.name));
      const expected = [
        'kassen_konsole_http_request_duration_seconds_bucket',
        'kassen_konsole_http_request_duration_seconds_count',
        'kassen_konsole_agents',
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_heap_size_used_bytes',
      ];
      if (kind === 'postgres')
        expected.push(
          'kassen_konsole_db_pool_connections',
          'kassen_konsole_db_pool_idle_connections',
          'kassen_konsole_db_pool_waiting_requests',
          'kassen_konsole_db_pool_max_connections',
        );
      for (const name of expected) assert.ok(names.has(name), `${name} missing`);
      assert.match(reply.body, /^# TYPE kassen_konsole_heartbeats_total counter$/m);
    });

    it('reports the pool of PostgreSQL as it is', { skip: kind !== 'postgres' }, async () => {
      const samples = parseSamples((await scrape(`Bearer ${token}`)).body);
      const value = (name: string) => samples.find((s) => s.name === `kassen_konsole_db_pool_${name}`)?.value;
      assert.equal(value('max_connections'), 10);
      assert.ok(value('connections')! >= 1, 'the requests before opened one');
      assert.ok(value('idle_connections')! <= value('connections')!);
      assert.equal(value('waiting_requests'), 0);
    });
  });

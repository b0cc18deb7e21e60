import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { agentHeaders } from '../signature';

// Whatever media type a request to the agent API names, its signature is checked first: a forged
// request is a 401, a genuine one of the wrong type a 415. Elsewhere another type stays a 415.

const heartbeatPath = '/api/agent/cashpoints/heartbeat';
const refused = { message: 'Signatur ungültig oder abgelaufen.' };
const unsupported = { message: 'Ungültige Anfrage: Dieser Inhaltstyp wird nicht unterstützt.' };
const xml = '<heartbeat><storeId>1003</storeId></heartbeat>';
const binary = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0x7b, 0x22]);

for (const kind of databaseKinds)
  describe(`media types of agent requests on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
    });
    after(() => server.close());

    const send = (body: string | Buffer, contentType: string, forged = false) => {
      const nowSeconds = Math.floor(server.clock.now / 1000);
      const signed = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'POST', heartbeatPath, body, nowSeconds);
      return server.app.inject({
        method: 'POST',
        url: heartbeatPath,
        headers: { ...signed, ...(forged ? { 'x-signature': 'f'.repeat(64) } : {}), 'content-type': contentType },
        payload: body,
      });
    };

    it('answers a forged request 401 whatever its media type', async () => {
      for (const [body, type] of [
        [xml, 'application/xml'],
        [binary, 'application/octet-stream'],
        [xml, 'text/xml; charset=utf-8'],
      ] as const) {
        const reply = await send(body, type, true);
        assert.equal(reply.statusCode, 401, type);
        assert.deepEqual(reply.json(), refused);
      }
    });

    it('answers a genuine request of another media type 415, and takes genuine JSON', async () => {
      for (const [body, type] of [
        [xml, 'application/xml'],
        [binary, 'application/octet-stream'],
      ] as const) {
        const reply = await send(body, type);
        assert.equal(reply.statusCode, 415, type);
        assert.deepEqual(reply.json(), unsupported);
      }
      const heartbeat = JSON.stringify({ storeId: '1003', posId: '1', agentVersion: '3.4.0' });
      const reply = await send(heartbeat, 'application/json');
      assert.equal(reply.statusCode, 200, reply.body);
      assert.deepEqual(reply.json(), { ok: true });
    });

    it('answers another media type 415 outside the agent API, as before', async () => {
      const reply = await server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        headers: { 'content-type': 'application/xml' },
        payload: xml,
      });
      assert.equal(reply.statusCode, 415);
      assert.deepEqual(reply.json(), unsupported);
    });
  });

import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../demo/seed';
import { startTestServer, type TestServer } from '../test/harness';
import { agentHeaders, signAgentRequest, verifyAgentSignature } from './signature';

describe('agent signatures', () => {
  it('verify what was signed and nothing else', () => {
    const sig = signAgentRequest('geheim', '1700000000', 'post', '/api/agent/x?a=1', '{"a":1}');
    const headers = { timestamp: '1700000000', signature: sig };
    assert.equal(verifyAgentSignature('geheim', headers, 'POST', '/api/agent/x?a=1', '{"a":1}', 1700000100), true);
    assert.equal(verifyAgentSignature('geheim', headers, 'POST', '/api/agent/x?a=2', '{"a":1}', 1700000100), false);
    assert.equal(verifyAgentSignature('geheim', headers, 'POST', '/api/agent/x?a=1', '{"a":2}', 1700000100), false);
    assert.equal(verifyAgentSignature('anders', headers, 'POST', '/api/agent/x?a=1', '{"a":1}', 1700000100), false);
    assert.equal(
      verifyAgentSignature('geheim', headers, 'POST', '/api/agent/x?a=1', '{"a":1}', 1700000301),
      false,
      'stale',
    );
    assert.equal(
      verifyAgentSignature(
        'geheim',
        { ...headers, signature: 'zz' },
        'POST',
        '/api/agent/x?a=1',
        '{"a":1}',
        1700000100,
      ),
      false,
    );
  });

  describe('over HTTP', () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer('sqlite', { seed: (db, dir, now) => seedDemo(db, dir, now) });
    });
    after(() => server.close());

    const url = '/api/agent/updates?target=cashpoint&storeId=1002&posId=1';
    const secret = 'demo-secret-nordmarkt-2026';

    it('refuses a wrong signature, a stale timestamp and an unknown context with 401', async () => {
      const nowSeconds = Math.floor(server.clock.now / 1000);
      for (const headers of [
        agentHeaders('NORDMARKT', 'falsches-geheimnis', 'GET', url, ''),
        agentHeaders('NORDMARKT', secret, 'GET', url, '', nowSeconds - 301),
        agentHeaders('GIBTESNICHT', secret, 'GET', url, ''),
        agentHeaders('INTERN', secret, 'GET', url, ''),
        {},
      ]) {
        const reply = await server.app.inject({ method: 'GET', url, headers });
        assert.equal(reply.statusCode, 401, JSON.stringify(headers));
        assert.deepEqual(reply.json(), { message: 'Signatur ungültig oder abgelaufen.' });
      }
    });

    it('lets a correctly signed request through to its handler', async () => {
      const reply = await server.app.inject({
        method: 'GET',
        url,
        headers: agentHeaders('NORDMARKT', secret, 'GET', url, '', Math.floor(server.clock.now / 1000)),
      });
      assert.notEqual(reply.statusCode, 401, reply.body);
    });
  });
});

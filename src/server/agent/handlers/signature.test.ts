import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { startTestServer, type TestServer } from '../../test/harness';
import { agentHeaders, signAgentRequest, verifyAgentSignature } from '../signature';

describe('agent signatures', () => {
  it('verify what was signed and nothing else', () => {
    const nonce = 'n0nce-of-the-test_1';
    const sig = signAgentRequest('geheim', 'NORDMARKT', '1700000000', nonce, 'post', '/api/agent/x?a=1', '{"a":1}');
    const headers = { key: 'NORDMARKT', timestamp: '1700000000', nonce, signature: sig };
    const verify = (
      h: typeof headers,
      secret = 'geheim',
      path = '/api/agent/x?a=1',
      body = '{"a":1}',
      now = 1700000100,
    ) => verifyAgentSignature(secret, h, 'POST', path, body, now);
    assert.equal(verify(headers), true);
    assert.equal(verify(headers, 'geheim', '/api/agent/x?a=2'), false);
    assert.equal(verify(headers, 'geheim', '/api/agent/x?a=1', '{"a":2}'), false);
    assert.equal(verify(headers, 'anders'), false);
    assert.equal(verify(headers, 'geheim', '/api/agent/x?a=1', '{"a":1}', 1700000301), false, 'stale');
    assert.equal(verify({ ...headers, signature: 'zz' }), false);
    assert.equal(verify({ ...headers, nonce: 'n0nce-of-the-test_2' }), false, 'the nonce is signed');
    assert.equal(verify({ ...headers, key: 'WESTFRISCH' }), false, 'the context is signed');
  });

  it('take only nonces of 16 to 128 URL-safe characters', () => {
    const signedWith = (nonce: string) => ({
      key: 'NORDMARKT',
      timestamp: '1700000000',
      nonce,
      signature: signAgentRequest('geheim', 'NORDMARKT', '1700000000', nonce, 'GET', '/api/agent/x', ''),
    });
    const verify = (nonce: string) =>
      verifyAgentSignature('geheim', signedWith(nonce), 'GET', '/api/agent/x', '', 1700000000);
    assert.equal(verify('a'.repeat(16)), true);
    assert.equal(verify('Az09_-'.repeat(21) + 'xy'), true, '128 characters');
    for (const bad of [
      'a'.repeat(15),
      'a'.repeat(129),
      'abcdefghijklmno+',
      'abcdefghijklmno=',
      'abcdefghijklmn\nö',
      '',
    ]) {
      assert.equal(verify(bad), false, JSON.stringify(bad));
    }
  });

  it('make a fresh nonce for every request', () => {
    const first = agentHeaders('NORDMARKT', 'geheim', 'GET', '/api/agent/x', '', 1700000000);
    const second = agentHeaders('NORDMARKT', 'geheim', 'GET', '/api/agent/x', '', 1700000000);
    assert.match(first['x-nonce']!, /^[A-Za-z0-9_-]{16,128}$/);
    assert.notEqual(first['x-nonce'], second['x-nonce']);
    assert.notEqual(first['x-signature'], second['x-signature']);
    const { 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature } = first;
    assert.equal(
      verifyAgentSignature(
        'geheim',
        { key: 'NORDMARKT', timestamp: timestamp!, nonce: nonce!, signature: signature! },
        'GET',
        '/api/agent/x',
        '',
        1700000000,
      ),
      true,
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

    it('refuses a request signed for one context sent for another with the same secret', async () => {
      await server.db.kysely
        .updateTable('contexts')
        .set({ hashSecret: secret })
        .where('key', '=', 'WESTFRISCH')
        .execute();
      const nowSeconds = Math.floor(server.clock.now / 1000);
      const westUrl = '/api/agent/updates?target=cashpoint&storeId=8800&posId=1';
      const forWest = agentHeaders('WESTFRISCH', secret, 'GET', westUrl, '', nowSeconds);
      const sentAsNord = await server.app.inject({
        method: 'GET',
        url: westUrl,
        headers: { ...forWest, 'x-context': 'NORDMARKT' },
      });
      assert.equal(sentAsNord.statusCode, 401, sentAsNord.body);
      assert.deepEqual(sentAsNord.json(), { message: 'Signatur ungültig oder abgelaufen.' });
      const genuine = await server.app.inject({ method: 'GET', url: westUrl, headers: forWest });
      assert.notEqual(genuine.statusCode, 401, genuine.body);
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

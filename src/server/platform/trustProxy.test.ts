import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from './config';
import { seedDemo } from '../demo/seed';
import { demo } from '../test/demoAccounts';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness';
import { parseTrustProxy } from './trustProxy';

// Forwarded headers name the client only when TRUST_PROXY says which proxies may: otherwise a client
// that rotates X-Forwarded-For would get a fresh login throttle with every request.

const lockedOut = 'Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.';

describe('TRUST_PROXY', () => {
  it('is off by default and takes a hop count or a list of addresses and networks', () => {
    for (const raw of [undefined, '', ' ', 'false', '0', 'off']) assert.equal(parseTrustProxy(raw), false, raw);
    assert.deepEqual(parseTrustProxy('2'), { hops: 2 });
    assert.deepEqual(parseTrustProxy('5'), { hops: 5 });
    assert.deepEqual(parseTrustProxy('0.0.0.0/1'), { addresses: ['0.0.0.0/1'] });
    assert.deepEqual(parseTrustProxy('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback'), {
      addresses: ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
    });
    assert.equal(loadConfig({}).trustProxy, false);
  });

  it('refuses to trust every client, and anything that is no address, at start', () => {
    for (const raw of ['true', 'TRUE', '*', '0.0.0.0/0', '::/0', '10.0.0.5, ::/0', '10.0.0.0/0.0.0.0', '6', '100']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: raw }),
        /TRUST_PROXY=.* would trust X-Forwarded-For from every client/,
        raw,
      );
    }
    for (const raw of ['proxy.example', '10.0.0.0/33', '10.0.0.1/8/8', '-1']) {
      assert.throws(() => loadConfig({ TRUST_PROXY: raw }), /TRUST_PROXY must be .*not understood/, raw);
    }
  });
});

for (const kind of databaseKinds)
  describe(`client address behind proxies on ${kind}`, () => {
    let plain: TestServer;
    let oneHop: TestServer;
    let listed: TestServer;
    before(async () => {
      const seed = (db: TestServer['db'], dir: string, now: number) => seedDemo(db, dir, now);
      plain = await startTestServer(kind, { seed });
      oneHop = await startTestServer(kind, { seed, env: { TRUST_PROXY: '1' } });
      listed = await startTestServer(kind, { seed, env: { TRUST_PROXY: '127.0.0.1, 10.9.0.0/16' } });
    });
    after(async () => {
      await plain?.close();
      await oneHop?.close();
      await listed?.close();
    });

    const login = (
      server: TestServer,
      remoteAddress: string,
      forwardedFor: string,
      password: string,
      user = 'viewer',
    ) =>
      server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { login: user, password },
      });

    it('without TRUST_PROXY a rotated X-Forwarded-For neither escapes the login rate limit nor the lockout', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 31; i++)
        statuses.push((await login(plain, '192.0.2.1', `203.0.113.${i}`, 'falsch')).statusCode);
      assert.deepEqual(statuses.slice(0, 30), Array(30).fill(401));
      assert.equal(statuses[30], 429);

      // The lockout counts the socket's address too: the right password from a "new" address is refused.
      for (let i = 1; i <= 5; i++) await login(plain, '192.0.2.2', `198.51.100.${i}`, 'falsch', 'operator');
      const right = await login(plain, '192.0.2.2', '198.51.100.99', demo.operator[1], 'operator');
      assert.equal(right.statusCode, 401);
      assert.equal(right.json().message, lockedOut);
    });

    it('with TRUST_PROXY=1 the address the proxy forwards is the client', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 31; i++)
        statuses.push((await login(oneHop, '10.0.0.1', `203.0.113.${i}`, 'falsch')).statusCode);
      assert.deepEqual(statuses, Array(31).fill(401));

      for (let i = 1; i <= 5; i++) await login(oneHop, '10.0.0.1', 'spoofed, 198.51.100.1', 'falsch', 'operator');
      const sameClient = await login(oneHop, '10.0.0.1', '198.51.100.1', demo.operator[1], 'operator');
      assert.equal(sameClient.json().message, lockedOut);
      // Only the entry the nearest proxy appended counts, not what the client wrote before it.
      const otherClient = await login(oneHop, '10.0.0.1', '198.51.100.1, 198.51.100.2', demo.operator[1], 'operator');
      assert.equal(otherClient.statusCode, 200);
    });

    it('with a list of proxies only those may name the client', async () => {
      for (let i = 1; i <= 5; i++) await login(listed, '10.9.1.1', '198.51.100.1', 'falsch', 'operator');
      assert.equal(
        (await login(listed, '127.0.0.1', '198.51.100.1', demo.operator[1], 'operator')).json().message,
        lockedOut,
      );
      assert.equal((await login(listed, '127.0.0.1', '198.51.100.2', demo.operator[1], 'operator')).statusCode, 200);

      // A peer that is not in the list is the client itself, whatever it forwards.
      for (let i = 1; i <= 5; i++) await login(listed, '192.0.2.3', `198.51.100.${10 + i}`, 'falsch', 'admin');
      assert.equal(
        (await login(listed, '192.0.2.3', '198.51.100.20', demo.admin[1], 'admin')).json().message,
        lockedOut,
      );
    });

    it('marks the session cookie Secure only when the scheme is https, from a trusted proxy at most', async () => {
      const cookieOf = async (server: TestServer, remoteAddress: string) => {
        const reply = await server.app.inject({
          method: 'POST',
          url: '/api/frontend/login',
          remoteAddress,
          headers: { 'x-forwarded-proto': 'https' },
          payload: { login: 'viewer', password: demo.viewer[1] },
        });
        assert.equal(reply.statusCode, 200);
        return String(reply.headers['set-cookie']);
      };
      assert.doesNotMatch(await cookieOf(plain, '192.0.2.40'), /; Secure/);
      assert.doesNotMatch(await cookieOf(listed, '192.0.2.41'), /; Secure/);
      assert.match(await cookieOf(listed, '10.9.1.40'), /; Secure/);
    });
  });

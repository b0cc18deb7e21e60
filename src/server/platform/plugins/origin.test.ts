import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { demo } from '../../test/demoAccounts';
import { loginCookie, startTestServer, type TestServer } from '../../test/harness';

// A state-changing request whose Origin differs from the site in scheme, host or port is refused;
// the scheme is the proxy's X-Forwarded-Proto only when TRUST_PROXY trusts that proxy.

const crossOrigin = { message: 'Anfrage von fremder Herkunft abgelehnt.' };

describe('the Origin check', () => {
  let direct: TestServer;
  let proxied: TestServer;
  before(async () => {
    const seed = (db: TestServer['db'], dir: string, now: number) => seedDemo(db, dir, now);
    direct = await startTestServer('sqlite', { seed });
    proxied = await startTestServer('sqlite', { seed, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  after(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const login = (server: TestServer, headers: Record<string, string>) =>
    server.app.inject({
      method: 'POST',
      url: '/api/frontend/login',
      headers,
      payload: { login: demo.viewer[0], password: demo.viewer[1] },
    });

  it('lets the same scheme, host and port through, default ports written or not', async () => {
    for (const [host, origin] of [
      ['konsole.example:8080', 'http://konsole.example:8080'],
      ['konsole.example', 'http://konsole.example:80'],
      ['konsole.example:80', 'http://konsole.example'],
      ['Konsole.Example:8080', 'HTTP://konsole.example:8080'],
    ]) {
      const reply = await login(direct, { host, origin });
      assert.equal(reply.statusCode, 200, `${origin} on ${host}: ${reply.body}`);
    }
  });

  it('refuses another scheme, port or host with 403', async () => {
    for (const [host, origin] of [
      ['konsole.example:8080', 'https://konsole.example:8080'],
      ['konsole.example', 'https://konsole.example'],
      ['konsole.example', 'https://konsole.example:80'],
      ['konsole.example:8080', 'http://konsole.example:8081'],
      ['konsole.example', 'http://konsole.example:8080'],
      ['konsole.example:8080', 'http://evil.example:8080'],
      ['konsole.example:8080', 'null'],
    ]) {
      const reply = await login(direct, { host, origin });
      assert.equal(reply.statusCode, 403, `${origin} on ${host}`);
      assert.deepEqual(reply.json(), crossOrigin);
    }
  });

  it('refuses another scheme for a logged-in session too', async () => {
    const cookie = await loginCookie(direct.app, ...demo.admin);
    const save = (origin: string) =>
      direct.app.inject({
        method: 'POST',
        url: '/api/frontend/users/saveColumnWidths',
        headers: { cookie, host: 'konsole.example', origin },
        payload: { columnWidths: [] },
      });
    assert.equal((await save('https://konsole.example')).statusCode, 403);
    assert.equal((await save('http://konsole.example')).statusCode, 200);
  });

  it('takes the scheme from X-Forwarded-Proto only from a trusted proxy', async () => {
    const forwarded = { host: 'konsole.example', 'x-forwarded-proto': 'https' };
    // The https page behind a TLS proxy that TRUST_PROXY names.
    assert.equal((await login(proxied, { ...forwarded, origin: 'https://konsole.example' })).statusCode, 200);
    assert.equal((await login(proxied, { ...forwarded, origin: 'http://konsole.example' })).statusCode, 403);
    // Without TRUST_PROXY the header is the client's own claim: the request came over http.
    assert.equal((await login(direct, { ...forwarded, origin: 'https://konsole.example' })).statusCode, 403);
    assert.equal((await login(direct, { ...forwarded, origin: 'http://konsole.example' })).statusCode, 200);
  });
});

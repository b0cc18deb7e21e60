import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { startTestServer, type TestServer } from '../../test/harness';
import { listenOverHttpAndTls, request, type HttpReply, type Listening } from '../../test/listening';

// The headers a browser gets are the same whatever the database, so SQLite is enough.

/** The policy as a browser reads it: directive name → its sources. */
function policyOf(reply: HttpReply): Map<string, string[]> {
  const header = String(reply.headers['content-security-policy'] ?? '');
  const directives = header
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .filter((parts) => parts[0]);
  return new Map(directives.map(([name, ...sources]) => [name!, sources]));
}

/** What every reply must carry, whatever answered it. */
function assertSecurityHeaders(reply: HttpReply, what: string) {
  const policy = policyOf(reply);
  assert.ok(policy.size > 0, `${what}: no Content-Security-Policy`);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  assert.deepEqual(scripts, ["'self'"], `${what}: scripts only from this server, none inline, no eval`);
  assert.deepEqual(policy.get('script-src-attr'), ["'none'"], `${what}: no event handler attributes`);
  assert.deepEqual(policy.get('style-src'), ["'self'"], `${what}: no inline style`);
  assert.deepEqual(policy.get('object-src'), ["'none'"], what);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"], `${what}: may not be framed`);
  assert.equal(reply.headers['x-frame-options'], 'DENY', `${what}: older browsers may not frame it either`);
  assert.equal(reply.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(reply.headers['referrer-policy'], 'same-origin', what);
}

describe('security headers on every reply', () => {
  let server: TestServer;
  let listening: Listening;
  let publicDir: string;
  let cookie: string;

  before(async () => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-public-'));
    fs.mkdirSync(path.join(publicDir, 'assets'));
    fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(publicDir, 'assets', 'main.js'), 'console.log(1);');
    server = await startTestServer('sqlite', { seed: (db, dir, now) => seedDemo(db, dir, now), publicDir });
    listening = await listenOverHttpAndTls(server.app);
    const login = await request(`${listening.httpUrl}/api/frontend/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'demo-admin-2026' }),
    });
    assert.equal(login.status, 200, login.body.toString());
    assertSecurityHeaders(login, 'the login reply');
    cookie = String(login.headers['set-cookie']![0]).split(';')[0]!;
  });
  after(async () => {
    await listening.close();
    await server.close();
    fs.rmSync(publicDir, { recursive: true, force: true });
  });

  /** Each kind of reply the server gives, as [what, path, request options, expected status]. */
  const replies = (): [string, string, Parameters<typeof request>[1], number][] => {
    const download = '/api/agent/updates/cashpoint/kasse-5.13.1.zip';
    const nowSeconds = Math.floor(server.clock.now / 1000);
    return [
      ['the SPA at /', '/', {}, 200],
      ['an SPA page URL (history fallback)', '/cashpoints?contextId=NORDMARKT', {}, 200],
      ['a built asset', '/assets/main.js', {}, 200],
      ['API JSON', '/api/frontend/ping', { headers: { cookie } }, 200],
      [
        'a CSV download',
        '/api/frontend/reports/cashpoint-report.csv?contextId=NORDMARKT',
        { headers: { cookie } },
        200,
      ],
      [
        'an update download',
        download,
        { headers: agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', download, '', nowSeconds) },
        200,
      ],
      ['the API reference', '/api/docs', {}, 200],
      ['a file of the API reference', '/api/docs/static/swagger-ui-bundle.js', {}, 200],
      ['the contract as JSON', '/api/docs/json', {}, 200],
      ['the guard refusing without a session', '/api/frontend/ping', {}, 401],
      ['the not-found handler', '/api/no-such-call', {}, 404],
      ['a missing asset', '/assets/no-such-file.js', {}, 404],
      ['a path the router cannot take apart', '/api/frontend/users/%E0%A4%A', {}, 400],
      ['a method the path does not take', '/api/frontend/ping', { method: 'DELETE', headers: { cookie } }, 405],
      [
        'the error handler (broken JSON)',
        '/api/frontend/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"login":' },
        400,
      ],
    ];
  };

  it('puts the policy, nosniff, the referrer rule and the frame ban on every kind of reply', async () => {
    for (const [what, url, options, status] of replies()) {
      const reply = await request(`${listening.httpUrl}${url}`, options);
      assert.equal(reply.status, status, `${what}: ${reply.body.toString().slice(0, 200)}`);
      assertSecurityHeaders(reply, what);
    }
  });

  it('sends Strict-Transport-Security only on replies to requests that came over TLS', async () => {
    // Each request once: a signed agent request is accepted only once (its nonce).
    const overTls = replies();
    for (const [index, [what, url, options]] of replies().entries()) {
      const plain = await request(`${listening.httpUrl}${url}`, options);
      assert.equal(plain.headers['strict-transport-security'], undefined, `${what} over HTTP`);
      const [, , tlsOptions, status] = overTls[index]!;
      const secure = await request(`${listening.httpsUrl}${url}`, tlsOptions);
      assert.equal(secure.status, status, `${what} over TLS`);
      assertSecurityHeaders(secure, `${what} over TLS`);
      assert.equal(secure.headers['strict-transport-security'], 'max-age=31536000', `${what} over TLS`);
    }
  });
});

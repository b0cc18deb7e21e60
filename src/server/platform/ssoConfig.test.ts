import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from './config';

// OIDC_* and LOCAL_LOGIN as the start reads them: defaults, and a German message that stops the
// start for a wrong value.

const base = {
  OIDC_ISSUER: 'https://sso.example.com/realms/kasse',
  OIDC_CLIENT_ID: 'konsole',
  OIDC_CLIENT_SECRET: 's',
  PUBLIC_URL: 'https://konsole.example.com/',
};

describe('the OpenID Connect configuration', () => {
  it('is off without OIDC_ISSUER, password login on', () => {
    assert.deepEqual(loadConfig({}).login, { sso: undefined, localLogin: true });
  });

  it('takes the provider with the default claims and name', () => {
    assert.deepEqual(loadConfig({ ...base, LOCAL_LOGIN: 'off' }).login, {
      sso: {
        issuer: 'https://sso.example.com/realms/kasse',
        clientId: 'konsole',
        clientSecret: 's',
        name: 'Firmenkonto',
        consoleUrl: 'https://konsole.example.com',
        claims: { login: 'preferred_username', name: 'name', email: 'email', groups: 'groups' },
      },
      localLogin: false,
    });
    const named = loadConfig({ ...base, OIDC_NAME: 'Konzern-SSO', OIDC_GROUPS_CLAIM: 'roles' }).login.sso!;
    assert.equal(named.name, 'Konzern-SSO');
    assert.equal(named.claims.groups, 'roles');
  });

  it('stops the start with a German message for a wrong value', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...base, OIDC_ISSUER: 'kein url' }, /OIDC_ISSUER muss eine URL sein/],
      [{ ...base, OIDC_ISSUER: 'http://sso.example.com' }, /muss mit https:\/\/ beginnen/],
      [{ ...base, OIDC_CLIENT_ID: '' }, /OIDC_CLIENT_ID fehlt/],
      [{ ...base, OIDC_CLIENT_SECRET: '' }, /OIDC_CLIENT_SECRET fehlt/],
      [{ ...base, OIDC_GROUPS_CLAIM: 'gruppen liste' }, /kein gültiger Claim-Name/],
      [{ ...base, LOCAL_LOGIN: 'vielleicht' }, /LOCAL_LOGIN muss on oder off sein/],
      [{ LOCAL_LOGIN: 'off' }, /nur zusammen mit OIDC_ISSUER/],
      [{ ...base, OIDC_NAME: 'x'.repeat(61) }, /höchstens 60 Zeichen/],
      // The redirect URI would follow the request's Host header (issue 44).
      [{ ...base, PUBLIC_URL: '' }, /PUBLIC_URL fehlt: mit OIDC_ISSUER/],
      [{ ...base, PUBLIC_URL: ' ' }, /PUBLIC_URL fehlt/],
    ];
    for (const [env, message] of cases) assert.throws(() => loadConfig(env), message);
  });

  it('takes plain HTTP on loopback only', () => {
    assert.equal(
      loadConfig({ ...base, OIDC_ISSUER: 'http://127.0.0.1:8190/' }).login.sso!.issuer,
      'http://127.0.0.1:8190',
    );
  });
});

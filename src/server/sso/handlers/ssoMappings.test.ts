import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginCookie, withCookie } from '../../test/harness';
import { demo } from '../../test/demoAccounts';
import { atProvider, begin, callback, describeSso, providerName } from '../../test/ssoKit';

// The group mappings as the console edits them (USERS_CHANGE, audited, German 400/409 that change
// nothing) and the 'Testanmeldung' that logs nobody in. Password login switched off: localLoginOff.test.ts.

describeSso('SSO mappings and the Testanmeldung', (t) => {
  const get = (cookie: string, url: string) => t.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const save = (cookie: string, payload: object) =>
    t.server.app.inject(withCookie(cookie, { method: 'POST', url: '/api/frontend/sso-mappings/save', payload }));
  const list = async () => (await get(t.admin, '/api/frontend/sso-mappings')).json();

  it('saves, changes and deletes a mapping, each audited', async () => {
    const created = await save(t.admin, {
      group: ' team-ost ',
      role: t.roleUid('Betrachter'),
      contextKeys: ['OSTBAU'],
      allContexts: false,
    });
    assert.equal(created.statusCode, 200, created.body);
    const mapping = created.json();
    assert.deepEqual(
      { ...mapping, uid: undefined },
      {
        uid: undefined,
        group: 'team-ost',
        role: t.roleUid('Betrachter'),
        roleName: 'Betrachter',
        contextKeys: ['OSTBAU'],
        allContexts: false,
      },
    );
    const changed = await save(t.admin, {
      uid: mapping.uid,
      group: 'team-ost',
      role: null,
      contextKeys: [],
      allContexts: true,
    });
    assert.equal(changed.json().allContexts, true);
    assert.equal(changed.json().role, null);
    const listed = await list();
    assert.deepEqual(listed.provider, { name: providerName, issuer: t.provider.issuer });
    assert.equal(listed.mappings.length, 1);

    const audit = (await get(t.admin, '/api/frontend/audit-log?action=ssoMappingSaved')).json().entries;
    assert.equal(audit.length, 2);
    assert.deepEqual(audit[0].changes.map((c: { field: string }) => c.field).sort(), [
      'allContexts',
      'contexts',
      'role',
    ]);
    const deleted = await t.server.app.inject(
      withCookie(t.admin, { method: 'POST', url: `/api/frontend/sso-mappings/${mapping.uid}/delete` }),
    );
    assert.deepEqual(deleted.json(), { ok: true });
    assert.equal((await list()).mappings.length, 0);
    assert.equal((await get(t.admin, '/api/frontend/audit-log?action=ssoMappingDeleted')).json().entries.length, 1);
  });

  it('refuses bad input with a German message and changes nothing', async () => {
    await t.map('team-nord', null, ['NORDMARKT']);
    const before = await list();
    const cases: [object, number, RegExp][] = [
      [{ group: '  ', role: null, contextKeys: [], allContexts: false }, 400, /Gruppe angeben/],
      [{ group: 'x', role: 'gibt-es-nicht', contextKeys: [], allContexts: false }, 400, /Rolle gibt es nicht/],
      [{ group: 'x', role: null, contextKeys: ['NIRGENDWO'], allContexts: false }, 400, /Kontext NIRGENDWO/],
      [{ group: 'team-nord', role: null, contextKeys: [], allContexts: true }, 409, /schon eine Zuordnung/],
      [{ uid: 'weg', group: 'y', role: null, contextKeys: [], allContexts: true }, 404, /./],
      [{ group: 'x', role: null, contextKeys: [] }, 400, /./],
    ];
    for (const [payload, status, message] of cases) {
      const reply = await save(t.admin, payload);
      assert.equal(reply.statusCode, status, JSON.stringify(payload));
      assert.match(reply.json().message, message);
    }
    assert.deepEqual(await list(), before);
  });

  it("marks a user as 'Notfallzugang' in the user dialog, audited", async () => {
    const viewer = () =>
      get(t.admin, '/api/frontend/users').then((r) =>
        r.json().users.find((u: { login: string }) => u.login === 'viewer'),
      );
    const { locked: _locked, roleName: _roleName, ...form } = await viewer();
    assert.equal(form.emergencyAccess, false);
    const saved = await t.server.app.inject(
      withCookie(t.admin, {
        method: 'POST',
        url: '/api/frontend/users/sendUserForm',
        payload: { ...form, emergencyAccess: true },
      }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await viewer()).emergencyAccess, true);
    const [entry] = (await get(t.admin, '/api/frontend/audit-log?action=userChanged')).json().entries;
    assert.deepEqual(entry.changes, [{ field: 'emergencyAccess', before: null, after: 'true' }]);
  });

  it('needs USERS_CHANGE', async () => {
    const operator = await loginCookie(t.server.app, ...demo.operator);
    assert.equal((await get(operator, '/api/frontend/sso-mappings')).statusCode, 403);
    assert.equal(
      (await save(operator, { group: 'z', role: null, contextKeys: [], allContexts: true })).statusCode,
      403,
    );
    assert.equal((await get(operator, '/api/frontend/sso/test-login')).statusCode, 403);
  });

  it('shows in the Testanmeldung what the provider sent and what it would give, logging nobody in', async () => {
    await t.map('konsole-betrieb', 'Operator', ['SUEDKAUF']);
    assert.deepEqual((await get(t.admin, '/api/frontend/sso/test-result')).json(), { result: null });
    const begun = await begin(t.server.app, '/api/frontend/sso/test-login', t.admin);
    const url = await atProvider(t.provider, begun.authorizationUrl, 'olga.oidc');
    // The provider's redirect back is cross-site: the Strict session cookie does not come along.
    const reply = await callback(t.server.app, url, begun.flowCookie);
    assert.equal(reply.headers.location, '/frontend/users?tab=sso');
    assert.equal(reply.cookies.filter((c) => c.name === 'sid').length, 0, 'nobody logged in');
    const { result } = (await get(t.admin, '/api/frontend/sso/test-result')).json();
    assert.equal(result.refused, null);
    assert.equal(result.login, 'olga.oidc');
    assert.deepEqual(result.groups, ['konsole-betrieb', 'team-nord']);
    assert.equal(result.role, 'Operator');
    assert.deepEqual(result.contextKeys, ['NORDMARKT', 'SUEDKAUF']);
    assert.equal(result.claims.email, 'olga@example.com');
    const user = await t.server.db.kysely
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'olga.oidc')
      .executeTakeFirst();
    assert.equal(user, undefined, 'nobody created');
  });
});

describeSso(
  'an unreachable provider',
  (t) => {
    it('sends the browser back to the login page with a German reason, beginning no flow', async () => {
      const reply = await t.server.app.inject({ method: 'GET', url: '/api/frontend/sso/login' });
      assert.equal(reply.headers.location, '/login?ssoError=unreachable');
      assert.equal(reply.cookies.filter((c) => c.name === 'sso_flow').length, 0);
      assert.equal((await t.server.db.kysely.selectFrom('ssoFlows').selectAll().execute()).length, 0);
    });
  },
  { OIDC_ISSUER: 'http://127.0.0.1:9' },
);

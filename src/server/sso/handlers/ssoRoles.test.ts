import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withCookie } from '../../test/harness';
import { describeSso, sessionCookieOf, ssoLogin } from '../../test/ssoKit';

// Where logins through the provider meet the roles: a role a group mapping gives is in use, and the
// mappings can never take the right to manage users from its last holder.

describeSso('SSO mappings and roles', (t) => {
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.server.app.inject(withCookie(t.admin, { method, url: `/api/frontend/${url}`, payload }));

  it('refuses to delete a role that a group mapping gives (409), and deletes it once the mapping is gone', async () => {
    const saved = await call('POST', 'roles/save', { name: 'Filialbetreuung', description: '', rights: ['CONTEXTS'] });
    assert.equal(saved.statusCode, 200, saved.body);
    const role = saved.json().uid as string;
    const mapping = await call('POST', 'sso-mappings/save', {
      group: 'filialen',
      role,
      contextKeys: [],
      allContexts: false,
    });
    assert.equal(mapping.statusCode, 200, mapping.body);

    const refused = await call('POST', `roles/${role}/delete`);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /1 Gruppenzuordnung des Identitätsanbieters gibt diese Rolle/);
    assert.ok((await call('GET', 'roles')).json().roles.some((r: { uid: string }) => r.uid === role));

    const mappings = (await call('GET', 'sso-mappings')).json().mappings as { uid: string; group: string }[];
    const uid = mappings.find((m) => m.group === 'filialen')!.uid;
    assert.equal((await call('POST', `sso-mappings/${uid}/delete`)).statusCode, 200);
    assert.equal((await call('POST', `roles/${role}/delete`)).statusCode, 200);
  });

  it('refuses a login whose mappings would take USERS_CHANGE from its last holder, and changes nothing', async () => {
    await t.map('konsole-admin', 'Administrator', [], true);
    await t.map('team-sued', 'Betrachter', ['SUEDKAUF']);
    t.provider.users.get('paul.pruefer')!.groups = ['konsole-admin'];
    assert.ok(sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'paul.pruefer')), 'logged in as administrator');
    // Every other person loses the right: paul is the last one who may manage users.
    const viewer = await t.server.db.kysely
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Betrachter')
      .executeTakeFirstOrThrow();
    await t.server.db.kysely
      .updateTable('users')
      .set({ roleId: viewer.id })
      .where('login', '!=', 'paul.pruefer')
      .execute();

    t.provider.users.get('paul.pruefer')!.groups = ['team-sued'];
    const refused = await ssoLogin(t.server.app, t.provider, 'paul.pruefer');
    assert.equal(refused.headers.location, '/login?ssoError=lastManager');
    assert.equal(sessionCookieOf(refused), undefined);
    const paul = await t.server.db.kysely
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select('roles.name')
      .where('login', '=', 'paul.pruefer')
      .executeTakeFirstOrThrow();
    assert.equal(paul.name, 'Administrator', 'the role stays');
  });
});

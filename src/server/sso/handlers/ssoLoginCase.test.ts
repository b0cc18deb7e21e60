import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withCookie } from '../../test/harness';
import { describeSso, sessionCookieOf, ssoLogin } from '../../test/ssoKit';

// Logins are unique whatever their case (issue 44, finding 5): the provider's `ADMIN` is the local
// `admin`'s login, so it is refused as a taken login and creates no second account beside it, which
// would leave the real account unsaveable (409).

describeSso('logins through the provider, ignoring case', (t) => {
  const get = (cookie: string, url: string) => t.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const pick = (o: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));
  const loginsLike = async (login: string) =>
    (await t.server.db.kysely.selectFrom('users').select('login').execute())
      .map((row) => row.login)
      .filter((l) => l.toLowerCase() === login);

  it('refuses a login that differs from a local one only in case, and the local account stays saveable', async () => {
    await t.map('konsole-betrieb', 'Administrator', [], true);
    t.provider.users.set('ADMIN', {
      ...t.provider.users.get('paul.pruefer')!,
      preferred_username: 'ADMIN',
      groups: ['konsole-betrieb'],
    });
    const reply = await ssoLogin(t.server.app, t.provider, 'ADMIN');
    assert.equal(reply.headers.location, '/login?ssoError=loginTaken');
    assert.equal(sessionCookieOf(reply), undefined);
    assert.deepEqual(await loginsLike('admin'), ['admin'], 'no second account');

    const users = (await get(t.admin, '/api/frontend/users?size=500')).json().users as { uid: string; login: string }[];
    const admin = (await get(t.admin, `/api/frontend/users/${users.find((u) => u.login === 'admin')!.uid}`)).json();
    const saved = await t.server.app.inject(
      withCookie(t.admin, {
        method: 'POST',
        url: '/api/frontend/users/sendUserForm',
        payload: {
          ...pick(admin, [
            'uid',
            'login',
            'firstName',
            'email',
            'role',
            'visibleContextIds',
            'allContextsVisible',
            'use2FA',
          ]),
          lastName: 'Adminsson',
          password: '',
        },
      }),
    );
    assert.equal(saved.statusCode, 200, saved.body);
  });

  it('keeps the case the provider sends for its own account, and refuses it when another account has it', async () => {
    const olga = t.provider.users.get('olga.oidc')!;
    olga.groups = ['konsole-betrieb'];
    assert.ok(sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc')));
    // The same subject with its login in other case: the same account, renamed.
    olga.preferred_username = 'Olga.Oidc';
    assert.ok(sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc')));
    assert.deepEqual(await loginsLike('olga.oidc'), ['Olga.Oidc']);

    // A local account takes the provider's spelling in other case: the next login is refused.
    const paul = t.provider.users.get('paul.pruefer')!;
    paul.groups = ['konsole-betrieb'];
    assert.ok(sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'paul.pruefer')));
    paul.preferred_username = 'ADMIN';
    const renamed = await ssoLogin(t.server.app, t.provider, 'paul.pruefer');
    assert.equal(renamed.headers.location, '/login?ssoError=loginTaken');
    assert.deepEqual(await loginsLike('admin'), ['admin']);
  });
});

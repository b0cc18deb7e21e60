import assert from 'node:assert/strict';
import { it } from 'node:test';
import { demo, secureSeed } from '../../test/demoAccounts';
import { withCookie } from '../../test/harness';
import { totp } from '../../test/usersKit';
import { userRowByLogin } from '../../test/repository/accountRows';
import { describeSso, sessionCookieOf, ssoLogin } from '../../test/ssoKit';

// Password login switched off (LOCAL_LOGIN=off): only a 'Notfallzugang' with 2FA logs in with a
// password. Every other account is answered as a wrong password is, whether its password was right
// or not (issue 44, finding 8): the reply is no oracle for passwords.

describeSso(
  'password login switched off',
  (t) => {
    const login = (login: string, password: string, token2FA?: string) =>
      t.server.app.inject({ method: 'POST', url: '/api/frontend/login', payload: { login, password, token2FA } });
    const wrongCredentials = { message: 'Benutzername oder Passwort ist falsch.' };
    /** The reply to the right password and to a wrong one, as a client sees them. */
    const bothReplies = async (account: string, password: string) => {
      const replies = [await login(account, password), await login(account, `${password}-falsch`)];
      return replies.map((reply) => ({ status: reply.statusCode, body: reply.json() as unknown }));
    };
    const setUser = (account: string, values: { emergencyAccess?: number; twoFactorEnabled?: number }) =>
      t.server.db.kysely.updateTable('users').set(values).where('login', '=', account).execute();

    it('says so on the login page', async () => {
      const config = (await t.server.app.inject({ method: 'GET', url: '/api/frontend/sso/config' })).json();
      assert.equal(config.localLogin, false);
    });

    it('answers the right password of an account without Notfallzugang as a wrong one', async () => {
      const [right, wrong] = await bothReplies(...demo.viewer);
      assert.deepEqual(right, { status: 401, body: wrongCredentials });
      assert.deepEqual(wrong, right);
    });

    it('answers a Notfallzugang without 2FA the same, and an account the provider created', async () => {
      await setUser('operator', { emergencyAccess: 1 });
      const [right, wrong] = await bothReplies(...demo.operator);
      assert.deepEqual(right, { status: 401, body: wrongCredentials });
      assert.deepEqual(wrong, right);

      // The administrator cannot log in now; a session planted for it saves the mapping.
      const admin = await userRowByLogin(t.server.db, 'admin');
      t.admin = `sid=${await t.server.app.sessions.create(admin!.id, { userAgent: 'test', address: undefined })}`;
      const role = await t.server.db.kysely
        .selectFrom('roles')
        .select('uid')
        .where('name', '=', 'Operator')
        .executeTakeFirstOrThrow();
      const mapping = { group: 'konsole-betrieb', role: role.uid, contextKeys: [], allContexts: false };
      const saved = await t.server.app.inject(
        withCookie(t.admin, { method: 'POST', url: '/api/frontend/sso-mappings/save', payload: mapping }),
      );
      assert.equal(saved.statusCode, 200, saved.body);
      assert.ok(sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc')));
      const [empty, guessed] = await bothReplies('olga.oidc', 'irgendwas');
      assert.deepEqual(empty, { status: 401, body: wrongCredentials });
      assert.deepEqual(guessed, empty);
    });

    it('lets a Notfallzugang with 2FA in with password and token', async () => {
      await setUser('secure', { emergencyAccess: 1 });
      const noToken = await login(...demo.secure);
      assert.equal(noToken.statusCode, 401);
      assert.equal(noToken.json().missing2FAToken, true);
      const token = await totp(secureSeed, t.server.clock.now);
      assert.equal((await login(...demo.secure, token)).statusCode, 200);
    });
  },
  { LOCAL_LOGIN: 'off' },
);

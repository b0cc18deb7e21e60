import assert from 'node:assert/strict';
import { it } from 'node:test';
import { auditReader } from '../../test/auditKit';
import { withCookie } from '../../test/harness';
import { insertTestToken } from '../../test/serviceAccountsKit';
import { describeSso, sessionCookieOf, ssoLogin } from '../../test/ssoKit';
import { createToken, insertServiceAccount, tokenForm, tokenGet } from '../../test/tokensKit';

// A leaver (issue 44): a user the provider logged in before, whose groups now give no role. Its
// refused login takes what it still held: its role, its contexts, its sessions and its own tokens,
// audited. The last person who may manage users keeps its role, but not its sessions and tokens.

describeSso('a leaver at its refused SSO login', (t) => {
  const audit = auditReader(() => t.server.db);
  const get = (cookie: string, url: string) => t.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const ping = async (cookie: string) => (await get(cookie, '/api/frontend/ping')).statusCode;
  const groupsOf = (login: string, groups: string[]) => void (t.provider.users.get(login)!.groups = groups);
  const userRow = (login: string) =>
    t.server.db.kysely
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.roleId')
      .select(['users.id', 'users.allContextsVisible', 'roles.name as role', 'roles.rights'])
      .where('users.login', '=', login)
      .executeTakeFirstOrThrow();
  const contextsOf = async (userId: number) =>
    (await t.server.db.kysely.selectFrom('userContexts').select('contextId').where('userId', '=', userId).execute())
      .length;
  const tokenRow = (id: number) =>
    t.server.db.kysely.selectFrom('apiTokens').select('revokedAt').where('id', '=', id).executeTakeFirstOrThrow();

  it('takes its role, contexts, sessions and own tokens in one audited change; a later login gives them back', async () => {
    await t.map('konsole-betrieb', 'Operator', []);
    await t.map('team-nord', null, ['NORDMARKT']);
    const first = sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc'))!;
    const second = sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc'))!;
    const token = await createToken(t.server.app, first, tokenForm({ name: 'Olgas Skript', expiresInDays: 365 }));
    assert.equal((await tokenGet(t.server.app, token.token, '/api/frontend/ping')).statusCode, 200);
    // A service account she owns keeps its tokens: programs act with it, not with her.
    const bot = await insertServiceAccount(t.server.db, {
      name: 'olga-bot',
      role: 'Betrachter',
      contexts: 'all',
      owner: 'olga.oidc',
    });
    const botToken = await insertTestToken(t.server.db, {
      holderUserId: bot.id,
      createdAt: t.server.clock.now,
      expiresAt: null,
    });
    await audit.skip();

    groupsOf('olga.oidc', ['ehemalige']);
    const refused = await ssoLogin(t.server.app, t.provider, 'olga.oidc');
    assert.equal(refused.headers.location, '/login?ssoError=noRole');
    assert.equal(sessionCookieOf(refused), undefined);

    assert.equal(await ping(first), 401, 'her sessions ended');
    assert.equal(await ping(second), 401);
    assert.equal((await tokenGet(t.server.app, token.token, '/api/frontend/ping')).statusCode, 401, 'token revoked');
    const olga = await userRow('olga.oidc');
    assert.deepEqual([olga.role, olga.rights, olga.allContextsVisible], ['Ohne Zugang', '[]', 0]);
    assert.equal(await contextsOf(olga.id), 0, 'no context');
    assert.equal((await tokenRow(botToken.id)).revokedAt, null, "the service account's token stays");

    const entries = await audit.fresh();
    const byAction = (action: string) => entries.filter((e) => e.action === action);
    const [changed] = byAction('userChanged');
    assert.equal(changed?.userLogin, 'system');
    assert.equal(changed?.objectLabel, 'olga.oidc');
    assert.deepEqual(
      changed?.changes.filter((c) => c.field !== 'reason'),
      [
        { field: 'role', before: 'Operator', after: 'Ohne Zugang' },
        { field: 'contexts', before: 'NORDMARKT', after: null },
      ],
    );
    assert.match(changed!.changes.find((c) => c.field === 'reason')!.after!, /Zugang entzogen/);
    assert.equal(byAction('sessionEnded').length, 2);
    assert.deepEqual(
      byAction('tokenRevoked').map((e) => e.objectId),
      [token.uid],
    );
    assert.equal(byAction('ssoLoginRefused').length, 1);
    // Trying again: refused and recorded, with nothing left to take.
    assert.equal((await ssoLogin(t.server.app, t.provider, 'olga.oidc')).headers.location, '/login?ssoError=noRole');
    assert.deepEqual(
      (await audit.fresh()).map((e) => e.action),
      ['ssoLoginRefused'],
    );

    // Back in a mapped group: the next login gives role and contexts again.
    groupsOf('olga.oidc', ['konsole-betrieb', 'team-nord']);
    assert.ok(sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'olga.oidc')));
    const back = await userRow('olga.oidc');
    assert.equal(back.role, 'Operator');
    assert.equal(await contextsOf(back.id), 1);
  });

  it('refuses a first login without a role and creates nobody', async () => {
    await audit.skip();
    groupsOf('paul.pruefer', ['ehemalige']);
    const refused = await ssoLogin(t.server.app, t.provider, 'paul.pruefer');
    assert.equal(refused.headers.location, '/login?ssoError=noRole');
    const paul = await t.server.db.kysely
      .selectFrom('users')
      .select('id')
      .where('login', '=', 'paul.pruefer')
      .executeTakeFirst();
    assert.equal(paul, undefined);
    assert.deepEqual(
      (await audit.fresh()).map((e) => e.action),
      ['ssoLoginRefused'],
    );
  });

  // Last: it leaves nobody but paul with the right to manage users.
  it('lets the last user manager keep its role, but ends its sessions and tokens', async () => {
    await t.map('konsole-admin', 'Administrator', [], true);
    groupsOf('paul.pruefer', ['konsole-admin']);
    const session = sessionCookieOf(await ssoLogin(t.server.app, t.provider, 'paul.pruefer'))!;
    const token = await createToken(t.server.app, session, tokenForm({ name: 'Pauls Skript' }));
    const viewer = await t.server.db.kysely
      .selectFrom('roles')
      .select('id')
      .where('name', '=', 'Betrachter')
      .executeTakeFirstOrThrow();
    await t.server.db.kysely
      .updateTable('users')
      .set({ roleId: viewer.id })
      .where('login', '!=', 'paul.pruefer')
      .where('kind', '=', 'person')
      .execute();
    await audit.skip();

    groupsOf('paul.pruefer', []);
    const refused = await ssoLogin(t.server.app, t.provider, 'paul.pruefer');
    assert.equal(refused.headers.location, '/login?ssoError=noRole');
    assert.equal(await ping(session), 401, 'the session ended');
    assert.equal((await tokenGet(t.server.app, token.token, '/api/frontend/ping')).statusCode, 401);
    const paul = await userRow('paul.pruefer');
    assert.deepEqual([paul.role, paul.allContextsVisible], ['Administrator', 1], 'the role stays');
    const [changed] = (await audit.fresh()).filter((e) => e.action === 'userChanged');
    assert.deepEqual(
      changed?.changes.map((c) => c.field),
      ['reason'],
    );
    assert.match(changed!.changes[0]!.after!, /niemand mehr Benutzer verwalten/);
  });
});

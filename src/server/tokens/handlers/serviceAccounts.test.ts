import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { auditReader } from '../../test/auditKit';
import { loginCookie } from '../../test/harness';
import {
  accountId,
  deleteServiceAccountUrl,
  insertRole,
  insertTestToken,
  saveServiceAccountUrl,
  serviceAccountsUrl,
  type ServiceAccountJson,
} from '../../test/serviceAccountsKit';
import { describeUsers } from '../../test/usersKit';

const day = 86_400_000;
describeUsers('service accounts', (t) => {
  const { get, post, roleUid } = t;
  const audit = auditReader(() => t.server.db);
  const list = async (cookie: string): Promise<ServiceAccountJson[]> => {
    const reply = await get(cookie, serviceAccountsUrl);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().serviceAccounts;
  };
  const form = (over: Record<string, unknown> = {}) => ({
    name: 'ticket-bot',
    purpose: 'Öffnet Rollouts aus dem Ticketsystem',
    role: roleUid('Operator'),
    visibleContextIds: ['NORDMARKT'],
    allContextsVisible: false,
    ...over,
  });
  /** A user administrator of NORDMARKT only, with one fleet right: the tenant's administrator. */
  let restricted: string;
  let restrictedRole: string;
  before(async () => {
    restrictedRole = await insertRole(t.server.db, 'Nord-Admin', ['USERS', 'USERS_CHANGE', 'CASHPOINTS_CHANGE']);
    const created = await post(t.admin, '/api/frontend/users/sendUserForm', {
      ...t.form({ login: 'nordadmin', role: restrictedRole }),
    });
    assert.equal(created.statusCode, 200, created.body);
    restricted = await loginCookie(t.server.app, 'nordadmin', 'geheim-123');
  });

  it("lists the demo's service account with its owner, role and contexts", async () => {
    const [nightly] = await list(t.admin);
    assert.deepEqual(
      { ...nightly, uid: undefined, createdAt: undefined },
      {
        uid: undefined,
        name: 'nightly-export',
        purpose: 'Nächtlicher Export der Kassen- und Update-Stände aller Kontexte für das Data Warehouse',
        owner: 'admin',
        ownerName: 'Anna Admin',
        role: roleUid('Betrachter'),
        roleName: 'Betrachter',
        rights: [],
        visibleContextIds: [],
        allContextsVisible: true,
        createdAt: undefined,
        tokenCount: 0,
      },
    );
  });

  it('creates, changes and deletes a service account, audited, and counts only working tokens', async () => {
    await audit.skip();
    const created = await post(t.admin, saveServiceAccountUrl, form());
    assert.equal(created.statusCode, 200, created.body);
    const { uid } = created.json();
    const account = (await list(t.admin)).find((a) => a.uid === uid)!;
    assert.deepEqual(
      [account.name, account.owner, account.roleName, account.visibleContextIds, account.allContextsVisible],
      ['ticket-bot', 'admin', 'Operator', ['NORDMARKT'], false],
    );
    // Its role's rights: what its tokens may be given.
    assert.deepEqual(account.rights, [
      'UPDATES_CHANGE',
      'UPDATES_ORDER_CHANGE',
      'CASHPOINTS_CHANGE',
      'ALERTS_ACKNOWLEDGE',
      'ACTIONS_RUN',
    ]);
    const [createdEntry] = await audit.fresh();
    assert.equal(createdEntry!.action, 'serviceAccountCreated');
    assert.deepEqual(
      [createdEntry!.userLogin, createdEntry!.objectType, createdEntry!.objectId, createdEntry!.objectLabel],
      ['admin', 'serviceAccount', uid, 'ticket-bot'],
    );
    assert.deepEqual(
      createdEntry!.changes.map((c) => `${c.field}=${c.after}`),
      [
        'name=ticket-bot',
        'purpose=Öffnet Rollouts aus dem Ticketsystem',
        'role=Operator',
        'contexts=NORDMARKT',
        'allContextsVisible=false',
      ],
    );

    const changed = await post(
      t.admin,
      saveServiceAccountUrl,
      form({ uid, purpose: 'Liest Tickets', visibleContextIds: ['SUEDKAUF', 'NORDMARKT'] }),
    );
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().uid, uid);
    const [changedEntry] = await audit.fresh();
    assert.equal(changedEntry!.action, 'serviceAccountChanged');
    assert.deepEqual(changedEntry!.changes, [
      { field: 'purpose', before: 'Öffnet Rollouts aus dem Ticketsystem', after: 'Liest Tickets' },
      { field: 'contexts', before: 'NORDMARKT', after: 'NORDMARKT, SUEDKAUF' },
    ]);
    // The same form again changes nothing, and nothing is recorded.
    await post(
      t.admin,
      saveServiceAccountUrl,
      form({ uid, purpose: 'Liest Tickets', visibleContextIds: ['NORDMARKT', 'SUEDKAUF'] }),
    );
    assert.deepEqual(await audit.fresh(), []);

    const holderUserId = await accountId(t.server.db, 'ticket-bot');
    const now = t.server.clock.now;
    await insertTestToken(t.server.db, { holderUserId, createdAt: now, expiresAt: now + 30 * day });
    await insertTestToken(t.server.db, { holderUserId, createdAt: now, expiresAt: null });
    await insertTestToken(t.server.db, { holderUserId, createdAt: now, expiresAt: now + day, revokedAt: now });
    await insertTestToken(t.server.db, { holderUserId, createdAt: now - 10 * day, expiresAt: now - day });
    assert.equal((await list(t.admin)).find((a) => a.uid === uid)!.tokenCount, 2);

    const deleted = await post(t.admin, deleteServiceAccountUrl(uid), undefined);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(
      (await list(t.admin)).find((a) => a.uid === uid),
      undefined,
    );
    const tokens = await t.server.db.kysely
      .selectFrom('apiTokens')
      .select('id')
      .where('holderUserId', '=', holderUserId)
      .execute();
    assert.deepEqual(tokens, []);
    const [deletedEntry] = await audit.fresh();
    assert.deepEqual(
      [deletedEntry!.action, deletedEntry!.objectId, deletedEntry!.objectLabel],
      ['serviceAccountDeleted', uid, 'ticket-bot'],
    );
    assert.equal((await post(t.admin, deleteServiceAccountUrl(uid), undefined)).statusCode, 404);
    assert.equal((await post(t.admin, saveServiceAccountUrl, form({ uid }))).statusCode, 404);
  });

  it('keeps names unique among persons and service accounts (409 with the name)', async () => {
    for (const name of ['operator', 'nightly-export']) {
      const reply = await post(t.admin, saveServiceAccountUrl, form({ name }));
      assert.equal(reply.statusCode, 409, reply.body);
      assert.deepEqual(reply.json(), {
        message: 'Ein Benutzer oder Servicekonto mit diesem Namen existiert bereits.',
        value: name,
      });
    }
    const person = await post(t.admin, '/api/frontend/users/sendUserForm', t.form({ login: 'Nightly-Export' }));
    assert.equal(person.statusCode, 409, person.body);
  });

  it('answers wrong input with German 400 messages and writes nothing', async () => {
    await audit.skip();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ purpose: '   ' }, /"Zweck" ist ein Pflichtfeld/],
      [{ role: 'keine-rolle' }, /Die Rolle existiert nicht/],
      [{ visibleContextIds: ['NORDMARKT', 'GIBTSNICHT'] }, /Diese Kontexte existieren nicht: GIBTSNICHT/],
      [{ name: 'Gross' }, /"name" hat ein ungültiges Format/],
    ];
    for (const [over, message] of cases) {
      const reply = await post(t.admin, saveServiceAccountUrl, form(over));
      assert.equal(reply.statusCode, 400, reply.body);
      assert.match(reply.json().message, message);
    }
    assert.deepEqual(await audit.fresh(), []);
  });

  it('needs USERS_CHANGE for every call', async () => {
    const [nightly] = await list(t.admin);
    for (const cookie of [t.viewer, t.operator]) {
      assert.equal((await get(cookie, serviceAccountsUrl)).statusCode, 403);
      assert.equal((await post(cookie, saveServiceAccountUrl, form())).statusCode, 403);
      assert.equal((await post(cookie, deleteServiceAccountUrl(nightly!.uid), undefined)).statusCode, 403);
    }
  });

  it('keeps a restricted administrator to accounts within its contexts and rights', async () => {
    const [nightly] = await list(t.admin);
    // It sees all contexts: beyond the tenant's administrator.
    assert.deepEqual(await list(restricted), []);
    const refused = [
      form({ allContextsVisible: true, visibleContextIds: [], role: roleUid('Betrachter') }),
      form({ visibleContextIds: ['SUEDKAUF'], role: roleUid('Betrachter') }),
      form({ role: roleUid('Operator') }),
      form({ role: roleUid('Administrator') }),
      { ...form({ role: roleUid('Betrachter') }), uid: nightly!.uid },
    ];
    for (const body of refused) {
      const reply = await post(restricted, saveServiceAccountUrl, body);
      assert.equal(reply.statusCode, 403, `${JSON.stringify(body)} ${reply.body}`);
    }
    assert.equal((await post(restricted, deleteServiceAccountUrl(nightly!.uid), undefined)).statusCode, 403);

    const own = await post(restricted, saveServiceAccountUrl, form({ name: 'nord-export', role: restrictedRole }));
    assert.equal(own.statusCode, 200, own.body);
    const mine = await list(restricted);
    assert.deepEqual(
      mine.map((a) => [a.name, a.owner, a.ownerName, a.visibleContextIds]),
      [['nord-export', 'nordadmin', 'Nina Neumann', ['NORDMARKT']]],
    );
  });

  it('shows no service account among the users, and the user calls do not touch one (404)', async () => {
    const users = (await get(t.admin, '/api/frontend/users?size=500')).json();
    assert.equal(
      users.users.some((u: { login: string }) => u.login === 'nightly-export'),
      false,
    );
    assert.equal((await get(t.admin, '/api/frontend/users?filter=nightly')).json().total, 0);
    const [nightly] = await list(t.admin);
    const uid = nightly!.uid;
    const calls = [
      await get(t.admin, `/api/frontend/users/${uid}`),
      await get(t.admin, `/api/frontend/users/qrcode/${uid}`),
      await post(t.admin, `/api/frontend/users/unlock/${uid}`, undefined),
      await post(t.admin, '/api/frontend/users/sendUserForm', t.form({ uid, login: 'nightly-export' })),
      await t.server.app.inject({
        method: 'DELETE',
        url: `/api/frontend/users/${uid}`,
        headers: { cookie: t.admin },
      }),
    ];
    for (const reply of calls) assert.equal(reply.statusCode, 404, reply.body);
    assert.equal((await list(t.admin))[0]!.name, 'nightly-export');
  });

  it('refuses to log a service account in, with the reply to wrong credentials, even with a password hash', async () => {
    await audit.skip();
    const tryLogin = (password: string) =>
      t.server.app.inject({
        method: 'POST',
        url: '/api/frontend/login',
        payload: { login: 'nightly-export', password },
      });
    const wrong = await tryLogin('irgendwas');
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.json(), { message: 'Benutzername oder Passwort ist falsch.' });
    // A password stored by whatever means does not make it a login either.
    const person = await t.server.db.kysely
      .selectFrom('users')
      .select('passwordHash')
      .where('login', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await t.server.db.kysely
      .updateTable('users')
      .set({ passwordHash: person.passwordHash })
      .where('login', '=', 'nightly-export')
      .execute();
    const right = await tryLogin('demo-viewer-2026');
    assert.equal(right.statusCode, 401);
    assert.deepEqual(right.json(), { message: 'Benutzername oder Passwort ist falsch.' });
    assert.equal(right.cookies.length, 0);
    await t.server.db.kysely
      .updateTable('users')
      .set({ passwordHash: '' })
      .where('login', '=', 'nightly-export')
      .execute();
    // Logged like a try with an unknown login: nobody's account is named.
    const entries = await audit.fresh();
    assert.deepEqual(
      entries.map((e) => [e.action, e.userId, e.userLogin]),
      [
        ['loginFailed', null, 'nightly-export'],
        ['loginFailed', null, 'nightly-export'],
      ],
    );
  });

  it('leaves the service accounts of a deleted user without an owner', async () => {
    const nordadmin = (await get(t.admin, '/api/frontend/users?filter=nordadmin')).json().users[0];
    const deleted = await t.server.app.inject({
      method: 'DELETE',
      url: `/api/frontend/users/${nordadmin.uid}`,
      headers: { cookie: t.admin },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    const account = (await list(t.admin)).find((a) => a.name === 'nord-export')!;
    assert.deepEqual([account.owner, account.ownerName], [null, null]);
    // Still there and still managed like any other.
    const changed = await post(
      t.admin,
      saveServiceAccountUrl,
      form({ uid: account.uid, name: 'nord-export-2', role: restrictedRole }),
    );
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal((await list(t.admin)).find((a) => a.uid === account.uid)!.owner, null);
  });
});

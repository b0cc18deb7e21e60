import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withCookie } from '../../test/harness';
import { loginCookie } from '../../test/harness';
import { describeUsers, messagesSeed, type UserJson } from '../../test/usersKit';

describeUsers('user administration', (t) => {
  const { get, post, roleUid, form, userRow } = t;

  it('lists users sorted, filtered and paged, with roles from the database and no secrets', async () => {
    const all = (await get(t.admin, '/api/frontend/users?size=500')).json();
    assert.equal(all.total, 5);
    assert.deepEqual(
      all.users.map((u: UserJson) => u.login),
      ['admin', 'approver', 'operator', 'secure', 'viewer'],
    );
    assert.deepEqual(t.roles.map((r) => r.name).sort(), ['Administrator', 'Betrachter', 'Freigabe', 'Operator']);
    assert.equal(all.contexts.length, 6);
    for (const u of all.users) {
      assert.equal('password' in u || 'passwordHash' in u || 'seed2FA' in u, false);
    }
    const op = all.users.find((u: UserJson) => u.login === 'operator');
    assert.deepEqual(op.visibleContextIds, ['NORDMARKT', 'SUEDKAUF']);
    assert.equal(op.allContextsVisible, false);
    assert.equal(op.roleName, 'Operator');
    assert.equal(all.users.find((u: UserJson) => u.login === 'secure').use2FA, true);

    const desc = (await get(t.admin, '/api/frontend/users?sortBy=roleName&sortDirection=desc&size=2&page=1')).json();
    assert.equal(desc.total, 5);
    assert.deepEqual(
      desc.users.map((u: UserJson) => u.roleName),
      ['Operator', 'Freigabe'],
    );
    const page2 = (await get(t.admin, '/api/frontend/users?size=3&page=2')).json();
    assert.deepEqual(
      page2.users.map((u: UserJson) => u.login),
      ['secure', 'viewer'],
    );
    const filtered = (await get(t.admin, '/api/frontend/users?filter=OPERA')).json();
    assert.deepEqual(
      filtered.users.map((u: UserJson) => u.login),
      ['operator'],
    );
    assert.equal(filtered.total, 1);
    const percent = (await get(t.admin, '/api/frontend/users?filter=%25')).json();
    assert.equal(percent.total, 0);
  });

  it('creates a user with a scrypt hash, reads and edits it, and refuses a duplicate login with 409', async () => {
    const created = await post(t.admin, '/api/frontend/users/sendUserForm', form());
    assert.equal(created.statusCode, 200, created.body);
    const { uid } = created.json();
    const row = await userRow('neu');
    assert.match(row!.passwordHash, /^scrypt\$/);
    const read = (await get(t.admin, `/api/frontend/users/${uid}`)).json();
    assert.deepEqual(read, {
      uid,
      login: 'neu',
      lastName: 'Neumann',
      firstName: 'Nina',
      email: 'nina@example.com',
      role: roleUid('Betrachter'),
      roleName: 'Betrachter',
      visibleContextIds: ['NORDMARKT'],
      allContextsVisible: false,
      use2FA: false,
      emergencyAccess: false,
      locked: false,
    });
    // The new user sees exactly its context.
    const cookie = await loginCookie(t.server.app, 'neu', 'geheim-123');
    const ping = (await get(cookie, '/api/frontend/ping')).json();
    assert.deepEqual(
      ping.contexts.map((c: { key: string }) => c.key),
      ['NORDMARKT'],
    );
    assert.equal((await get(cookie, '/api/frontend/cashpoints?contextId=SUEDKAUF')).statusCode, 403);

    // Edit without a password keeps the old one.
    const edited = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ uid, password: null, lastName: 'Neu', visibleContextIds: ['SUEDKAUF', 'NORDMARKT'] }),
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await userRow('neu'))!.passwordHash, row!.passwordHash);
    const again = (await get(t.admin, `/api/frontend/users/${uid}`)).json();
    assert.deepEqual(again.visibleContextIds, ['NORDMARKT', 'SUEDKAUF']);
    assert.equal(again.lastName, 'Neu');

    const duplicate = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'Operator' }));
    assert.equal(duplicate.statusCode, 409);
    assert.deepEqual(duplicate.json(), { message: 'Benutzername existiert bereits.', value: 'Operator' });
  });

  it('answers 400 with the German field messages for invalid data', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ login: 'ab' }, 'Ungültige Anfrage: "login" muss mindestens 3 Zeichen haben'],
      [{ lastName: '  ' }, '"Nachname" ist ein Pflichtfeld'],
      [{ email: 'kein-mail' }, '"E-Mail" muss eine gültige E-Mailadresse sein'],
      [{ password: 'kurz' }, '"Passwort" muss mindestens 8 Zeichen haben'],
      // Four characters, though eight UTF-16 units.
      [{ password: '😀😀😀😀' }, '"Passwort" muss mindestens 8 Zeichen haben'],
      [{ password: null, login: 'ohnepw' }, '"Passwort" ist ein Pflichtfeld'],
      [{ role: 'gibtsnicht' }, 'Die Rolle existiert nicht.'],
      [{ visibleContextIds: ['NIRGENDS'] }, 'Diese Kontexte existieren nicht: NIRGENDS'],
      [{ login: 'zweifa', use2FA: true, seed2FA: 'JBSWY3DPEHPK3PXPJBSW' }, messagesSeed()],
    ];
    for (const [over, message] of cases) {
      const reply = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'ungueltig', ...over }));
      assert.equal(reply.statusCode, 400, JSON.stringify(over));
      assert.equal(reply.json().message, message);
    }
    assert.equal(await userRow('ungueltig'), undefined);
    const unknown = await post(t.admin, '/api/frontend/users/sendUserForm', form({ uid: 'gibtsnicht' }));
    assert.equal(unknown.statusCode, 404);
  });

  it('lets a limited user administrator hand out neither more contexts nor more rights than it has', async () => {
    await t.server.db.kysely
      .updateTable('roles')
      .set({ rights: JSON.stringify(['USERS', 'USERS_CHANGE']) })
      .where('name', '=', 'Betrachter')
      .execute();
    const limited = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ login: 'teiladmin', visibleContextIds: ['NORDMARKT'] }),
    );
    assert.equal(limited.statusCode, 200);
    const cookie = await loginCookie(t.server.app, 'teiladmin', 'geheim-123');
    const list = (await get(cookie, '/api/frontend/users')).json();
    assert.deepEqual(
      list.contexts.map((c: { key: string }) => c.key),
      ['NORDMARKT'],
    );
    // It lists only users who see nothing beyond NORDMARKT: the others belong to other tenants.
    const listed = list.users as UserJson[];
    assert.ok(listed.some((u) => u.login === 'teiladmin'));
    assert.ok(!listed.some((u) => ['admin', 'operator'].includes(u.login)));
    for (const u of listed) {
      assert.equal(u.allContextsVisible, false, u.login);
      assert.ok(
        u.visibleContextIds.every((k) => k === 'NORDMARKT'),
        u.login,
      );
    }
    assert.equal(list.total, listed.length);
    const before = await t.server.db.kysely.selectFrom('users').select('login').execute();
    for (const over of [
      { visibleContextIds: ['SUEDKAUF'] },
      { allContextsVisible: true, visibleContextIds: [] },
      { role: roleUid('Administrator') },
    ]) {
      const reply = await post(cookie, '/api/frontend/users/sendUserForm', form({ login: 'weiter', ...over }));
      assert.equal(reply.statusCode, 403, JSON.stringify(over));
    }
    const adminUid = (await userRow('admin'))!.uid;
    assert.equal((await get(cookie, `/api/frontend/users/${adminUid}`)).statusCode, 403);
    const del = await t.server.app.inject(
      withCookie(cookie, { method: 'DELETE', url: `/api/frontend/users/${adminUid}` }),
    );
    assert.equal(del.statusCode, 403);
    assert.deepEqual(await t.server.db.kysely.selectFrom('users').select('login').execute(), before);

    // Seeing every context is not enough to manage a stronger account: its rights count too.
    await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'teilchef', allContextsVisible: true }));
    const chief = await loginCookie(t.server.app, 'teilchef', 'geheim-123');
    assert.equal((await get(chief, `/api/frontend/users/${adminUid}`)).statusCode, 403);
    assert.equal((await get(chief, `/api/frontend/users/qrcode/${adminUid}`)).statusCode, 403);
    const demote = await post(
      chief,
      '/api/frontend/users/sendUserForm',
      form({ uid: adminUid, login: 'admin', password: '', role: roleUid('Betrachter') }),
    );
    assert.equal(demote.statusCode, 403);
    const chiefDelete = await t.server.app.inject(
      withCookie(chief, { method: 'DELETE', url: `/api/frontend/users/${adminUid}` }),
    );
    assert.equal(chiefDelete.statusCode, 403);
    assert.ok(await userRow('admin'));
    await t.server.db.kysely.updateTable('roles').set({ rights: '[]' }).where('name', '=', 'Betrachter').execute();
  });

  it('deletes a user with its sessions, never the own account', async () => {
    await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'weg' }));
    const uid = (await userRow('weg'))!.uid;
    const cookie = await loginCookie(t.server.app, 'weg', 'geheim-123');
    const reply = await t.server.app.inject(
      withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }),
    );
    assert.equal(reply.statusCode, 200);
    assert.equal(await userRow('weg'), undefined);
    assert.equal((await get(cookie, '/api/frontend/ping')).statusCode, 401);
    const again = await t.server.app.inject(
      withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }),
    );
    assert.equal(again.statusCode, 404);
    const self = (await userRow('admin'))!.uid;
    const selfDelete = await t.server.app.inject(
      withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${self}` }),
    );
    assert.equal(selfDelete.statusCode, 400);
    assert.ok(await userRow('admin'));
  });
});

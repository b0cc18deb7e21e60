import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginCookie, withCookie } from '../../test/harness';
import { describeUsers } from '../../test/usersKit';
import { roleTexts } from '../../../shared/texts/de/roles';

// The role editor's API (issue 32) over HTTP on SQLite and PostgreSQL: custom roles, the read-only
// built-in ones, 409 for a role in use, and the last user manager kept by role change, role edit
// and deletion; each change in the audit log.

const m = roleTexts.roleMessages;
const rolesUrl = '/api/frontend/roles';
const saveUrl = '/api/frontend/roles/save';
const deleteUrl = (uid: string) => `/api/frontend/roles/${uid}/delete`;

interface RoleJson {
  uid: string;
  name: string;
  description: string;
  rights: string[];
  builtin: boolean;
  userCount: number;
}

describeUsers('roles', (t) => {
  const { get, post, form } = t;
  const roles = async (cookie = t.admin): Promise<RoleJson[]> => (await get(cookie, rolesUrl)).json().roles;
  const role = async (name: string, cookie = t.admin) => (await roles(cookie)).find((r) => r.name === name)!;
  const auditActions = async () =>
    (await t.server.db.kysely.selectFrom('auditLog').select(['action', 'objectLabel']).orderBy('id').execute()).filter(
      (e) => e.action.startsWith('role'),
    );

  it('lists the built-in roles with their holders and the rights with German descriptions', async () => {
    const reply = await get(t.admin, rolesUrl);
    assert.equal(reply.statusCode, 200, reply.body);
    const body = reply.json();
    const admin = body.roles.find((r: RoleJson) => r.name === 'Administrator');
    assert.equal(admin.builtin, true);
    assert.equal(admin.userCount, 2);
    assert.ok(admin.rights.includes('USERS_CHANGE'));
    assert.deepEqual(
      body.rights.find((r: { right: string }) => r.right === 'AUDIT'),
      {
        right: 'AUDIT',
        description: 'Das Protokoll ansehen und exportieren',
      },
    );
    assert.equal((await get(t.operator, rolesUrl)).statusCode, 403);
  });

  it('creates, changes and deletes a custom role, audited; refuses built-in, clashing and unknown', async () => {
    const created = await post(t.admin, saveUrl, {
      name: ' Pflege ',
      description: 'Kalender',
      rights: ['CALENDAR_CHANGE', 'AUDIT'],
    });
    assert.equal(created.statusCode, 200, created.body);
    const { uid } = created.json();
    assert.deepEqual(await role('Pflege'), {
      uid,
      name: 'Pflege',
      description: 'Kalender',
      rights: ['AUDIT', 'CALENDAR_CHANGE'],
      builtin: false,
      userCount: 0,
    });
    const changed = await post(t.admin, saveUrl, {
      uid,
      name: 'Pflege',
      description: 'Kalender',
      rights: ['CALENDAR_CHANGE'],
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual((await role('Pflege')).rights, ['CALENDAR_CHANGE']);

    const clash = await post(t.admin, saveUrl, { name: 'pflege', description: '', rights: [] });
    assert.equal(clash.statusCode, 409);
    assert.deepEqual(clash.json(), { message: m.roleExists, value: 'pflege' });
    const unknown = await post(t.admin, saveUrl, { name: 'X', description: '', rights: ['FLY'] });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, `${m.unknownRights} FLY`);
    const builtin = await role('Betrachter');
    const edit = await post(t.admin, saveUrl, {
      uid: builtin.uid,
      name: 'Betrachter',
      description: '',
      rights: ['AUDIT'],
    });
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().message, m.builtinReadOnly);
    const removeBuiltin = await post(t.admin, deleteUrl(builtin.uid), {});
    assert.equal(removeBuiltin.statusCode, 409);
    assert.equal(removeBuiltin.json().message, m.builtinReadOnly);
    assert.equal((await post(t.admin, deleteUrl('nix'), {})).statusCode, 404);

    const deleted = await post(t.admin, deleteUrl(uid), {});
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal(
      (await roles()).some((r) => r.uid === uid),
      false,
    );
    assert.deepEqual(await auditActions(), [
      { action: 'roleCreated', objectLabel: 'Pflege' },
      { action: 'roleChanged', objectLabel: 'Pflege' },
      { action: 'roleDeleted', objectLabel: 'Pflege' },
    ]);
  });

  it('refuses to delete a role in use with 409 naming how many users hold it', async () => {
    const { uid } = (await post(t.admin, saveUrl, { name: 'Zwei', description: '', rights: [] })).json();
    for (const login of ['zwei-a', 'zwei-b']) {
      const saved = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login, role: uid }));
      assert.equal(saved.statusCode, 200, saved.body);
    }
    const refused = await post(t.admin, deleteUrl(uid), {});
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), {
      message: 'Die Rolle kann nicht gelöscht werden: 2 Benutzer haben diese Rolle.',
    });
    assert.equal((await role('Zwei')).userCount, 2);
  });

  it('grants no right the caller lacks', async () => {
    await post(t.admin, saveUrl, { name: 'Nur Benutzer', description: '', rights: ['USERS', 'USERS_CHANGE'] });
    const { uid } = await role('Nur Benutzer');
    await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ login: 'pfleger', role: uid, allContextsVisible: true, visibleContextIds: [] }),
    );
    const pfleger = await loginCookie(t.server.app, 'pfleger', 'geheim-123');
    const wider = await post(pfleger, saveUrl, { name: 'Mehr', description: '', rights: ['AUDIT'] });
    assert.equal(wider.statusCode, 403);
    // A tenant's administrator (one context) changes no role that users of other contexts hold.
    const { uid: shared } = (
      await post(t.admin, saveUrl, { name: 'Geteilt', description: '', rights: ['USERS'] })
    ).json();
    await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ login: 'anderswo', role: shared, visibleContextIds: ['SUEDKAUF'] }),
    );
    const mandant = await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ login: 'mandant', role: uid, visibleContextIds: ['NORDMARKT'] }),
    );
    const tenant = await loginCookie(t.server.app, 'mandant', 'geheim-123');
    const narrowed = await post(tenant, saveUrl, { uid: shared, name: 'Geteilt', description: '', rights: [] });
    assert.equal(narrowed.statusCode, 403);
    assert.deepEqual((await role('Geteilt')).rights, ['USERS']);
    // Gone again: the next test needs 'pfleger' as the last user manager.
    const gone = await t.server.app.inject(
      withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${mandant.json().uid}` }),
    );
    assert.equal(gone.statusCode, 200, gone.body);
  });

  it('keeps the last user manager by role change, role edit and deletion (409), changing nothing', async () => {
    const users = (await get(t.admin, '/api/frontend/users?size=500')).json().users as { uid: string; login: string }[];
    const uidOf = (login: string) => users.find((u) => u.login === login)!.uid;
    const betrachter = (await role('Betrachter')).uid;
    // A service account of the administrator's role, whose token may delete persons.
    const account = await post(t.admin, '/api/frontend/service-accounts/save', {
      name: 'pflegeskript',
      purpose: 'Test',
      role: (await role('Administrator')).uid,
      visibleContextIds: [],
      allContextsVisible: true,
    });
    assert.equal(account.statusCode, 200, account.body);
    const token = await post(t.admin, '/api/frontend/tokens/create', {
      name: 'Skript',
      rights: ['USERS', 'USERS_CHANGE'],
      contextIds: null,
      readOnly: false,
      expiresInDays: 1,
      serviceAccountUid: account.json().uid,
    });
    assert.equal(token.statusCode, 200, token.body);
    const bearer = { authorization: `Bearer ${token.json().token}` };

    // 'pfleger' (a custom role with USERS_CHANGE) and the two administrators manage users.
    for (const login of ['secure', 'admin']) {
      const demoted = await post(
        t.admin,
        '/api/frontend/users/sendUserForm',
        form({
          uid: uidOf(login),
          login,
          password: '',
          role: betrachter,
          allContextsVisible: true,
          visibleContextIds: [],
        }),
      );
      assert.equal(demoted.statusCode, 200, `${login}: ${demoted.body}`);
    }
    const pfleger = await loginCookie(t.server.app, 'pfleger', 'geheim-123');
    const before = await t.server.db.kysely.selectFrom('users').select(['login', 'roleId']).orderBy('login').execute();
    const ownRole = await role('Nur Benutzer', pfleger);

    const selfDemote = await post(
      pfleger,
      '/api/frontend/users/sendUserForm',
      form({
        uid: uidOf('pfleger'),
        login: 'pfleger',
        password: '',
        role: betrachter,
        allContextsVisible: true,
        visibleContextIds: [],
      }),
    );
    assert.equal(selfDemote.statusCode, 409, selfDemote.body);
    assert.equal(selfDemote.json().message, m.lastUserManager);
    const roleEdit = await post(pfleger, saveUrl, {
      uid: ownRole.uid,
      name: ownRole.name,
      description: '',
      rights: ['USERS'],
    });
    assert.equal(roleEdit.statusCode, 409, roleEdit.body);
    assert.equal(roleEdit.json().message, m.lastUserManager);
    const deletion = await t.server.app.inject({
      method: 'DELETE',
      url: `/api/frontend/users/${uidOf('pfleger')}`,
      headers: bearer,
    });
    assert.equal(deletion.statusCode, 409, deletion.body);
    assert.equal(deletion.json().message, m.lastUserManager);

    assert.deepEqual(
      await t.server.db.kysely.selectFrom('users').select(['login', 'roleId']).orderBy('login').execute(),
      before,
    );
    assert.deepEqual((await role('Nur Benutzer', pfleger)).rights, ['USERS', 'USERS_CHANGE']);
    const entries = await t.server.db.kysely
      .selectFrom('auditLog')
      .select('action')
      .where('objectLabel', '=', 'pfleger')
      .execute();
    assert.deepEqual(
      entries.map((e) => e.action),
      ['userCreated'],
    );

    // With a second manager, the same changes pass.
    const back = await post(
      pfleger,
      '/api/frontend/users/sendUserForm',
      form({
        uid: uidOf('admin'),
        login: 'admin',
        password: '',
        role: ownRole.uid,
        allContextsVisible: true,
        visibleContextIds: [],
      }),
    );
    assert.equal(back.statusCode, 200, back.body);
    const gone = await t.server.app.inject({
      method: 'DELETE',
      url: `/api/frontend/users/${uidOf('pfleger')}`,
      headers: bearer,
    });
    assert.equal(gone.statusCode, 200, gone.body);
  });
});

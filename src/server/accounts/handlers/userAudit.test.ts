import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginCookie, withCookie } from '../../test/harness';
import { describeUsers, totp } from '../../test/usersKit';
import { auditMark, auditSince } from '../../test/repository/auditRows';

// Changes of users and of one's own account leave one entry each, with what changed; they belong to
// no context. A change that fails leaves no entry, and personal table settings are not recorded.

describeUsers('audit log of users and own accounts', (t) => {
  const { post, form, roleUid, userRow } = t;
  const db = () => t.server.db;
  const admin = async () => ({ userId: (await userRow('admin'))!.id, userLogin: 'admin', userName: 'Anna Admin' });
  const entry = (row: Awaited<ReturnType<typeof auditSince>>[number]) => {
    const { action, userId, userLogin, userName, contextKey, objectType, objectId, objectLabel, changes } = row;
    return { action, userId, userLogin, userName, contextKey, objectType, objectId, objectLabel, changes };
  };
  const hidden = (field: string) => ({ field, before: null, after: null, hidden: true });

  it('records creating and changing a user with its changes, secrets only as changed', async () => {
    const mark = await auditMark(db());
    const created = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'prot' }));
    assert.equal(created.statusCode, 200, created.body);
    const { uid } = created.json();
    const edit = form({
      uid,
      login: 'prot',
      lastName: 'Protokoll',
      role: roleUid('Operator'),
      visibleContextIds: ['SUEDKAUF', 'NORDMARKT'],
      password: 'ganz-neu-456',
    });
    assert.equal((await post(t.admin, '/api/frontend/users/sendUserForm', edit)).statusCode, 200);
    // Saving it unchanged (no new password) changes nothing and records nothing.
    const same = { ...edit, password: undefined };
    assert.equal((await post(t.admin, '/api/frontend/users/sendUserForm', same)).statusCode, 200);

    const object = { contextKey: null, objectType: 'user', objectId: uid, objectLabel: 'prot' };
    assert.deepEqual((await auditSince(db(), mark)).map(entry), [
      {
        action: 'userCreated',
        ...(await admin()),
        ...object,
        changes: [
          { field: 'login', before: null, after: 'prot' },
          { field: 'lastName', before: null, after: 'Neumann' },
          { field: 'firstName', before: null, after: 'Nina' },
          { field: 'email', before: null, after: 'nina@example.com' },
          { field: 'role', before: null, after: 'Betrachter' },
          { field: 'contexts', before: null, after: 'NORDMARKT' },
          { field: 'allContextsVisible', before: null, after: 'false' },
          hidden('password'),
          { field: 'use2FA', before: null, after: 'false' },
        ],
      },
      {
        action: 'userChanged',
        ...(await admin()),
        ...object,
        changes: [
          { field: 'lastName', before: 'Neumann', after: 'Protokoll' },
          { field: 'role', before: 'Betrachter', after: 'Operator' },
          { field: 'contexts', before: 'NORDMARKT', after: 'NORDMARKT, SUEDKAUF' },
          hidden('password'),
        ],
      },
    ]);
  });

  it('records nothing for a save that fails, and the user stays as it was', async () => {
    const created = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'bleibt' }));
    const { uid } = created.json();
    const mark = await auditMark(db());
    const clash = await post(t.admin, '/api/frontend/users/sendUserForm', form({ uid, login: 'viewer' }));
    assert.equal(clash.statusCode, 409);
    const newClash = await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'VIEWER' }));
    assert.equal(newClash.statusCode, 409);
    const badRole = await post(t.admin, '/api/frontend/users/sendUserForm', form({ uid, role: 'keine-rolle' }));
    assert.equal(badRole.statusCode, 400);
    const forbidden = await post(t.viewer, '/api/frontend/users/sendUserForm', form({ login: 'heimlich' }));
    assert.equal(forbidden.statusCode, 403);
    assert.deepEqual(await auditSince(db(), mark), []);
    const row = (await userRow('bleibt'))!;
    assert.equal(row.uid, uid);
    assert.equal(await userRow('heimlich'), undefined);
  });

  it('records unlocking and deleting a user', async () => {
    const { uid } = (await post(t.admin, '/api/frontend/users/sendUserForm', form({ login: 'weg' }))).json();
    const mark = await auditMark(db());
    assert.equal((await post(t.admin, `/api/frontend/users/unlock/${uid}`, {})).statusCode, 200);
    const deleted = await t.server.app.inject(
      withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }),
    );
    assert.equal(deleted.statusCode, 200);
    const object = { contextKey: null, objectType: 'user', objectId: uid, objectLabel: 'weg', changes: [] };
    assert.deepEqual((await auditSince(db(), mark)).map(entry), [
      { action: 'userUnlocked', ...(await admin()), ...object },
      { action: 'userDeleted', ...(await admin()), ...object },
    ]);
  });

  it('records changing the own password and the own 2FA, but not column filters and widths', async () => {
    await post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      form({ login: 'selbst', firstName: 'Sam', lastName: 'Selbst' }),
    );
    const row = (await userRow('selbst'))!;
    const cookie = await loginCookie(t.server.app, 'selbst', 'geheim-123');
    const mark = await auditMark(db());
    const repeat = { newPassword: 'mein-neues-pw', newPasswordRepeated: 'mein-neues-pw' };
    const wrongOld = await post(cookie, '/api/frontend/users/updatePassword', { oldPassword: 'falsch!!', ...repeat });
    assert.equal(wrongOld.json().passwordSet, false);
    const changed = await post(cookie, '/api/frontend/users/updatePassword', { oldPassword: 'geheim-123', ...repeat });
    assert.equal(changed.json().passwordSet, true);

    const { seed2FA } = (await t.get(cookie, '/api/frontend/users/generate2FASeed/selbst')).json();
    const token2FA = await totp(seed2FA, t.server.clock.now);
    await post(cookie, '/api/frontend/users/verify2FA', { params: { seed2FA, token2FA } });
    assert.equal((await post(cookie, '/api/frontend/users/update2FA', { use2FA: true, seed2FA })).statusCode, 200);
    // Asking again for the state it has is no change.
    assert.equal((await post(cookie, '/api/frontend/users/update2FA', { use2FA: true })).statusCode, 200);
    assert.equal((await post(cookie, '/api/frontend/users/saveColumnFilters', { columnFilters: [] })).statusCode, 200);
    assert.equal((await post(cookie, '/api/frontend/users/saveColumnWidths', { columnWidths: [] })).statusCode, 200);

    const self = { userId: row.id, userLogin: 'selbst', userName: 'Sam Selbst' };
    const object = { contextKey: null, objectType: 'user', objectId: row.uid, objectLabel: 'selbst' };
    assert.deepEqual((await auditSince(db(), mark)).map(entry), [
      { action: 'passwordChanged', ...self, ...object, changes: [hidden('password')] },
      {
        action: 'twoFactorChanged',
        ...self,
        ...object,
        changes: [{ field: 'use2FA', before: 'false', after: 'true' }, hidden('seed2FA')],
      },
    ]);
  });
});

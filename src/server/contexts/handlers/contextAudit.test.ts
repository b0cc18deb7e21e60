import assert from 'node:assert/strict';
import { it } from 'node:test';
import { loginCookie } from '../../test/harness';
import { describeUsers, totp } from '../../test/usersKit';
import { auditMark, auditSince, auditText } from '../../test/repository/auditRows';

// Saving a context leaves an entry in that context, with what changed (the hash secret only as
// changed). And no entry anywhere carries a password, seed or secret, nor their stored forms.

describeUsers('audit log of contexts, and no secrets in it', (t) => {
  const { post, form, userRow } = t;
  const db = () => t.server.db;
  const saveContext = (payload: Record<string, unknown>) =>
    post(t.admin, '/api/frontend/contexts/sendContextForm', payload);
  const contextForm = (over: Record<string, unknown> = {}) => ({
    key: 'PROTOKOLL',
    name: 'Protokoll GmbH',
    type: 2,
    hashSecret: 'kontext-geheimnis-1',
    allStoreChecksVisible: false,
    visibleStoreCheckIds: ['tbeg', 'lastHeartbeat'],
    allCashpointChecksVisible: true,
    visibleCashpointCheckIds: [],
    ...over,
  });
  const contextRow = (key: string) =>
    db().kysely.selectFrom('contexts').selectAll().where('key', '=', key).executeTakeFirst();

  it('records creating and changing a context in that context, the hash secret only as changed', async () => {
    const mark = await auditMark(db());
    const created = await saveContext(contextForm());
    assert.equal(created.statusCode, 200, created.body);
    const { uid } = created.json();
    const edit = contextForm({
      uid,
      name: 'Protokoll AG',
      hashSecret: 'kontext-geheimnis-2',
      allStoreChecksVisible: true,
      allCashpointChecksVisible: false,
      visibleCashpointCheckIds: ['osName', 'lastHeartbeat'],
    });
    assert.equal((await saveContext(edit)).statusCode, 200);
    // A key another context holds: 409, no entry, no change.
    const clash = await saveContext({ ...edit, key: 'NORDMARKT', name: 'Übernahme' });
    assert.equal(clash.statusCode, 409);

    const rows = await auditSince(db(), mark);
    const adminId = (await userRow('admin'))!.id;
    assert.deepEqual(
      rows.map(({ action, userId, userLogin, contextKey, objectType, objectId, objectLabel, changes }) => ({
        action,
        userId,
        userLogin,
        contextKey,
        objectType,
        objectId,
        objectLabel,
        changes,
      })),
      [
        {
          action: 'contextCreated',
          userId: adminId,
          userLogin: 'admin',
          contextKey: 'PROTOKOLL',
          objectType: 'context',
          objectId: uid,
          objectLabel: 'PROTOKOLL',
          changes: [
            { field: 'key', before: null, after: 'PROTOKOLL' },
            { field: 'name', before: null, after: 'Protokoll GmbH' },
            { field: 'type', before: null, after: '2' },
            { field: 'hashSecret', before: null, after: null, hidden: true },
            { field: 'cashpointChecks', before: null, after: 'alle' },
            { field: 'storeChecks', before: null, after: 'lastHeartbeat, tbeg' },
          ],
        },
        {
          action: 'contextChanged',
          userId: adminId,
          userLogin: 'admin',
          contextKey: 'PROTOKOLL',
          objectType: 'context',
          objectId: uid,
          objectLabel: 'PROTOKOLL',
          changes: [
            { field: 'name', before: 'Protokoll GmbH', after: 'Protokoll AG' },
            { field: 'hashSecret', before: null, after: null, hidden: true },
            { field: 'cashpointChecks', before: 'alle', after: 'lastHeartbeat, osName' },
            { field: 'storeChecks', before: 'lastHeartbeat, tbeg', after: 'alle' },
          ],
        },
      ],
    );
    const context = (await contextRow('PROTOKOLL'))!;
    const stored = await db()
      .kysely.selectFrom('auditLog')
      .select(['contextId', 'contextName'])
      .where('id', '>', mark)
      .execute();
    assert.deepEqual(
      stored.map((r) => ({ contextId: Number(r.contextId), contextName: r.contextName })),
      [
        { contextId: context.id, contextName: 'Protokoll GmbH' },
        { contextId: context.id, contextName: 'Protokoll AG' },
      ],
    );
    assert.equal((await contextRow('NORDMARKT'))!.name === 'Übernahme', false);
  });

  it('keeps every password, 2FA seed and hash secret, and their stored forms, out of every entry', async () => {
    // An administrator gives a new user a password and a verified 2FA seed.
    const { seed2FA: adminSeed } = (await t.get(t.admin, '/api/frontend/users/generate2FASeed/geheimnis')).json();
    await post(t.admin, '/api/frontend/users/verify2FA', {
      params: { seed2FA: adminSeed, token2FA: await totp(adminSeed, t.server.clock.now) },
    });
    const user = form({ login: 'geheimnis', password: 'erstes-passwort-1', use2FA: true, seed2FA: adminSeed });
    const created = await post(t.admin, '/api/frontend/users/sendUserForm', user);
    assert.equal(created.statusCode, 200, created.body);
    const hashes = [(await userRow('geheimnis'))!.passwordHash];
    // ... changes that password, then turns 2FA off.
    const { uid } = created.json();
    const edit = { ...user, uid, password: 'zweites-passwort-2', use2FA: false, seed2FA: null };
    assert.equal((await post(t.admin, '/api/frontend/users/sendUserForm', edit)).statusCode, 200);
    hashes.push((await userRow('geheimnis'))!.passwordHash);

    // The user sets its own password and its own 2FA seed.
    const cookie = await loginCookie(t.server.app, 'geheimnis', 'zweites-passwort-2');
    const change = { newPassword: 'drittes-passwort-3', newPasswordRepeated: 'drittes-passwort-3' };
    await post(cookie, '/api/frontend/users/updatePassword', { oldPassword: 'zweites-passwort-2', ...change });
    hashes.push((await userRow('geheimnis'))!.passwordHash);
    const { seed2FA: ownSeed } = (await t.get(cookie, '/api/frontend/users/generate2FASeed/geheimnis')).json();
    const ownToken = await totp(ownSeed, t.server.clock.now);
    await post(cookie, '/api/frontend/users/verify2FA', { params: { seed2FA: ownSeed, token2FA: ownToken } });
    assert.equal(
      (await post(cookie, '/api/frontend/users/update2FA', { use2FA: true, seed2FA: ownSeed })).statusCode,
      200,
    );
    assert.equal((await userRow('geheimnis'))!.twoFactorSeed, ownSeed);
    // A failed login with a password that is almost right, and a context with its secret.
    await t.server.app.inject({
      method: 'POST',
      url: '/api/frontend/login',
      payload: { login: 'geheimnis', password: 'drittes-passwort-4' },
    });
    await saveContext(contextForm({ key: 'GEHEIM', hashSecret: 'kontext-geheimnis-3' }));

    const text = await auditText(db());
    const actions = (await auditSince(db(), 0)).map((r) => r.action);
    for (const action of ['userCreated', 'userChanged', 'passwordChanged', 'twoFactorChanged', 'loginFailed']) {
      assert.ok(actions.includes(action), action);
    }
    const secrets = [
      'erstes-passwort-1',
      'zweites-passwort-2',
      'drittes-passwort-3',
      'drittes-passwort-4',
      adminSeed,
      ownSeed,
      'kontext-geheimnis-1',
      'kontext-geheimnis-2',
      'kontext-geheimnis-3',
      ...hashes,
      ...hashes.map((hash) => hash.split('$').at(-1)!),
    ];
    for (const secret of secrets) assert.equal(text.includes(secret), false, `the log holds ${secret}`);
  });
});

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { withCookie } from '../../test/harness';
import { auditReader } from '../../test/auditKit';
import { describeUpdates, zip } from '../../test/updatesKit';
import { describeUsers } from '../../test/usersKit';

// A call that changes nothing records nothing, though it answers as before: archiving an archived
// update, and the second of two concurrent deletes of one user.

describeUpdates('archiving an update that is archived already', (t) => {
  const log = auditReader(() => t.server.db);
  it('records only the change', async () => {
    const filename = 'kasse-9.9.6.zip';
    const uploaded = await t.upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
      { name: 'tag', value: '1' },
      { name: 'uploadfile', filename, content: zip(100) },
    ]);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    await log.skip();
    const archive = (archived: boolean) =>
      t.call(t.admin, 'POST', 'cashpoint-updates/archive', { contextId: 'NORDMARKT', filename, archive: archived });
    for (const archived of [true, true, false, false]) assert.equal((await archive(archived)).statusCode, 200);
    assert.deepEqual(
      (await log.fresh()).map((entry) => entry.action),
      ['updateArchived', 'updateUnarchived'],
    );
  });
});

describeUsers('two concurrent deletes of one user', (t) => {
  const log = auditReader(() => t.server.db);
  it('record one deletion', async () => {
    const created = await t.post(t.admin, '/api/frontend/users/sendUserForm', t.form({ login: 'doppelt' }));
    const uid = created.json().uid as string;
    await log.skip();
    const remove = () =>
      t.server.app.inject(withCookie(t.admin, { method: 'DELETE', url: `/api/frontend/users/${uid}` }));
    const replies = await Promise.all([remove(), remove()]);
    // Both found the user (200 twice), or the second came after the first had committed (404).
    const statuses = replies.map((reply) => reply.statusCode).sort();
    assert.ok(['200,200', '200,404'].includes(statuses.join(',')), statuses.join(','));
    assert.deepEqual(
      (await log.fresh()).map((entry) => [entry.action, entry.objectId]),
      [['userDeleted', uid]],
    );
  });
});

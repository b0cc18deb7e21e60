import assert from 'node:assert/strict';
import { it } from 'node:test';
import { zip, describeUpdates } from '../../test/updatesKit';
import { describeUsers } from '../../test/usersKit';
import { auditReader, type StoredEntry } from '../../test/auditKit';

// Two saves of one object at the same time: the second starts from the first one's values, so the
// log's before/after values form a chain (a→b, b→c), never two entries from the same old value.

/** The `field` change of each entry, in the order they were written. */
const changesOf = (entries: StoredEntry[], field: string) =>
  entries.map((entry) => entry.changes.find((change) => change.field === field)!);

function assertChain(entries: StoredEntry[], field: string, first: string | null) {
  const [one, two] = changesOf(entries, field);
  assert.equal(entries.length, 2);
  assert.equal(one!.before, first);
  assert.equal(two!.before, one!.after, 'the second save starts from the first one’s value');
}

describeUpdates('concurrent saves of one update', (t) => {
  const log = auditReader(() => t.server.db);
  it('log a chain of tags', async () => {
    const filename = 'kasse-9.9.7.zip';
    const uploaded = await t.upload(t.admin, 'cashpoint-updates', 'NORDMARKT', [
      { name: 'tag', value: '1' },
      { name: 'uploadfile', filename, content: zip(100) },
    ]);
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    await log.skip();
    const save = (tag: string) =>
      t.call(t.admin, 'POST', `cashpoint-updates/save?contextId=NORDMARKT&filename=${filename}`, {
        status: 1,
        releaseDate: null,
        tag,
        comment: '',
        checkedUids: [],
      });
    const replies = await Promise.all([save('2'), save('3')]);
    assert.deepEqual(
      replies.map((reply) => reply.statusCode),
      [200, 200],
    );
    assertChain(await log.fresh(), 'tag', '1');
  });
});

describeUsers('concurrent saves of one user', (t) => {
  const log = auditReader(() => t.server.db);
  it('log a chain of last names', async () => {
    const created = await t.post(
      t.admin,
      '/api/frontend/users/sendUserForm',
      t.form({ login: 'kette', lastName: 'A' }),
    );
    const uid = created.json().uid as string;
    await log.skip();
    const save = (lastName: string) =>
      t.post(t.admin, '/api/frontend/users/sendUserForm', t.form({ uid, login: 'kette', lastName, password: '' }));
    const replies = await Promise.all([save('B'), save('C')]);
    assert.deepEqual(
      replies.map((reply) => reply.statusCode),
      [200, 200],
    );
    assertChain(await log.fresh(), 'lastName', 'A');
  });
});

import assert from 'node:assert/strict';
import { before, beforeEach, it } from 'node:test';
import { assertOneEntry, auditReader, whoAndWhere, withAuditLogBroken } from '../../test/auditKit';
import { bases, describeUpdates, zip, type TargetStore } from '../../test/updatesKit';

// Register and store updates: each change writes one entry in the transaction of the change, the
// upload and delete inside the storage's own short transaction.

/** Every target of the tree with its uid and the label the log gives it, in the tree's order. */
function targetsOf(kind: 'cashpoint' | 'store', stores: TargetStore[]) {
  return kind === 'cashpoint'
    ? stores.flatMap((s) => s.cashpoints.map((c) => ({ uid: c.uid, label: `${s.id}-${c.posId}` })))
    : stores.map((s) => ({ uid: s.uid, label: s.id }));
}

describeUpdates('audit entries of updates', (t) => {
  const { call, detail, list, upload, storedFiles } = t;
  const log = auditReader(() => t.server.db);
  let who: Awaited<ReturnType<typeof whoAndWhere>>;
  before(async () => {
    who = await whoAndWhere(t.server.db, 'admin', 'NORDMARKT');
  });
  beforeEach(() => log.skip());

  const uploadNew = async (base: string, filename: string) => {
    const reply = await upload(t.admin, base, 'NORDMARKT', [
      { name: 'tag', value: '9.9.9' },
      { name: 'uploadfile', filename, content: zip(100) },
    ]);
    assert.equal(reply.statusCode, 200, reply.body);
    return reply.json().syncfile.uid as string;
  };
  const save = (base: string, filename: string, body: object) =>
    call(t.admin, 'POST', `${base}/save?contextId=NORDMARKT&filename=${filename}`, {
      status: 4,
      releaseDate: '2027-03-01T08:30:00.000Z',
      tag: '9.9.9',
      comment: 'Pilot Nord',
      checkedUids: [],
      ...body,
    });
  const post = (url: string, body: object) => call(t.admin, 'POST', url, { contextId: 'NORDMARKT', ...body });

  it('records upload, save, archive, unarchive, moves and delete of both kinds of update', async () => {
    for (const { base, kind, prefix } of bases) {
      const filename = `${prefix}-9.9.9.zip`;
      const uid = await uploadNew(base, filename);
      const object = { objectType: `${kind}Update`, objectId: uid, objectLabel: filename };
      assertOneEntry(await log.fresh(), { ...who, address: '127.0.0.1', action: 'updateUploaded', ...object });

      const targets = targetsOf(kind, (await detail(base, 'NORDMARKT', filename)).stores);
      const [first, second, third] = targets as [(typeof targets)[0], (typeof targets)[0], (typeof targets)[0]];
      assert.equal((await save(base, filename, { checkedUids: [first.uid, second.uid] })).statusCode, 200);
      assertOneEntry(await log.fresh(), {
        ...who,
        address: '127.0.0.1',
        action: 'updateSaved',
        ...object,
        changes: [
          { field: 'status', before: '1', after: '4' },
          { field: 'releaseDate', before: null, after: '2027-03-01T08:30:00.000Z' },
          { field: 'comment', before: null, after: 'Pilot Nord' },
          { field: 'targetsAdded', before: null, after: `${first.label}, ${second.label}` },
        ],
      });

      const again = await save(base, filename, { tag: '9.9.9b', checkedUids: [second.uid, third.uid] });
      assert.equal(again.statusCode, 200, again.body);
      assertOneEntry(await log.fresh(), {
        action: 'updateSaved',
        ...object,
        changes: [
          { field: 'tag', before: '9.9.9', after: '9.9.9b' },
          { field: 'targetsAdded', before: null, after: third.label },
          { field: 'targetsRemoved', before: null, after: first.label },
        ],
      });

      const steps = [
        ['archive', { archive: true }, 'updateArchived', [{ field: 'archived', before: 'false', after: 'true' }]],
        ['archive', { archive: false }, 'updateUnarchived', [{ field: 'archived', before: 'true', after: 'false' }]],
        ['move-down', {}, 'updateMovedDown', []],
        ['move-up', {}, 'updateMovedUp', []],
        ['delete', {}, 'updateDeleted', []],
      ] as const;
      for (const [operation, body, action, changes] of steps) {
        const reply = await post(`${base}/${operation}`, { filename, ...body });
        assert.equal(reply.statusCode, 200, reply.body);
        assertOneEntry(await log.fresh(), { ...who, action, ...object, changes: [...changes] });
      }
      assert.equal(
        (await list(base, 'NORDMARKT')).find((f) => f.filename === filename),
        undefined,
      );
    }
  });

  it('names at most 100 targets of a save and counts the rest', async () => {
    const filename = 'kasse-9.9.8.zip';
    await uploadNew('cashpoint-updates', filename);
    const targets = targetsOf('cashpoint', (await detail('cashpoint-updates', 'NORDMARKT', filename)).stores);
    assert.ok(targets.length > 100, `only ${targets.length} registers`);
    const named = `${targets
      .slice(0, 100)
      .map((target) => target.label)
      .join(', ')} … (+${targets.length - 100})`;
    await log.skip();
    const all = await save('cashpoint-updates', filename, { checkedUids: targets.map((target) => target.uid) });
    assert.equal(all.statusCode, 200, all.body);
    const [added] = await log.fresh();
    assert.deepEqual(added?.changes.at(-1), { field: 'targetsAdded', before: null, after: named });

    assert.equal((await save('cashpoint-updates', filename, { checkedUids: [] })).statusCode, 200);
    assertOneEntry(await log.fresh(), {
      action: 'updateSaved',
      changes: [{ field: 'targetsRemoved', before: null, after: named }],
    });
  });

  it('writes no entry for a change that is refused and leaves the update as it was', async () => {
    const base = 'cashpoint-updates';
    const [top, next] = await list(base, 'NORDMARKT');
    const filename = next!.filename;
    const before = await detail(base, 'NORDMARKT', filename);
    const known = targetsOf('cashpoint', before.stores)[0]!.uid;
    const refused = [
      [400, await save(base, filename, { tag: 'nie', checkedUids: [known, 'f'.repeat(32)] })],
      [404, await save(base, 'nichtda.zip', {})],
      [404, await post(`${base}/delete`, { filename: 'nichtda.zip' })],
      [404, await post(`${base}/archive`, { filename: 'nichtda.zip', archive: true })],
      [404, await post(`${base}/move-up`, { filename: 'nichtda.zip' })],
      [409, await post(`${base}/move-up`, { filename: top!.filename })],
      [
        409,
        await upload(t.admin, base, 'NORDMARKT', [
          { name: 'tag', value: '1' },
          { name: 'uploadfile', filename, content: zip(10) },
        ]),
      ],
    ] as const;
    assert.deepEqual(
      refused.map(([, reply]) => reply.statusCode),
      refused.map(([status]) => status),
    );
    assert.deepEqual(await log.fresh(), []);
    assert.deepEqual(await detail(base, 'NORDMARKT', filename), before);
  });

  it('does not change an update, its order or its file when the entry cannot be written', async () => {
    const base = 'store-updates';
    const listed = await list(base, 'NORDMARKT');
    const filename = listed[1]!.filename;
    const before = await detail(base, 'NORDMARKT', filename);
    const files = storedFiles();
    const replies = await withAuditLogBroken(t.server.db, async () => [
      await upload(t.admin, base, 'NORDMARKT', [
        { name: 'tag', value: '1' },
        { name: 'uploadfile', filename: 'store-nie.zip', content: zip(10) },
      ]),
      await save(base, filename, { tag: 'nie', checkedUids: [before.stores[0]!.uid] }),
      await post(`${base}/archive`, { filename, archive: true }),
      await post(`${base}/move-up`, { filename }),
      await post(`${base}/delete`, { filename }),
    ]);
    assert.deepEqual(
      replies.map((reply) => reply.statusCode),
      replies.map(() => 500),
    );
    assert.deepEqual(await list(base, 'NORDMARKT'), listed);
    assert.deepEqual(await detail(base, 'NORDMARKT', filename), before);
    // The upload's file is gone again and the deleted update's file is back in its place.
    assert.deepEqual(storedFiles(), files);
    assert.deepEqual(await log.fresh(), []);
  });
});

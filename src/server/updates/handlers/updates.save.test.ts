import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeUpdates } from '../../test/updatesKit';

describeUpdates('saving an update', (t) => {
  const { call, detail } = t;

  it('saves status, release time, tag, comment and replaces the checked targets', async () => {
    const before = await detail('cashpoint-updates', 'SUEDKAUF', 'kasse-5.14.0-rc1.zip');
    const chosen = before.stores.slice(0, 2).flatMap((s) => s.cashpoints.map((c) => c.uid));
    const releaseDate = '2027-03-01T08:30:00.000Z';
    const save = (body: object) =>
      call(t.admin, 'POST', 'cashpoint-updates/save?contextId=SUEDKAUF&filename=kasse-5.14.0-rc1.zip', body);
    const reply = await save({
      status: 4,
      releaseDate,
      tag: ' 5.14.0-rc2 ',
      comment: 'Pilot Nord',
      checkedUids: chosen,
    });
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { ok: true });

    const after = await detail('cashpoint-updates', 'SUEDKAUF', 'kasse-5.14.0-rc1.zip');
    assert.equal(after.syncfile.tag, '5.14.0-rc2');
    assert.equal(after.syncfile.comment, 'Pilot Nord');
    assert.equal(after.syncfile.releaseDate, releaseDate);
    assert.equal(after.syncfile.status, 4);
    assert.deepEqual(
      after.stores.flatMap((s) => s.cashpoints.filter((c) => c.isChecked).map((c) => c.uid)).sort(),
      [...chosen].sort(),
    );
    assert.deepEqual(
      after.stores.map((s) => s.isChecked),
      after.stores.map((_, i) => i < 2),
    );

    // Duplicates are harmless; an empty list clears the targets.
    assert.equal(
      (await save({ status: 2, releaseDate: null, tag: 'x', comment: '', checkedUids: [chosen[0], chosen[0]] }))
        .statusCode,
      200,
    );
    assert.equal(
      (await save({ status: 2, releaseDate: null, tag: 'x', comment: '', checkedUids: [] })).statusCode,
      200,
    );
    const cleared = await detail('cashpoint-updates', 'SUEDKAUF', 'kasse-5.14.0-rc1.zip');
    assert.ok(cleared.stores.every((s) => !s.isChecked && s.cashpoints.every((c) => !c.isChecked)));
    assert.equal(cleared.syncfile.releaseDate, null);
  });

  it('refuses targets of another context or kind with 400 and changes nothing', async () => {
    const url = 'store-updates/save?contextId=NORDMARKT&filename=store-8.5.1.zip';
    const before = await detail('store-updates', 'NORDMARKT', 'store-8.5.1.zip');
    const foreign = (await detail('store-updates', 'SUEDKAUF', 'store-8.5.1.zip')).stores[0]!.uid;
    const register = (await detail('cashpoint-updates', 'NORDMARKT', 'kasse-5.13.1.zip')).stores[0]!.cashpoints[0]!.uid;
    for (const bad of [foreign, register, 'unbekannt']) {
      const reply = await call(t.admin, 'POST', url, {
        status: 2,
        releaseDate: null,
        tag: 'geändert',
        comment: '',
        checkedUids: [before.stores[0]!.uid, bad],
      });
      assert.equal(reply.statusCode, 400, reply.body);
      assert.equal(reply.json().message, `Diese Ziele gehören nicht zum Kontext: ${bad}`);
    }
    assert.deepEqual(await detail('store-updates', 'NORDMARKT', 'store-8.5.1.zip'), before);
  });

  it('refuses a blank tag, a long comment, an unknown status and unknown fields with German messages', async () => {
    const url = 'cashpoint-updates/save?contextId=NORDMARKT&filename=kasse-5.13.1.zip';
    const ok = { status: 2, releaseDate: null, tag: 'a', comment: '', checkedUids: [] };
    const cases: [object, string][] = [
      [{ ...ok, tag: '   ' }, 'Ungültige Anfrage: "tag" ist ein Pflichtfeld'],
      [{ ...ok, tag: 'x'.repeat(51) }, 'Ungültige Anfrage: "tag" darf maximal 50 Zeichen haben'],
      [{ ...ok, comment: 'x'.repeat(256) }, 'Ungültige Anfrage: "comment" darf maximal 255 Zeichen haben'],
      [{ ...ok, status: 7 }, 'Ungültige Anfrage: "status" hat einen unzulässigen Wert'],
      [{ ...ok, releaseDate: 'morgen' }, 'Ungültige Anfrage: "releaseDate" hat ein ungültiges Format'],
      [{ ...ok, extra: 1 }, 'Ungültige Anfrage: "extra" ist nicht erlaubt'],
    ];
    for (const [body, message] of cases) {
      const reply = await call(t.admin, 'POST', url, body);
      assert.equal(reply.statusCode, 400, JSON.stringify(body));
      assert.equal(reply.json().message, message);
    }
    const missing = await call(t.admin, 'POST', url.replace('kasse-5.13.1', 'fehlt'), ok);
    assert.equal(missing.statusCode, 404);
  });

  it('replaces 50,000 targets in one request', async () => {
    const contextId = (
      await t.server.db.kysely.selectFrom('contexts').select('id').where('key', '=', 'OSTBAU').executeTakeFirstOrThrow()
    ).id;
    const stores = await t.server.db.kysely
      .insertInto('stores')
      .values(Array.from({ length: 500 }, (_, i) => ({ uid: `big-store-${i}`, contextId, storeId: `9${i}`, name: '' })))
      .returning('id')
      .execute();
    const uids: string[] = [];
    const rows = stores.flatMap((s, i) =>
      Array.from({ length: 100 }, (_, p) => {
        const uid = `big-${i}-${p}`;
        uids.push(uid);
        return { uid, storeRowId: s.id, posId: String(p + 1) };
      }),
    );
    for (let i = 0; i < rows.length; i += 2000) {
      await t.server.db.kysely
        .insertInto('cashpoints')
        .values(rows.slice(i, i + 2000))
        .execute();
    }
    const url = 'cashpoint-updates/save?contextId=OSTBAU&filename=kasse-5.14.0-rc1.zip';
    const started = Date.now();
    const reply = await call(t.admin, 'POST', url, {
      status: 4,
      releaseDate: null,
      tag: 'gross',
      comment: '',
      checkedUids: uids,
    });
    const elapsed = Date.now() - started;
    assert.equal(reply.statusCode, 200, reply.body);
    assert.ok(elapsed < 20_000, `took ${elapsed} ms`);
    const { stores: tree } = await detail('cashpoint-updates', 'OSTBAU', 'kasse-5.14.0-rc1.zip');
    const big = tree.filter((s) => s.uid.startsWith('big-store-'));
    assert.equal(big.length, 500);
    assert.ok(big.every((s) => s.isChecked && s.cashpoints.length === 100));
    assert.ok(tree.filter((s) => !s.uid.startsWith('big-store-')).every((s) => !s.isChecked));

    // One unknown uid at the very end rolls the whole replacement back.
    const refused = await call(t.admin, 'POST', url, {
      status: 4,
      releaseDate: null,
      tag: 'gross',
      comment: '',
      checkedUids: [...uids.slice(0, 49_999), 'fremd'],
    });
    assert.equal(refused.statusCode, 400);
    const kept = await detail('cashpoint-updates', 'OSTBAU', 'kasse-5.14.0-rc1.zip');
    assert.ok(kept.stores.filter((s) => s.uid.startsWith('big-store-')).every((s) => s.isChecked));
    await t.server.db.kysely.deleteFrom('stores').where('uid', 'like', 'big-store-%').execute();
  });
});

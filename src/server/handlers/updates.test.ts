import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../demo/seed';
import { demo } from '../test/demoAccounts';
import { multipart, type Part } from '../test/multipart';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';

interface Syncfile {
  uid: string;
  filename: string;
  tag: string;
  comment: string | null;
  status: number;
  releaseDate: string | null;
  orderKey: number;
  archived: boolean;
  uploadFilepath: string | null;
  size: number | null;
}
interface TargetStore {
  uid: string;
  id: string;
  name: string | null;
  isChecked: boolean;
  cashpoints: { uid: string; posId: string; isChecked: boolean }[];
}

const uploadLimit = 64 * 1024;
const zip = (size: number, fill = 1) => Buffer.alloc(size, fill);
const bases = [
  { base: 'cashpoint-updates', kind: 'cashpoint', prefix: 'kasse' },
  { base: 'store-updates', kind: 'store', prefix: 'store' },
] as const;

for (const dbKind of databaseKinds)
  describe(`updates on ${dbKind}`, () => {
    let server: TestServer;
    let admin: string;
    let viewer: string;
    let operator: string;
    before(async () => {
      server = await startTestServer(dbKind, {
        seed: (db, dir, now) => seedDemo(db, dir, now),
        env: { UPLOAD_MAX_BYTES: String(uploadLimit) },
      });
      admin = await loginCookie(server.app, ...demo.admin);
      viewer = await loginCookie(server.app, ...demo.viewer);
      operator = await loginCookie(server.app, ...demo.operator);
    });
    after(() => server.close());

    const dataDir = () => server.config.dataDir;
    const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject(withCookie(cookie, { method, url: `/api/frontend/${url}`, payload }));
    const list = async (base: string, context: string, archived = true): Promise<Syncfile[]> => {
      const reply = await call(admin, 'GET', `${base}?contextId=${context}&showArchivedUpdates=${archived}`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().syncfiles;
    };
    const detail = async (base: string, context: string, filename: string) => {
      const reply = await call(admin, 'GET', `${base}/detail?contextId=${context}&filename=${filename}`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json() as { syncfile: Syncfile; stores: TargetStore[] };
    };
    const upload = (cookie: string, base: string, context: string, parts: Part[]) => {
      const { payload, contentType } = multipart(parts);
      return server.app.inject(
        withCookie(cookie, {
          method: 'POST',
          url: `/api/frontend/${base}/uploadfile?contextId=${context}`,
          headers: { 'content-type': contentType },
          payload,
        }),
      );
    };
    const keysOf = (files: Syncfile[]) => files.map((f) => f.orderKey).sort((a, b) => a - b);
    const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    /** Every file under DATA_DIR/updates and in the upload folder, relative to DATA_DIR. */
    const storedFiles = (): string[] =>
      (fs.readdirSync(dataDir(), { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(dataDir(), f)).isFile())
        .filter((f) => f.startsWith('updates') || f.startsWith('.upload-tmp'))
        .sort();
    const rowCount = async () =>
      Number(
        (
          await server.db.kysely
            .selectFrom('syncfiles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    describe('list and detail', () => {
      it('lists the updates of a context, highest order key first, archived ones only on request', async () => {
        for (const { base, prefix } of bases) {
          const all = await list(base, 'NORDMARKT');
          assert.deepEqual(
            all.map((f) => f.orderKey),
            [...oneToN(all.length)].reverse(),
          );
          assert.ok(all.every((f) => f.filename.startsWith(`${prefix}-`)));
          const visible = await list(base, 'NORDMARKT', false);
          assert.deepEqual(
            visible.map((f) => f.filename),
            all.filter((f) => !f.archived).map((f) => f.filename),
          );
          assert.equal(all.length - visible.length, 1);
          const reply = await call(admin, 'GET', `${base}?contextId=NORDMARKT`);
          assert.equal(reply.json().syncfiles.length, visible.length, 'archived hidden by default');
        }
        const rc1 = (await list('cashpoint-updates', 'NORDMARKT')).find((f) => f.tag === '5.14.0-rc1')!;
        assert.equal(rc1.status, 4);
        assert.equal(rc1.uploadFilepath, path.join('updates', 'NORDMARKT', 'cashpoint', 'kasse-5.14.0-rc1.zip'));
      });

      it('shows a register update with every store and register, checked where targeted', async () => {
        const { syncfile, stores } = await detail('cashpoint-updates', 'NORDMARKT', 'kasse-5.14.0-rc1.zip');
        assert.equal(syncfile.tag, '5.14.0-rc1');
        assert.equal(stores.length, 24);
        const checked = await server.db.kysely
          .selectFrom('syncfileTargets as t')
          .innerJoin('syncfiles as s', 's.id', 't.syncfileId')
          .innerJoin('cashpoints as c', 'c.id', 't.cashpointId')
          .select('c.uid')
          .where('s.uid', '=', syncfile.uid)
          .execute();
        const checkedUids = new Set(checked.map((r) => r.uid));
        assert.ok(checkedUids.size > 0);
        const registers = stores.flatMap((s) => s.cashpoints);
        assert.deepEqual(new Set(registers.filter((c) => c.isChecked).map((c) => c.uid)), checkedUids);
        for (const store of stores) {
          assert.equal(store.isChecked, store.cashpoints.length > 0 && store.cashpoints.every((c) => c.isChecked));
        }
        const tree = (await call(admin, 'GET', 'cashpoints?contextId=NORDMARKT')).json().stores as { uid: string }[];
        assert.deepEqual(
          stores.map((s) => s.uid),
          tree.map((s) => s.uid),
          'store uids and order as in the register tree',
        );
      });

      it('shows a store update with one entry per store agent', async () => {
        const { stores } = await detail('store-updates', 'NORDMARKT', 'store-8.5.1.zip');
        const agents = await server.db.kysely
          .selectFrom('storeAgents as a')
          .innerJoin('stores as st', 'st.id', 'a.storeRowId')
          .innerJoin('contexts as c', 'c.id', 'st.contextId')
          .select(['a.uid', 'st.storeId'])
          .where('c.key', '=', 'NORDMARKT')
          .execute();
        assert.equal(stores.length, agents.length);
        for (const entry of stores) {
          const agent = agents.find((a) => a.uid === entry.uid);
          assert.ok(agent, 'uid is the store agent uid');
          assert.equal(entry.id, agent.storeId);
          assert.deepEqual(entry.cashpoints, []);
        }
        assert.ok(stores.some((s) => s.isChecked));
      });

      it('answers 404 for a file name the context does not have in that kind', async () => {
        for (const url of [
          'cashpoint-updates/detail?contextId=NORDMARKT&filename=nope.zip',
          'store-updates/detail?contextId=NORDMARKT&filename=kasse-5.13.1.zip',
        ]) {
          const reply = await call(admin, 'GET', url);
          assert.equal(reply.statusCode, 404);
          assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
        }
        const traversal = await call(admin, 'GET', 'cashpoint-updates/detail?contextId=NORDMARKT&filename=..%2Fx');
        assert.equal(traversal.statusCode, 400);
      });
    });

    describe('save', () => {
      it('saves status, release time, tag, comment and replaces the checked targets', async () => {
        const before = await detail('cashpoint-updates', 'SUEDKAUF', 'kasse-5.14.0-rc1.zip');
        const chosen = before.stores.slice(0, 2).flatMap((s) => s.cashpoints.map((c) => c.uid));
        const releaseDate = '2027-03-01T08:30:00.000Z';
        const save = (body: object) =>
          call(admin, 'POST', 'cashpoint-updates/save?contextId=SUEDKAUF&filename=kasse-5.14.0-rc1.zip', body);
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
        const register = (await detail('cashpoint-updates', 'NORDMARKT', 'kasse-5.13.1.zip')).stores[0]!.cashpoints[0]!
          .uid;
        for (const bad of [foreign, register, 'unbekannt']) {
          const reply = await call(admin, 'POST', url, {
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
          const reply = await call(admin, 'POST', url, body);
          assert.equal(reply.statusCode, 400, JSON.stringify(body));
          assert.equal(reply.json().message, message);
        }
        const missing = await call(admin, 'POST', url.replace('kasse-5.13.1', 'fehlt'), ok);
        assert.equal(missing.statusCode, 404);
      });

      it('replaces 50,000 targets in one request', async () => {
        const contextId = (
          await server.db.kysely
            .selectFrom('contexts')
            .select('id')
            .where('key', '=', 'OSTBAU')
            .executeTakeFirstOrThrow()
        ).id;
        const stores = await server.db.kysely
          .insertInto('stores')
          .values(
            Array.from({ length: 500 }, (_, i) => ({ uid: `big-store-${i}`, contextId, storeId: `9${i}`, name: '' })),
          )
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
          await server.db.kysely
            .insertInto('cashpoints')
            .values(rows.slice(i, i + 2000))
            .execute();
        }
        const url = 'cashpoint-updates/save?contextId=OSTBAU&filename=kasse-5.14.0-rc1.zip';
        const started = Date.now();
        const reply = await call(admin, 'POST', url, {
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
        const refused = await call(admin, 'POST', url, {
          status: 4,
          releaseDate: null,
          tag: 'gross',
          comment: '',
          checkedUids: [...uids.slice(0, 49_999), 'fremd'],
        });
        assert.equal(refused.statusCode, 400);
        const kept = await detail('cashpoint-updates', 'OSTBAU', 'kasse-5.14.0-rc1.zip');
        assert.ok(kept.stores.filter((s) => s.uid.startsWith('big-store-')).every((s) => s.isChecked));
        await server.db.kysely.deleteFrom('stores').where('uid', 'like', 'big-store-%').execute();
      });
    });

    describe('upload', () => {
      it('stores the file under DATA_DIR/updates/<context>/<kind>/ and puts the new update on top', async () => {
        for (const { base, kind } of bases) {
          const before = await list(base, 'NORDMARKT');
          const content = crypto.randomBytes(5000);
          const reply = await upload(admin, base, 'NORDMARKT', [
            { name: 'tag', value: '9.0.0' },
            { name: 'comment', value: 'Großes Update' },
            { name: 'uploadfile', filename: 'paket-9.0.0.zip', content },
          ]);
          assert.equal(reply.statusCode, 200, reply.body);
          const { syncfile } = reply.json() as { syncfile: Syncfile };
          const relative = path.join('updates', 'NORDMARKT', kind, 'paket-9.0.0.zip');
          assert.equal(syncfile.filename, 'paket-9.0.0.zip');
          assert.equal(syncfile.tag, '9.0.0');
          assert.equal(syncfile.comment, 'Großes Update');
          assert.equal(syncfile.status, 1);
          assert.equal(syncfile.archived, false);
          assert.equal(syncfile.releaseDate, null);
          assert.equal(syncfile.orderKey, before.length + 1);
          assert.equal(syncfile.size, 5000);
          assert.equal(syncfile.uploadFilepath, relative);
          assert.deepEqual(fs.readFileSync(path.join(dataDir(), relative)), content);
          const after = await list(base, 'NORDMARKT');
          assert.equal(after[0]!.filename, 'paket-9.0.0.zip');
          assert.deepEqual(keysOf(after), oneToN(before.length + 1));
        }
        assert.deepEqual(fs.readdirSync(path.join(dataDir(), '.upload-tmp')), []);
      });

      it('takes the fields in any order, before or after the file', async () => {
        const reply = await upload(admin, 'cashpoint-updates', 'WESTFRISCH', [
          { name: 'uploadfile', filename: 'nachher.zip', content: zip(10) },
          { name: 'comment', value: 'danach' },
          { name: 'tag', value: 'n1' },
        ]);
        assert.equal(reply.statusCode, 200, reply.body);
        assert.equal(reply.json().syncfile.comment, 'danach');
      });

      it('refuses a duplicate file name in the same context and kind with 409 and keeps the old file', async () => {
        const file = path.join(dataDir(), 'updates', 'NORDMARKT', 'cashpoint', 'kasse-5.13.1.zip');
        const original = fs.readFileSync(file);
        const count = await rowCount();
        const reply = await upload(admin, 'cashpoint-updates', 'NORDMARKT', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'kasse-5.13.1.zip', content: zip(100) },
        ]);
        assert.equal(reply.statusCode, 409);
        assert.deepEqual(reply.json(), {
          message: 'Ein Update mit diesem Dateinamen existiert bereits.',
          value: 'kasse-5.13.1.zip',
        });
        assert.deepEqual(fs.readFileSync(file), original);
        assert.equal(await rowCount(), count);
        // The same name is free in the other kind and in another context.
        const otherKind = await upload(admin, 'store-updates', 'NORDMARKT', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'kasse-5.13.1.zip', content: zip(100) },
        ]);
        assert.equal(otherKind.statusCode, 200, otherKind.body);
      });

      it('refuses file names with paths, dots in front or other characters, storing nothing', async () => {
        const files = storedFiles();
        const count = await rowCount();
        for (const filename of [
          '../evil.zip',
          '..\\evil.zip',
          'a/b.zip',
          '/etc/passwd',
          '.hidden',
          '..',
          'ä.zip',
          '',
        ]) {
          const reply = await upload(admin, 'cashpoint-updates', 'NORDMARKT', [
            { name: 'tag', value: 'x' },
            { name: 'uploadfile', filename, content: zip(100) },
          ]);
          assert.ok(reply.statusCode === 400, `${filename}: ${reply.statusCode} ${reply.body}`);
          assert.equal(typeof reply.json().message, 'string');
        }
        assert.equal(await rowCount(), count);
        assert.deepEqual(storedFiles(), files);
        assert.equal(fs.existsSync(path.join(dataDir(), '..', 'evil.zip')), false);
      });

      it('checks tag, comment and the file with the German field messages', async () => {
        const count = await rowCount();
        const file = { name: 'uploadfile', filename: 'feld.zip', content: zip(10) };
        const cases: [Part[], string][] = [
          [[file], 'Ungültige Anfrage: "tag" ist ein Pflichtfeld'],
          [[{ name: 'tag', value: '  ' }, file], 'Ungültige Anfrage: "tag" ist ein Pflichtfeld'],
          [[{ name: 'tag', value: 'x'.repeat(51) }, file], 'Ungültige Anfrage: "tag" darf maximal 50 Zeichen haben'],
          [
            [{ name: 'tag', value: 'x' }, { name: 'comment', value: 'x'.repeat(256) }, file],
            'Ungültige Anfrage: "comment" darf maximal 255 Zeichen haben',
          ],
          [[{ name: 'tag', value: 'x' }], 'Bitte Upload-Datei auswählen'],
          [
            [{ name: 'tag', value: 'x' }, { name: 'status', value: '2' }, file],
            'Ungültige Anfrage: "status" ist nicht erlaubt',
          ],
          [
            [
              { name: 'tag', value: 'x' },
              { ...file, name: 'datei' },
            ],
            'Ungültige Anfrage: "datei" ist nicht erlaubt',
          ],
        ];
        for (const [parts, message] of cases) {
          const reply = await upload(admin, 'cashpoint-updates', 'NORDMARKT', parts);
          assert.equal(reply.statusCode, 400, message);
          assert.equal(reply.json().message, message);
        }
        assert.equal(await rowCount(), count);
        assert.equal(fs.existsSync(path.join(dataDir(), 'updates', 'NORDMARKT', 'cashpoint', 'feld.zip')), false);
        assert.deepEqual(fs.readdirSync(path.join(dataDir(), '.upload-tmp')), []);
      });

      it('refuses two files and a file over the limit (413), storing nothing', async () => {
        const files = storedFiles();
        const count = await rowCount();
        const two = await upload(admin, 'cashpoint-updates', 'NORDMARKT', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'eins.zip', content: zip(100) },
          { name: 'uploadfile', filename: 'zwei.zip', content: zip(100) },
        ]);
        assert.equal(two.statusCode, 400);
        assert.deepEqual(two.json(), { message: 'Es darf nur eine Datei hochgeladen werden.' });
        const large = await upload(admin, 'cashpoint-updates', 'NORDMARKT', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'gross.zip', content: zip(uploadLimit + 1) },
        ]);
        assert.equal(large.statusCode, 413);
        assert.deepEqual(large.json(), { message: 'Die Datei ist zu groß.' });
        const exact = await upload(admin, 'cashpoint-updates', 'NORDMARKT', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'genau.zip', content: zip(uploadLimit) },
        ]);
        assert.equal(exact.statusCode, 200, 'exactly the limit is fine');
        assert.equal(await rowCount(), count + 1);
        assert.deepEqual(storedFiles(), [...files, path.join('updates', 'NORDMARKT', 'cashpoint', 'genau.zip')].sort());
      });

      it('refuses a body that is not multipart', async () => {
        const reply = await call(admin, 'POST', 'cashpoint-updates/uploadfile?contextId=NORDMARKT', { tag: 'x' });
        assert.equal(reply.statusCode, 415);
        assert.equal(typeof reply.json().message, 'string');
      });

      it('leaves neither a row nor a file when the body breaks off', async () => {
        const files = storedFiles();
        const count = await rowCount();
        const { payload, contentType } = multipart([
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'abgebrochen.zip', content: crypto.randomBytes(20_000) },
          { name: 'comment', value: 'danach' },
        ]);
        // Cut inside the file, and between the file and the last field.
        for (const cut of [10_000, payload.length - 60]) {
          const reply = await server.app.inject(
            withCookie(admin, {
              method: 'POST',
              url: '/api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT',
              headers: { 'content-type': contentType },
              payload: payload.subarray(0, cut),
            }),
          );
          assert.equal(reply.statusCode, 400, `cut at ${cut}: ${reply.body}`);
          assert.deepEqual(reply.json(), { message: 'Der Upload wurde abgebrochen.' });
        }
        assert.equal(await rowCount(), count);
        assert.deepEqual(storedFiles(), files);
      });

      it('cleans up when the client disconnects in the middle of the file', async () => {
        const files = storedFiles();
        const count = await rowCount();
        const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = new URL(address);
        const { payload, contentType } = multipart([
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'getrennt.zip', content: crypto.randomBytes(60_000) },
        ]);
        const socket = net.connect(Number(port), '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          `POST /api/frontend/cashpoint-updates/uploadfile?contextId=NORDMARKT HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
            `Cookie: ${admin}\r\nContent-Type: ${contentType}\r\nContent-Length: ${payload.length}\r\n\r\n`,
        );
        socket.write(payload.subarray(0, 30_000));
        const tmp = path.join(dataDir(), '.upload-tmp');
        const until = async (condition: () => boolean) => {
          for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
          assert.ok(condition());
        };
        await until(() => fs.existsSync(tmp) && fs.readdirSync(tmp).length > 0);
        socket.destroy();
        await until(() => fs.readdirSync(tmp).length === 0);
        assert.equal(await rowCount(), count);
        assert.deepEqual(storedFiles(), files);
      });
    });

    describe('delete, archive and order', () => {
      it('deletes an update with its targets, installations and file, and renumbers the rest', async () => {
        const before = await list('cashpoint-updates', 'SUEDKAUF');
        const victim = before.find((f) => f.tag === '5.13.1')!;
        const file = path.join(dataDir(), victim.uploadFilepath!);
        assert.ok(fs.existsSync(file));
        const reply = await call(admin, 'POST', 'cashpoint-updates/delete', {
          contextId: 'SUEDKAUF',
          filename: victim.filename,
        });
        assert.equal(reply.statusCode, 200, reply.body);
        assert.deepEqual(reply.json(), { ok: true });
        const after = await list('cashpoint-updates', 'SUEDKAUF');
        assert.deepEqual(keysOf(after), oneToN(before.length - 1));
        assert.equal(
          after.find((f) => f.filename === victim.filename),
          undefined,
        );
        // Order of the others is unchanged.
        assert.deepEqual(
          after.map((f) => f.filename),
          before.filter((f) => f.filename !== victim.filename).map((f) => f.filename),
        );
        assert.equal(fs.existsSync(file), false);
        for (const table of ['installations', 'syncfileTargets'] as const) {
          const orphans = await server.db.kysely
            .selectFrom(table)
            .leftJoin('syncfiles', 'syncfiles.id', `${table}.syncfileId`)
            .select(`${table}.id`)
            .where('syncfiles.id', 'is', null)
            .execute();
          assert.equal(orphans.length, 0, table);
        }
        const again = await call(admin, 'POST', 'cashpoint-updates/delete', {
          contextId: 'SUEDKAUF',
          filename: victim.filename,
        });
        assert.equal(again.statusCode, 404);
        assert.deepEqual(again.json(), { message: 'Nicht gefunden.' });
      });

      it('archives and unarchives', async () => {
        const archive = (value: boolean) =>
          call(admin, 'POST', 'store-updates/archive', {
            contextId: 'SUEDKAUF',
            filename: 'store-8.5.0.zip',
            archive: value,
          });
        assert.equal((await archive(true)).statusCode, 200);
        assert.equal(
          (await list('store-updates', 'SUEDKAUF', false)).some((f) => f.filename === 'store-8.5.0.zip'),
          false,
        );
        assert.equal(
          (await list('store-updates', 'SUEDKAUF')).find((f) => f.filename === 'store-8.5.0.zip')!.archived,
          true,
        );
        assert.equal((await archive(false)).statusCode, 200);
        assert.equal(
          (await list('store-updates', 'SUEDKAUF', false)).find((f) => f.filename === 'store-8.5.0.zip')!.archived,
          false,
        );
        const missing = await call(admin, 'POST', 'store-updates/archive', {
          contextId: 'SUEDKAUF',
          filename: 'x.zip',
          archive: true,
        });
        assert.equal(missing.statusCode, 404);
      });

      it('moves up and down by swapping with the neighbour, refusing at the top and bottom', async () => {
        const names = async () => (await list('cashpoint-updates', 'WESTFRISCH')).map((f) => f.filename);
        const before = await names(); // highest key first
        const move = (direction: 'up' | 'down', filename: string) =>
          call(admin, 'POST', `cashpoint-updates/move-${direction}`, { contextId: 'WESTFRISCH', filename });
        assert.equal((await move('up', before[2]!)).statusCode, 200);
        assert.deepEqual(await names(), [before[0], before[2], before[1], ...before.slice(3)]);
        assert.equal((await move('down', before[2]!)).statusCode, 200);
        assert.deepEqual(await names(), before);

        const top = await move('up', before[0]!);
        assert.equal(top.statusCode, 409);
        assert.deepEqual(top.json(), { message: 'Das Update steht bereits an oberster Stelle.' });
        const bottom = await move('down', before[before.length - 1]!);
        assert.equal(bottom.statusCode, 409);
        assert.deepEqual(bottom.json(), { message: 'Das Update steht bereits an unterster Stelle.' });
        assert.equal((await move('up', 'fehlt.zip')).statusCode, 404);
        assert.deepEqual(await names(), before);
      });

      it('keeps the keys a permutation of 1..N under 50 concurrent moves', async () => {
        for (const { base } of bases) {
          const files = (await list(base, 'OSTBAU')).map((f) => f.filename);
          const replies = await Promise.all(
            Array.from({ length: 50 }, (_, i) =>
              call(admin, 'POST', `${base}/move-${i % 3 === 0 ? 'down' : 'up'}`, {
                contextId: 'OSTBAU',
                filename: files[(i * 7) % files.length]!,
              }),
            ),
          );
          for (const reply of replies) assert.ok([200, 409].includes(reply.statusCode), reply.body);
          assert.ok(replies.some((r) => r.statusCode === 200));
          assert.deepEqual(keysOf(await list(base, 'OSTBAU')), oneToN(files.length));
        }
      });

      it('keeps the keys 1..N under concurrent uploads, deletes and moves', async () => {
        const base = 'store-updates';
        const before = await list(base, 'WESTFRISCH');
        const replies = await Promise.all([
          ...Array.from({ length: 8 }, (_, i) =>
            upload(admin, base, 'WESTFRISCH', [
              { name: 'tag', value: `p${i}` },
              { name: 'uploadfile', filename: `parallel-${i}.zip`, content: zip(50, i) },
            ]),
          ),
          call(admin, 'POST', `${base}/delete`, { contextId: 'WESTFRISCH', filename: before[1]!.filename }),
          ...Array.from({ length: 10 }, (_, i) =>
            call(admin, 'POST', `${base}/move-${i % 2 ? 'up' : 'down'}`, {
              contextId: 'WESTFRISCH',
              filename: before[i % before.length]!.filename,
            }),
          ),
        ]);
        for (const reply of replies) assert.ok(reply.statusCode < 500, reply.body);
        const after = await list(base, 'WESTFRISCH');
        assert.equal(after.length, before.length + 8 - 1);
        assert.deepEqual(keysOf(after), oneToN(after.length));
      });
    });

    describe('rights and contexts', () => {
      const changes = (base: string, context: string, filename: string) =>
        [
          [
            'POST',
            `${base}/save?contextId=${context}&filename=${filename}`,
            { status: 2, releaseDate: null, tag: 'x', comment: '', checkedUids: [] },
          ],
          ['POST', `${base}/delete`, { contextId: context, filename }],
          ['POST', `${base}/archive`, { contextId: context, filename, archive: true }],
          ['POST', `${base}/move-up`, { contextId: context, filename }],
          ['POST', `${base}/move-down`, { contextId: context, filename }],
        ] as const;

      it('lets a viewer read but refuses every change and upload with 403, changing nothing', async () => {
        for (const { base, prefix } of bases) {
          const before = await list(base, 'NORDMARKT');
          assert.equal((await call(viewer, 'GET', `${base}?contextId=NORDMARKT`)).statusCode, 200);
          const filename = before.find((f) => f.filename.startsWith(prefix))!.filename;
          assert.equal(
            (await call(viewer, 'GET', `${base}/detail?contextId=NORDMARKT&filename=${filename}`)).statusCode,
            200,
          );
          for (const [method, url, body] of changes(base, 'NORDMARKT', filename)) {
            const reply = await call(viewer, method, url, body);
            assert.equal(reply.statusCode, 403, url);
            assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
          }
          const up = await upload(viewer, base, 'NORDMARKT', [
            { name: 'tag', value: 'x' },
            { name: 'uploadfile', filename: 'viewer.zip', content: zip(10) },
          ]);
          assert.equal(up.statusCode, 403);
          assert.deepEqual(await list(base, 'NORDMARKT'), before);
        }
        assert.equal(fs.existsSync(path.join(dataDir(), 'updates', 'NORDMARKT', 'cashpoint', 'viewer.zip')), false);
      });

      it('lets the operator change its own contexts only', async () => {
        const before = await list('cashpoint-updates', 'MEGAMARKT');
        const filename = before[2]!.filename;
        assert.equal((await call(operator, 'GET', 'cashpoint-updates?contextId=MEGAMARKT')).statusCode, 403);
        assert.equal(
          (await call(operator, 'GET', `cashpoint-updates/detail?contextId=MEGAMARKT&filename=${filename}`)).statusCode,
          403,
        );
        for (const [method, url, body] of changes('cashpoint-updates', 'MEGAMARKT', filename)) {
          assert.equal((await call(operator, method, url, body)).statusCode, 403, url);
        }
        const up = await upload(operator, 'cashpoint-updates', 'MEGAMARKT', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'operator.zip', content: zip(10) },
        ]);
        assert.equal(up.statusCode, 403);
        assert.deepEqual(await list('cashpoint-updates', 'MEGAMARKT'), before);

        const own = await call(operator, 'POST', 'cashpoint-updates/move-down', {
          contextId: 'NORDMARKT',
          filename: (await list('cashpoint-updates', 'NORDMARKT'))[0]!.filename,
        });
        assert.equal(own.statusCode, 200, own.body);
        const ownUpload = await upload(operator, 'store-updates', 'SUEDKAUF', [
          { name: 'tag', value: 'x' },
          { name: 'uploadfile', filename: 'operator.zip', content: zip(10) },
        ]);
        assert.equal(ownUpload.statusCode, 200, ownUpload.body);
      });

      it('answers 401 without a session', async () => {
        const reply = await server.app.inject({
          method: 'GET',
          url: '/api/frontend/cashpoint-updates?contextId=NORDMARKT',
        });
        assert.equal(reply.statusCode, 401);
      });
    });
  });

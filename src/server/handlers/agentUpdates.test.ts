import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../agent/signature';
import { demoHashSecret, seedDemo } from '../demo/seed';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';

interface Due {
  install: { filename: string; tag: string; orderKey: number; size: number; sha256: string }[];
  remove: string[];
}
interface Register {
  uid: string;
  posId: string;
  storeId: string;
  updated: boolean;
}
interface HistoryEntry {
  filename: string;
  installationStatus: number | null;
  installingSince: string | null;
  downloaded: boolean;
  hasLog: boolean;
  logDate: string | null;
}

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

for (const dbKind of databaseKinds)
  describe(`agent updates on ${dbKind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(dbKind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const nowSeconds = () => Math.floor(server.clock.now / 1000);
    const agent = (
      method: 'GET' | 'POST',
      url: string,
      options: { body?: object; context?: string; headers?: Record<string, string> } = {},
    ) => {
      const context = options.context ?? 'NORDMARKT';
      const raw = options.body === undefined ? '' : JSON.stringify(options.body);
      const signed = agentHeaders(context, demoHashSecret(context), method, url, raw, nowSeconds());
      return server.app.inject({
        method,
        url,
        headers: { ...signed, ...(raw ? { 'content-type': 'application/json' } : {}), ...options.headers },
        ...(raw ? { payload: raw } : {}),
      });
    };
    const dueFor = async (query: Record<string, string>, context = 'NORDMARKT'): Promise<Due> => {
      const reply = await agent('GET', `/api/agent/updates?${new URLSearchParams(query).toString()}`, { context });
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json();
    };
    const registerDue = (r: Register) => dueFor({ target: 'cashpoint', storeId: r.storeId, posId: r.posId });
    const report = (body: object, context = 'NORDMARKT') =>
      agent('POST', '/api/agent/updates/report', { body, context });
    const frontend = (method: 'GET' | 'POST', url: string, payload?: object) =>
      server.app.inject(withCookie(admin, { method, url: `/api/frontend/${url}`, payload }));
    const registers = async (context = 'NORDMARKT'): Promise<Register[]> => {
      const reply = await frontend('GET', `cashpoints?contextId=${context}`);
      const stores = reply.json().stores as { id: string; cashpoints: Omit<Register, 'storeId'>[] }[];
      return stores.flatMap((s) => s.cashpoints.map((c) => ({ ...c, storeId: s.id })));
    };
    const checkedFor = async (filename: string): Promise<Set<string>> => {
      const reply = await frontend('GET', `cashpoint-updates/detail?contextId=NORDMARKT&filename=${filename}`);
      const stores = reply.json().stores as { cashpoints: { uid: string; isChecked: boolean }[] }[];
      return new Set(stores.flatMap((s) => s.cashpoints.filter((c) => c.isChecked).map((c) => c.uid)));
    };
    const save = (filename: string, body: object) =>
      frontend('POST', `cashpoint-updates/save?contextId=NORDMARKT&filename=${filename}`, {
        status: 2,
        releaseDate: null,
        tag: filename,
        comment: '',
        checkedUids: [],
        ...body,
      });
    const history = async (r: Register): Promise<HistoryEntry[]> => {
      const reply = await frontend('GET', `cashpoints/detail/${r.uid}?contextId=NORDMARKT`);
      assert.equal(reply.statusCode, 200, reply.body);
      return reply.json().syncfiles;
    };
    const fileOf = (context: string, kind: string, filename: string) =>
      fs.readFileSync(path.join(server.config.dataDir, 'updates', context, kind, filename));
    const names = (due: Due) => due.install.map((u) => u.filename);

    let pilotRc: Register;
    let plain: Register;
    before(async () => {
      const checked = await checkedFor('kasse-5.14.0-rc1.zip');
      const all = await registers();
      pilotRc = all.find((r) => checked.has(r.uid))!;
      plain = all.find((r) => !checked.has(r.uid))!;
    });

    describe('due updates', () => {
      it('offers Aktiv updates to every register and Test/Labor ones only to checked registers, lowest key first', async () => {
        const forPlain = await registerDue(plain);
        assert.deepEqual(names(forPlain), ['kasse-5.12.3.zip', 'kasse-5.13.1.zip']);
        assert.deepEqual(names(await registerDue(pilotRc)), [
          'kasse-5.12.3.zip',
          'kasse-5.13.1.zip',
          'kasse-5.14.0-rc1.zip',
        ]);
        assert.deepEqual(forPlain.remove, []);
        const [first, second] = forPlain.install;
        assert.equal(first!.tag, '5.12.3');
        assert.ok(first!.orderKey < second!.orderKey);
        const content = fileOf('NORDMARKT', 'cashpoint', 'kasse-5.12.3.zip');
        assert.equal(first!.size, content.length);
        assert.equal(first!.sha256, sha256(content));
      });

      it('offers nothing for Neu, even to a checked register, and Test/Labor once it is checked', async () => {
        assert.equal((await save('kasse-5.14.0.zip', { status: 1, checkedUids: [plain.uid] })).statusCode, 200);
        assert.equal(names(await registerDue(plain)).includes('kasse-5.14.0.zip'), false);
        const checked = [...(await checkedFor('kasse-5.14.0-rc1.zip')), plain.uid];
        assert.equal((await save('kasse-5.14.0-rc1.zip', { status: 4, checkedUids: checked })).statusCode, 200);
        assert.deepEqual(names(await registerDue(plain)), [
          'kasse-5.12.3.zip',
          'kasse-5.13.1.zip',
          'kasse-5.14.0-rc1.zip',
        ]);
        assert.equal(
          (await save('kasse-5.14.0-rc1.zip', { status: 4, checkedUids: checked.slice(0, -1) })).statusCode,
          200,
        );
        assert.deepEqual(names(await registerDue(plain)), ['kasse-5.12.3.zip', 'kasse-5.13.1.zip']);
      });

      it('offers an update only once its release time has passed, and never while archived', async () => {
        const release = new Date(server.clock.now + 3600_000).toISOString();
        assert.equal((await save('kasse-5.14.0.zip', { status: 2, releaseDate: release })).statusCode, 200);
        assert.equal(names(await registerDue(plain)).includes('kasse-5.14.0.zip'), false);
        server.clock.now += 3600_000;
        assert.equal(names(await registerDue(plain)).at(-1), 'kasse-5.14.0.zip', 'due at the release time');

        const archive = (value: boolean) =>
          frontend('POST', 'cashpoint-updates/archive', {
            contextId: 'NORDMARKT',
            filename: 'kasse-5.14.0.zip',
            archive: value,
          });
        assert.equal((await archive(true)).statusCode, 200);
        assert.equal(names(await registerDue(plain)).includes('kasse-5.14.0.zip'), false);
        assert.equal((await archive(false)).statusCode, 200);
        assert.equal((await save('kasse-5.14.0.zip', { status: 1, releaseDate: release })).statusCode, 200);
      });

      it('tells a register to remove a Gelöscht update it has installed', async () => {
        const hotfix = 'kasse-5.11.9-hotfix.zip';
        const who = { target: 'cashpoint', storeId: plain.storeId, posId: plain.posId };
        assert.equal((await report({ ...who, filename: hotfix, installationStatus: 2 })).statusCode, 200);
        const due = await registerDue(plain);
        assert.deepEqual(due.remove, [hotfix]);
        assert.equal(names(due).includes(hotfix), false);
        assert.deepEqual((await registerDue(pilotRc)).remove, []);
        assert.equal(
          (await report({ ...who, filename: hotfix, installationStatus: 0, log: 'entfernt' })).statusCode,
          200,
        );
        assert.deepEqual((await registerDue(plain)).remove, []);
      });

      it('serves store agents their store updates', async () => {
        const agents = (
          await frontend('GET', 'store-updates/detail?contextId=NORDMARKT&filename=store-8.5.1.zip')
        ).json().stores as { id: string; isChecked: boolean }[];
        const unchecked = agents.find((a) => !a.isChecked)!;
        const checked = agents.find((a) => a.isChecked)!;
        assert.deepEqual(names(await dueFor({ target: 'store', storeId: unchecked.id })), ['store-8.5.0.zip']);
        assert.deepEqual(names(await dueFor({ target: 'store', storeId: checked.id })), [
          'store-8.5.0.zip',
          'store-8.5.1.zip',
        ]);
      });

      it('notices a replaced file: the digest follows the content', async () => {
        const file = path.join(server.config.dataDir, 'updates', 'NORDMARKT', 'cashpoint', 'kasse-5.12.3.zip');
        const original = fs.readFileSync(file);
        const before = (await registerDue(plain)).install[0]!;
        assert.equal(before.sha256, sha256(original));
        const replaced = Buffer.from('neuer Inhalt, andere Länge');
        fs.writeFileSync(file, replaced);
        const after = (await registerDue(plain)).install[0]!;
        assert.equal(after.sha256, sha256(replaced));
        assert.equal(after.size, replaced.length);
        fs.writeFileSync(file, original);
        assert.equal((await registerDue(plain)).install[0]!.sha256, sha256(original));
      });

      it('answers 404 for an unknown target and 400 for a missing posId, with German messages', async () => {
        for (const query of [
          { target: 'cashpoint', storeId: '99999', posId: '1' } as Record<string, string>,
          { target: 'cashpoint', storeId: plain.storeId, posId: '999' },
          { target: 'store', storeId: '99999' },
        ]) {
          const reply = await agent('GET', `/api/agent/updates?${new URLSearchParams(query).toString()}`);
          assert.equal(reply.statusCode, 404, JSON.stringify(query));
          assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
        }
        const noPos = await agent('GET', `/api/agent/updates?target=cashpoint&storeId=${plain.storeId}`);
        assert.equal(noPos.statusCode, 400);
        assert.deepEqual(noPos.json(), { message: 'Ungültige Anfrage: "posId" ist ein Pflichtfeld' });
        const badTarget = await agent('GET', `/api/agent/updates?target=kasse&storeId=${plain.storeId}&posId=1`);
        assert.equal(badTarget.statusCode, 400);
        assert.match(badTarget.json().message, /^Ungültige Anfrage/);
        // A store of NORDMARKT that OSTBAU does not have is unknown to OSTBAU's agents.
        const ostbau = new Set((await registers('OSTBAU')).map((r) => r.storeId));
        const foreign = (await registers()).find((r) => !ostbau.has(r.storeId))!;
        const other = await agent(
          'GET',
          `/api/agent/updates?target=cashpoint&storeId=${foreign.storeId}&posId=${foreign.posId}`,
          { context: 'OSTBAU' },
        );
        assert.equal(other.statusCode, 404);
      });

      it('refuses unsigned and wrongly signed requests with 401', async () => {
        const url = `/api/agent/updates?target=cashpoint&storeId=${plain.storeId}&posId=${plain.posId}`;
        assert.equal((await server.app.inject({ method: 'GET', url })).statusCode, 401);
        const signed = agentHeaders('NORDMARKT', 'falsch-falsch', 'GET', url, '', nowSeconds());
        assert.equal((await server.app.inject({ method: 'GET', url, headers: signed })).statusCode, 401);
        const otherPath = agentHeaders(
          'NORDMARKT',
          demoHashSecret('NORDMARKT'),
          'GET',
          '/api/agent/updates',
          '',
          nowSeconds(),
        );
        assert.equal((await server.app.inject({ method: 'GET', url, headers: otherPath })).statusCode, 401);
      });
    });

    describe('download', () => {
      const url = '/api/agent/updates/cashpoint/kasse-5.13.1.zip';
      let content: Buffer;
      before(() => {
        content = fileOf('NORDMARKT', 'cashpoint', 'kasse-5.13.1.zip');
      });

      it('streams the whole file with its length and range support', async () => {
        const reply = await agent('GET', url);
        assert.equal(reply.statusCode, 200);
        assert.deepEqual(reply.rawPayload, content);
        assert.equal(reply.headers['content-length'], String(content.length));
        assert.equal(reply.headers['accept-ranges'], 'bytes');
        assert.equal(reply.headers['content-type'], 'application/octet-stream');
        // Answered once: no "Reply was already sent" (FST_ERR_REP_ALREADY_SENT) from a second answer.
        assert.deepEqual(
          server.logs.filter((line) => line.includes('FST_ERR')),
          [],
        );
      });

      it('answers a single range with 206, Content-Range and exactly those bytes', async () => {
        const size = content.length;
        const cases: [string, number, number][] = [
          ['bytes=0-9', 0, 9],
          ['bytes=100-', 100, size - 1],
          ['bytes=-16', size - 16, size - 1],
          [`bytes=${size - 5}-${size + 100}`, size - 5, size - 1],
          [`bytes=-${size + 10}`, 0, size - 1],
          [`bytes=${size - 1}-${size - 1}`, size - 1, size - 1],
        ];
        for (const [range, start, end] of cases) {
          const reply = await agent('GET', url, { headers: { range } });
          assert.equal(reply.statusCode, 206, range);
          assert.equal(reply.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
          assert.equal(reply.headers['content-length'], String(end - start + 1), range);
          assert.deepEqual(reply.rawPayload, content.subarray(start, end + 1), range);
        }
      });

      it('answers an unsatisfiable range with 416 and a German message', async () => {
        const size = content.length;
        for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0', 'bytes=20-10']) {
          const reply = await agent('GET', url, { headers: { range } });
          assert.equal(reply.statusCode, 416, range);
          assert.equal(reply.headers['content-range'], `bytes */${size}`);
          assert.deepEqual(reply.json(), { message: 'Der angeforderte Bereich liegt außerhalb der Datei.' });
        }
      });

      it('ignores ranges it does not serve (several, other units) and sends the whole file', async () => {
        for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=x-y']) {
          const reply = await agent('GET', url, { headers: { range } });
          assert.equal(reply.statusCode, 200, range);
          assert.equal(reply.rawPayload.length, content.length);
        }
      });

      it('serves only files of the calling context and target kind', async () => {
        for (const [target, file, context] of [
          ['store', 'kasse-5.13.1.zip', 'NORDMARKT'],
          ['cashpoint', 'store-8.5.0.zip', 'NORDMARKT'],
          ['cashpoint', 'gibt-es-nicht.zip', 'NORDMARKT'],
        ] as const) {
          const reply = await agent('GET', `/api/agent/updates/${target}/${file}`, { context });
          assert.equal(reply.statusCode, 404, `${target}/${file}`);
          assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
        }
        // The same name in another context is that context's own file.
        const other = await agent('GET', url, { context: 'SUEDKAUF' });
        assert.equal(other.statusCode, 200);
        assert.deepEqual(other.rawPayload, fileOf('SUEDKAUF', 'cashpoint', 'kasse-5.13.1.zip'));
      });

      it('never leaves DATA_DIR, whatever the path or the stored row says', async () => {
        for (const name of ['..%2F..%2Fconsole.db', '%2E%2E%2Fsession-secret', '..', '.hidden']) {
          const reply = await agent('GET', `/api/agent/updates/cashpoint/${name}`);
          assert.ok(reply.statusCode === 400 || reply.statusCode === 404, `${name}: ${reply.statusCode}`);
          assert.equal(typeof reply.json().message, 'string');
        }
        // A row pointing outside the update folder is refused as not found.
        await server.db.kysely
          .updateTable('syncfiles')
          .set({ uploadFilepath: '../../etc/passwd' })
          .where('filename', '=', 'kasse-5.12.0.zip')
          .execute();
        const reply = await agent('GET', '/api/agent/updates/cashpoint/kasse-5.12.0.zip');
        assert.equal(reply.statusCode, 404);
      });

      it('answers 404 when the file of an update is missing on disk', async () => {
        const file = path.join(server.config.dataDir, 'updates', 'NORDMARKT', 'cashpoint', 'kasse-5.12.3.zip');
        const saved = fs.readFileSync(file);
        fs.rmSync(file);
        const reply = await agent('GET', '/api/agent/updates/cashpoint/kasse-5.12.3.zip');
        assert.equal(reply.statusCode, 404);
        assert.equal(names(await registerDue(plain)).includes('kasse-5.12.3.zip'), false, 'not offered either');
        fs.writeFileSync(file, saved);
      });
    });

    describe('installation report', () => {
      const homeCounts = async () => {
        const reply = await frontend('GET', 'home');
        return (reply.json().contexts as { key: string; notUpdatedCashpointCount: number }[]).find(
          (c) => c.key === 'NORDMARKT',
        )!.notUpdatedCashpointCount;
      };

      it('records installing, keeps its start time, then installed with the log; the rollout counts follow', async () => {
        const lagging = (await registers()).find((r) => !r.updated && r.uid !== pilotRc.uid && r.uid !== plain.uid)!;
        assert.ok(lagging, 'the demo fleet has registers that lag behind');
        const due = await registerDue(lagging);
        const top = due.install.at(-1)!.filename;
        const who = { target: 'cashpoint', storeId: lagging.storeId, posId: lagging.posId, filename: top };
        const countBefore = await homeCounts();
        const started = server.clock.now;

        assert.equal((await report({ ...who, installationStatus: 1 })).statusCode, 200);
        let entry = (await history(lagging)).find((s) => s.filename === top)!;
        assert.equal(entry.installationStatus, 1);
        assert.equal(entry.installingSince, new Date(started).toISOString());
        assert.equal(entry.downloaded, true);
        assert.equal(await homeCounts(), countBefore, 'installing is not updated yet');

        server.clock.now += 60_000;
        assert.equal((await report({ ...who, installationStatus: 1, log: null })).statusCode, 200);
        entry = (await history(lagging)).find((s) => s.filename === top)!;
        assert.equal(entry.installingSince, new Date(started).toISOString(), 'still the first start');

        server.clock.now += 60_000;
        const log = 'Installation erfolgreich\n';
        assert.equal((await report({ ...who, installationStatus: 2, log })).statusCode, 200);
        entry = (await history(lagging)).find((s) => s.filename === top)!;
        assert.equal(entry.installationStatus, 2);
        assert.equal(entry.installingSince, null);
        assert.equal(entry.hasLog, true);
        assert.equal(entry.logDate, new Date(server.clock.now).toISOString());
        const logReply = await frontend(
          'GET',
          `cashpoints/log/${lagging.uid}?contextId=NORDMARKT&syncfileUid=${
            (await frontend('GET', `cashpoint-updates/detail?contextId=NORDMARKT&filename=${top}`)).json().syncfile.uid
          }`,
        );
        assert.equal(logReply.json().log, log);
        assert.equal(await homeCounts(), countBefore - 1);
        assert.equal((await registers()).find((r) => r.uid === lagging.uid)!.updated, true);

        // A failure afterwards makes it lag again; the log is replaced, downloaded stays.
        assert.equal((await report({ ...who, installationStatus: 3, log: 'Fehler' })).statusCode, 200);
        entry = (await history(lagging)).find((s) => s.filename === top)!;
        assert.equal(entry.installationStatus, 3);
        assert.equal(entry.downloaded, true);
        assert.equal(await homeCounts(), countBefore);
      });

      it('records store agents too', async () => {
        const agents = (
          await frontend('GET', 'store-updates/detail?contextId=NORDMARKT&filename=store-8.5.0.zip')
        ).json().stores as { id: string }[];
        const storeId = agents[0]!.id;
        const reply = await report({
          target: 'store',
          storeId,
          filename: 'store-8.5.0.zip',
          installationStatus: 2,
          log: 'ok',
        });
        assert.equal(reply.statusCode, 200, reply.body);
        const detail = await frontend('GET', `store-agents/detail?contextId=NORDMARKT&storeId=${storeId}`);
        if (detail.statusCode === 200) {
          const entry = (detail.json().syncfiles as HistoryEntry[]).find((s) => s.filename === 'store-8.5.0.zip')!;
          assert.equal(entry.installationStatus, 2);
        }
        const row = await server.db.kysely
          .selectFrom('installations as i')
          .innerJoin('storeAgents as a', 'a.id', 'i.storeAgentId')
          .innerJoin('stores as st', 'st.id', 'a.storeRowId')
          .innerJoin('syncfiles as s', 's.id', 'i.syncfileId')
          .select(['i.installationStatus', 'i.log', 'i.downloaded'])
          .where('st.storeId', '=', storeId)
          .where('s.filename', '=', 'store-8.5.0.zip')
          .where('s.contextId', '=', (eb) => eb.selectFrom('contexts').select('id').where('key', '=', 'NORDMARKT'))
          .executeTakeFirstOrThrow();
        assert.deepEqual(
          { ...row, downloaded: Number(row.downloaded) },
          { installationStatus: 2, log: 'ok', downloaded: 1 },
        );
      });

      it('answers 404 for an unknown target or file and 400 for bad input', async () => {
        const who = { target: 'cashpoint', storeId: plain.storeId, posId: plain.posId };
        for (const body of [
          { ...who, filename: 'gibt-es-nicht.zip', installationStatus: 2 },
          { ...who, filename: 'store-8.5.0.zip', installationStatus: 2 },
          { ...who, posId: '999', filename: 'kasse-5.13.1.zip', installationStatus: 2 },
        ]) {
          const reply = await report(body);
          assert.equal(reply.statusCode, 404, JSON.stringify(body));
          assert.deepEqual(reply.json(), { message: 'Nicht gefunden.' });
        }
        const noPos = await report({
          target: 'cashpoint',
          storeId: plain.storeId,
          filename: 'kasse-5.13.1.zip',
          installationStatus: 2,
        });
        assert.equal(noPos.statusCode, 400);
        assert.deepEqual(noPos.json(), { message: 'Ungültige Anfrage: "posId" ist ein Pflichtfeld' });
        for (const body of [
          { ...who, filename: 'kasse-5.13.1.zip', installationStatus: 7 },
          { ...who, filename: '../x', installationStatus: 2 },
          { ...who, filename: 'kasse-5.13.1.zip', installationStatus: 2, extra: true },
        ]) {
          const reply = await report(body);
          assert.equal(reply.statusCode, 400, JSON.stringify(body));
          assert.match(reply.json().message, /^Ungültige Anfrage/);
        }
      });
    });
  });

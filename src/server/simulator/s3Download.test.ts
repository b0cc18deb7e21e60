import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../demo/seed';
import { Prng } from '../demo/prng';
import type { UpdateStore } from '../platform/storage/updateStore';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { multipart } from '../test/multipart';
import { startBackend, storeFor, type StoreBackend } from '../test/storeBackends';
import { fleetFromDatabase } from './fleet';
import { FleetSimulator } from './simulator';
import { injectTransport } from './transport';

// The simulator's registers install an update kept in S3 (s3rver): the console redirects each
// download to the bucket, the simulator follows with a plain GET, and the console opens the file
// not once.

for (const kind of databaseKinds)
  describe(`simulated registers download from S3 on ${kind}`, () => {
    let backend: StoreBackend;
    let files: UpdateStore;
    let server: TestServer;
    let admin: string;
    const filename = 'kasse-9.1.0.zip';
    const content = crypto.randomBytes(100_000);

    before(async () => {
      backend = await startBackend('s3');
      const env = backend.env();
      files = storeFor(env);
      server = await startTestServer(kind, { env, seed: (db, _dir, now) => seedDemo(db, files, now) });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(async () => {
      await server.close();
      await files.close();
      await backend.stop();
    });

    const api = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
      server.app.inject(withCookie(admin, { method, url: `/api/frontend/${url}`, payload, headers }));

    it('every register gets the whole file from the bucket', async () => {
      const body = multipart([
        { name: 'tag', value: '9.1.0' },
        { name: 'uploadfile', filename, content },
      ]);
      const upload = await api('POST', 'cashpoint-updates/uploadfile?contextId=OSTBAU', body.payload as never, {
        'content-type': body.contentType,
      });
      assert.equal(upload.statusCode, 200, upload.body);
      const saved = await api('POST', `cashpoint-updates/save?contextId=OSTBAU&filename=${filename}`, {
        status: 2,
        releaseDate: new Date(server.clock.now - 60_000).toISOString(),
        tag: '9.1.0',
        comment: '',
        checkedUids: [],
      });
      assert.equal(saved.statusCode, 200, saved.body);

      const store = server.app.updateStore;
      const open = store.open.bind(store);
      const opened: string[] = [];
      store.open = (key) => (opened.push(key), open(key));
      const all = await fleetFromDatabase(server.db, server.clock.now, server.config.offlineAfterSeconds, new Prng(5));
      const fleet = all.find((c) => c.key === 'OSTBAU')!;
      for (const s of fleet.stores) for (const r of s.registers) r.silentFor = 0;
      const simulator = new FleetSimulator({
        transport: injectTransport(server.app),
        fleet: [fleet],
        prng: new Prng(6),
        now: () => server.clock.now,
        updatesEvery: 1,
        outageChance: 0,
        failureChance: 0,
      });
      for (let i = 0; i < 6; i++) {
        server.clock.now += 30_000;
        assert.equal((await simulator.tick()).errors, 0);
      }

      const logs = await server.db.kysely
        .selectFrom('installations')
        .innerJoin('syncfiles', 'syncfiles.id', 'installations.syncfileId')
        .where('syncfiles.filename', '=', filename)
        .select(['installations.installationStatus', 'installations.log'])
        .execute();
      const registers = fleet.stores.reduce((sum, s) => sum + s.registers.length, 0);
      assert.equal(logs.length, registers);
      for (const row of logs) {
        assert.equal(Number(row.installationStatus), 2);
        assert.match(row.log ?? '', new RegExp(`Download ${filename} \\(${content.length} Bytes\\) abgeschlossen`));
      }
      assert.deepEqual(
        opened.filter((key) => key.endsWith(filename)),
        [],
        'the console never opened the file',
      );
    });
  });

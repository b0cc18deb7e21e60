import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../../demo/seed';
import { startJobs } from '../../jobs';
import type { UpdateStore } from '../../platform/storage/updateStore';
import { backupMessages } from '../../../shared/texts/backupMessages';
import { runCommand } from '../../test/commandRun';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { sampleValue, scrapeMetrics } from '../../test/prometheusText';
import { backendNames, startBackend, storeFor, type StoreBackend } from '../../test/storeBackends';
import { checkStorage } from '../storageCheck';

// `npm run check-storage` and the daily job against a demo whose store lost one update's file and
// gained a file no update names, in a folder (STORAGE_DIR) and in a bucket of a real S3-compatible
// server (STORAGE_URL).

const token = 'metrics-token-for-tests-0123456789';
const orphan = 'NORDMARKT/cashpoint/verwaist.zip';
const day = 86_400_000;

for (const backendName of backendNames)
  describe(`check-storage on ${backendName} storage`, () => {
    let backend: StoreBackend;
    before(async () => (backend = await startBackend(backendName)));
    after(() => backend.stop());

    for (const dbKind of databaseKinds)
      describe(`on ${dbKind}`, () => {
        let server: TestServer;
        let env: Record<string, string>;
        let files: UpdateStore;
        let lost: string;
        before(async () => {
          env = backend.env();
          files = storeFor(env);
          server = await startTestServer(dbKind, {
            env: { ...env, METRICS_TOKEN: token },
            logLevel: 'info',
            seed: (db, _dataDir, now) => seedDemo(db, files, now),
          });
          const keys: string[] = [];
          for await (const object of files.list()) keys.push(object.key);
          lost = keys.sort()[0]!;
          await files.delete(lost);
          await files.put(orphan, { stream: Readable.from([Buffer.from('niemandes Datei')]) });
        });
        after(async () => {
          await server.close();
          await files.close();
        });

        const checkStorageCommand = (args: string[]) =>
          runCommand('src/server/server.ts', ['check-storage', ...args], {
            ...env,
            DATA_DIR: server.config.dataDir,
            DATABASE_URL: server.config.postgresUrl ?? '',
          });

        it('lists the row without its file and the file without its row, and exits 1', async () => {
          const run = await checkStorageCommand([]);
          assert.equal(run.code, 1, run.stdout + run.stderr);
          const lines = run.stdout.split('\n');
          assert.deepEqual(
            lines.filter((line) => line.startsWith('Zeile ohne Datei')),
            [backupMessages.rowWithoutFile(lost)],
          );
          assert.deepEqual(
            lines.filter((line) => line.startsWith('Datei ohne Zeile')),
            [backupMessages.fileWithoutRow(orphan, 0)],
          );
        });

        it('keeps an orphaned file younger than a day with --fix', async () => {
          const run = await checkStorageCommand(['--fix']);
          assert.equal(run.code, 1, run.stdout + run.stderr);
          assert.doesNotMatch(run.stdout, /gelöscht/);
          assert.notEqual(await files.stat(orphan), null);
        });

        it('the daily job logs both and sets the metric', async () => {
          const runner = await startJobs(server.app);
          await runner.stop();
          const samples = await scrapeMetrics(server.app, token);
          const name = 'kassen_konsole_storage_mismatches';
          assert.equal(sampleValue(samples, name, { kind: 'row_without_file' }), 1);
          assert.equal(sampleValue(samples, name, { kind: 'file_without_row' }), 1);
          const line = server.logs.find((l) => l.includes('storage-check:'));
          assert.match(line ?? '', /1 update rows without their file, 1 files without their row/);
          assert.match(line ?? '', new RegExp(orphan));
        });

        it('removes an orphaned file older than a day with --fix, and no update file', async () => {
          if (backendName === 'folder') {
            // The folder's file made two days old, as the command sees it.
            const file = path.join(backend.folderOf(env)!, ...orphan.split('/'));
            const old = new Date(Date.now() - 2 * day);
            fs.utimesSync(file, old, old);
            const run = await checkStorageCommand(['--fix']);
            assert.match(run.stdout, new RegExp(`^${backupMessages.fileRemoved(orphan)}$`, 'm'));
            assert.equal(run.code, 1, 'the row without its file is still there');
          } else {
            // S3 keeps its own times: the check is run two days later instead.
            const check = await checkStorage(server.db, files, Date.now() + 2 * day, true);
            assert.deepEqual(check.removed, [orphan]);
          }
          assert.equal(await files.stat(orphan), null);
          const after = await checkStorage(server.db, files, Date.now(), false);
          assert.deepEqual(after.filesWithoutRow, []);
          assert.deepEqual(after.rowsWithoutFile, [lost]);
        });
      });
  });

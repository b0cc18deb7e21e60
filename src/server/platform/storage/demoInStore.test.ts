import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { agentHeaders } from '../../agent/signature';
import { demoHashSecret } from '../../demo/seed';
import { createPostgresDatabase, databaseKinds } from '../../test/harness';
import { startS3Server, type S3Server } from '../../test/s3Server';
import { startServerProcess } from '../../test/serverProcess';
import { storeFor } from '../../test/storeBackends';

// The real server with STORAGE_URL: the demo seed writes its update files to the bucket, and agents
// download them from there; the instance's own disk holds none.
describe('a demo server with its update files in S3', () => {
  let s3: S3Server;
  before(async () => (s3 = await startS3Server()));
  after(() => s3.stop());

  for (const dbKind of databaseKinds) {
    it(`seeds into the bucket and serves from it on ${dbKind}`, async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-demo-s3-'));
      const pgDb = dbKind === 'postgres' ? await createPostgresDatabase() : undefined;
      const env = s3.env(`demo-${dbKind}/updates`);
      const server = await startServerProcess({
        ...env,
        DATA_DIR: dataDir,
        DEMO: 'true',
        SIMULATOR_INTERVAL_SECONDS: '3600',
        SESSION_SECRET: 'demo-s3',
        ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
      });
      const bucket = storeFor(env);
      try {
        const url = '/api/agent/updates/cashpoint/kasse-5.13.1.zip';
        const headers = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', url, '');
        const reply = await fetch(server.url + url, { headers: { ...headers, range: 'bytes=0-11' } });
        assert.equal(reply.status, 206);
        assert.equal(await reply.text(), 'Demo-Update ');
        assert.ok(await bucket.stat('NORDMARKT/cashpoint/kasse-5.13.1.zip'), 'the object is in the bucket');
        assert.equal(fs.existsSync(path.join(dataDir, 'updates')), false, 'nothing on the local disk');
      } finally {
        await bucket.close();
        await server.stop();
        await pgDb?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
});

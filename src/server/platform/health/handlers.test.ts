import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';

for (const kind of databaseKinds) {
  describe(`health checks on ${kind}`, () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer(kind, { env: { INSTANCE_ID: 'instanz-a' } });
    });
    after(() => server.close());

    const get = (url: string) => server.app.inject({ method: 'GET', url });

    it('answers /healthz without a session, with the security headers and the instance', async () => {
      const reply = await get('/healthz');
      assert.equal(reply.statusCode, 200);
      assert.deepEqual(reply.json(), { status: 'ok' });
      assert.equal(reply.headers['x-instance'], 'instanz-a');
      assert.match(String(reply.headers['content-security-policy']), /default-src 'self'/);
    });

    it('is ready on a migrated database and says whether it leads the jobs', async () => {
      const reply = await get('/readyz');
      assert.equal(reply.statusCode, 200);
      // The test server starts no jobs, so it does not lead.
      assert.deepEqual(reply.json(), { status: 'ok', leader: false });
      server.app.instanceState.leading = true;
      assert.deepEqual((await get('/readyz')).json(), { status: 'ok', leader: true });
      server.app.instanceState.leading = false;
    });

    it('is not ready while it shuts down, and still alive', async () => {
      server.app.instanceState.stopping = true;
      try {
        const reply = await get('/readyz');
        assert.equal(reply.statusCode, 503);
        assert.deepEqual(reply.json(), { message: 'Die Instanz wird beendet und nimmt keine neuen Anfragen an.' });
        assert.equal(reply.headers.connection, 'close');
        assert.equal((await get('/healthz')).statusCode, 200);
      } finally {
        server.app.instanceState.stopping = false;
      }
    });

    it('is not ready while a migration of this version is missing', async () => {
      const { rows } = await sql<{ name: string; timestamp: string }>`select * from kysely_migration`.execute(
        server.db.kysely,
      );
      const last = rows[rows.length - 1]!;
      await sql`delete from kysely_migration where name = ${last.name}`.execute(server.db.kysely);
      try {
        const reply = await get('/readyz');
        assert.equal(reply.statusCode, 503);
        assert.deepEqual(reply.json(), { message: 'Die Datenbank ist noch nicht auf dem Stand dieser Version.' });
      } finally {
        await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
          server.db.kysely,
        );
      }
      assert.equal((await get('/readyz')).statusCode, 200);
    });

    it('is not ready when the database does not answer, and still alive', async () => {
      await server.db.close();
      const reply = await get('/readyz');
      assert.equal(reply.statusCode, 503);
      assert.deepEqual(reply.json(), { message: 'Die Datenbank ist nicht erreichbar.' });
      assert.equal((await get('/healthz')).statusCode, 200);
    });
  });
}

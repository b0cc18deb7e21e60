import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDb, type Db } from '../../platform/db/connection';
import { demoHashSecret, seedDemo } from '../../demo/seed';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness';
import { agentHeaders, signAgentRequest } from '../signature';

// A signed agent request is accepted once: its nonce is kept in the database for the length of the
// clock window, so neither the same request again nor its nonce under a new signature gets through,
// also not on a second server instance sharing the database.

const heartbeatPath = '/api/agent/cashpoints/heartbeat';
const refused = { message: 'Signatur ungültig oder abgelaufen.' };

for (const kind of databaseKinds)
  describe(`agent replay protection on ${kind}`, () => {
    let server: TestServer;
    /** The due updates of a register of NORDMARKT and of one of WESTFRISCH. */
    let dueUrl: string;
    let westUrl: string;
    const dueUrlOf = async (context: string) => {
      const register = await server.db.kysely
        .selectFrom('cashpoints as c')
        .innerJoin('stores as s', 's.id', 'c.storeRowId')
        .innerJoin('contexts as x', 'x.id', 's.contextId')
        .select(['s.storeId', 'c.posId'])
        .where('x.key', '=', context)
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
      return `/api/agent/updates?target=cashpoint&storeId=${register.storeId}&posId=${register.posId}`;
    };
    before(async () => {
      server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
      dueUrl = await dueUrlOf('NORDMARKT');
      westUrl = await dueUrlOf('WESTFRISCH');
    });
    after(() => server.close());

    const nowSeconds = () => Math.floor(server.clock.now / 1000);
    /** Headers signed with a nonce of the test's choosing. */
    const signedWith = (nonce: string, context = 'NORDMARKT', url?: string, body = '', method = 'GET') => {
      url ??= dueUrl;
      const timestamp = String(nowSeconds());
      const signature = signAgentRequest(demoHashSecret(context), context, timestamp, nonce, method, url, body);
      return { 'x-context': context, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature };
    };
    const due = (headers: Record<string, string>, app = server.app) =>
      app.inject({ method: 'GET', url: dueUrl, headers });
    const post = (headers: Record<string, string>, payload: string) =>
      server.app.inject({
        method: 'POST',
        url: heartbeatPath,
        headers: { ...headers, 'content-type': 'application/json' },
        payload,
      });

    it('accepts a signed request once and refuses the same request sent again', async () => {
      const headers = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', dueUrl, '', nowSeconds());
      assert.equal((await due(headers)).statusCode, 200);
      for (let i = 0; i < 3; i++) {
        const again = await due(headers);
        assert.equal(again.statusCode, 401);
        assert.deepEqual(again.json(), refused);
      }
    });

    it('refuses a used nonce under a fresh timestamp and a new signature', async () => {
      const nonce = 'nonce-used-once-0001';
      assert.equal((await due(signedWith(nonce))).statusCode, 200);
      server.clock.now += 5_000;
      const resigned = signedWith(nonce);
      const reply = await due(resigned);
      assert.equal(reply.statusCode, 401);
      assert.deepEqual(reply.json(), refused);
      assert.equal((await due(signedWith('nonce-used-once-0002'))).statusCode, 200, 'a fresh nonce still passes');
    });

    it('keeps the nonces of each context apart', async () => {
      const nonce = 'nonce-of-two-contexts';
      const west = signedWith(nonce, 'WESTFRISCH', westUrl);
      assert.equal((await due(signedWith(nonce))).statusCode, 200);
      const reply = await server.app.inject({ method: 'GET', url: westUrl, headers: west });
      assert.equal(reply.statusCode, 200, reply.body);
    });

    it('refuses a missing or malformed nonce, even under a valid signature', async () => {
      const { 'x-nonce': _dropped, ...withoutNonce } = signedWith('nonce-that-is-dropped');
      for (const headers of [
        withoutNonce,
        signedWith('kurz'),
        signedWith('a'.repeat(129)),
        signedWith('nonce mit leerzeichen'),
        signedWith('nonce/with/slashes!'),
      ]) {
        const reply = await due(headers);
        assert.equal(reply.statusCode, 401, JSON.stringify(headers));
        assert.deepEqual(reply.json(), refused);
      }
    });

    it('lets no forged request use up a nonce', async () => {
      const nonce = 'nonce-a-forger-tried';
      const forged = { ...signedWith(nonce), 'x-signature': 'f'.repeat(64) };
      assert.equal((await due(forged)).statusCode, 401);
      assert.equal((await due(signedWith(nonce))).statusCode, 200);
    });

    it('accepts a request once when it arrives twice at the same moment', async () => {
      const headers = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', dueUrl, '', nowSeconds());
      const other = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', dueUrl, '', nowSeconds());
      const [otherReply, ...replies] = await Promise.all([due(other), due(headers), due(headers), due(headers)]);
      assert.equal(otherReply!.statusCode, 200);
      assert.deepEqual(replies.map((r) => r.statusCode).sort(), [200, 401, 401]);
    });

    it('accepts a request once across two instances sharing the database', async () => {
      const { config } = server;
      const secondDb: Db = openDb({ postgresUrl: config.postgresUrl, sqliteFile: config.sqliteFile });
      let second: FastifyInstance | undefined;
      try {
        second = await buildApp({ config, db: secondDb, now: () => server.clock.now });
        for (let round = 0; round < 5; round++) {
          const headers = agentHeaders('NORDMARKT', demoHashSecret('NORDMARKT'), 'GET', dueUrl, '', nowSeconds());
          const replies: { statusCode: number }[] = await Promise.all([due(headers), due(headers, second)]);
          assert.deepEqual(replies.map((r) => r.statusCode).sort(), [200, 401], `round ${round}`);
        }
      } finally {
        await second?.close();
        await secondDb.close();
      }
    });

    it('checks the signature before the body: broken JSON is 401 unsigned or forged, 400 when signed', async () => {
      const broken = '{"storeId": "1003", "posId":';
      const forged = await post(signedWith('nonce-broken-json-1', 'NORDMARKT', heartbeatPath, '{}', 'POST'), broken);
      assert.equal(forged.statusCode, 401);
      assert.deepEqual(forged.json(), refused);
      assert.equal((await post({}, broken)).statusCode, 401);
      const signed = await post(signedWith('nonce-broken-json-2', 'NORDMARKT', heartbeatPath, broken, 'POST'), broken);
      assert.equal(signed.statusCode, 400);
      assert.deepEqual(signed.json(), { message: 'Ungültige Anfrage: Der Inhalt ist kein gültiges JSON.' });
    });

    it('answers a missing body or another media type only under a valid signature', async () => {
      const send = (nonce: string, body: string, contentType: string, signature?: string) => {
        const headers = signedWith(nonce, 'NORDMARKT', heartbeatPath, body, 'POST');
        return server.app.inject({
          method: 'POST',
          url: heartbeatPath,
          headers: { ...headers, ...(signature ? { 'x-signature': signature } : {}), 'content-type': contentType },
          payload: body,
        });
      };
      const forged = 'f'.repeat(64);
      for (const reply of [
        await send('nonce-empty-body-1', '', 'application/json', forged),
        await send('nonce-plain-text-1', 'storeId=1003', 'text/plain', forged),
      ]) {
        assert.equal(reply.statusCode, 401, reply.body);
        assert.deepEqual(reply.json(), refused);
      }
      const empty = await send('nonce-empty-body-2', '', 'application/json');
      assert.equal(empty.statusCode, 400);
      assert.deepEqual(empty.json(), { message: 'Ungültige Anfrage: Der Inhalt fehlt.' });
      const plain = await send('nonce-plain-text-2', 'storeId=1003', 'text/plain');
      assert.equal(plain.statusCode, 415);
      assert.deepEqual(plain.json(), { message: 'Ungültige Anfrage: Dieser Inhaltstyp wird nicht unterstützt.' });
    });

    it('still turns away unsigned bodies before reading them and signed ones above the size limit', async () => {
      const huge = JSON.stringify({ storeId: '1003', posId: '1', agentVersion: 'x'.repeat(9 * 1024 * 1024) });
      const unsigned = await post({}, huge);
      assert.equal(unsigned.statusCode, 401);
      assert.deepEqual(unsigned.json(), refused);
      const signed = await post(signedWith('nonce-of-a-huge-body', 'NORDMARKT', heartbeatPath, huge, 'POST'), huge);
      assert.equal(signed.statusCode, 413);
      assert.deepEqual(signed.json(), { message: 'Die Anfrage ist zu groß.' });
    });

    it('forgets nonces once a replay of them would be refused for its timestamp anyway', async () => {
      const nonce = 'nonce-to-be-forgotten';
      assert.equal((await due(signedWith(nonce))).statusCode, 200);
      const kept = () =>
        server.db.kysely.selectFrom('agentNonces').select('nonce').where('nonce', '=', nonce).execute();
      assert.equal((await kept()).length, 1);
      server.clock.now += 9 * 60_000;
      assert.equal((await due(signedWith('nonce-nine-minutes-on'))).statusCode, 200);
      assert.equal((await kept()).length, 1, 'still within twice the window');
      server.clock.now += 3 * 60_000;
      assert.equal((await due(signedWith('nonce-twelve-minutes-on'))).statusCode, 200);
      assert.deepEqual(await kept(), []);
    });
  });
